import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@kalam/shared';
import { dayLongOf } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { failureText } from '../../lib/form.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { adminApi } from './admin-api.ts';
import { Bars } from './bars.tsx';
import { PageHeader, StatCard } from './parts.tsx';
import { adminText } from './text.ts';

const t = adminText.dashboard;

/** `/admin`: today, this week and month at a glance, with small charts of the last 14 days. */
export function Component() {
  const { data, error } = useQuery({ queryKey: ['admin', 'overview'], queryFn: adminApi.overview });
  if (error)
    return (
      <>
        <PageHeader title="لوحة الإدارة" />
        <EmptyState title={failureText(error)} />
      </>
    );
  if (!data)
    return (
      <>
        <PageHeader title="لوحة الإدارة" />
        <SkeletonLines lines={6} />
      </>
    );
  // Each bar's Cairo day with its weekday («الأحد، ٢٩ نوفمبر»): the week counts from Sunday.
  const labels = data.days.map((d) => dayLongOf(d.slice(0, 10)));
  return (
    <>
      <PageHeader title="لوحة الإدارة" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          testId="lessons-today"
          label={t.lessonsToday}
          value={formatNumber(data.lessonsToday)}
        >
          <Bars title={t.lessonsChart} values={data.lessonsByDay} labels={labels} />
        </StatCard>
        <StatCard testId="revenue-week" label={t.revenueWeek} value={formatMoney(data.revenueWeek)}>
          <Bars
            title={t.revenueChart}
            values={data.revenueByDay}
            labels={labels}
            format={formatMoney}
          />
        </StatCard>
        <StatCard
          testId="revenue-month"
          label={t.revenueMonth}
          value={formatMoney(data.revenueMonth)}
        />
        <StatCard
          testId="new-students"
          label={t.newStudents}
          value={formatNumber(data.newStudentsWeek)}
        >
          <Bars title={t.signupsChart} values={data.signupsByDay} labels={labels} />
        </StatCard>
        <StatCard
          testId="new-tutors"
          label={t.newTutors}
          value={formatNumber(data.newTutorsWeek)}
        />
        <StatCard
          testId="pending-withdrawals"
          label={t.pendingWithdrawals}
          value={
            data.pendingWithdrawals === null ? t.notWired : formatNumber(data.pendingWithdrawals)
          }
        />
      </div>
      <section className="mt-6">
        <h2 className="mb-3 text-lg font-bold">{t.applicants}</h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {/* Each count opens the list it counts: the tutors filtered to the step (the server
              counts and filters with one term, decision 255), the calls waiting for a decision,
              and the studio's list (decision 253). */}
          <StatCard
            testId="applicants-intro-video"
            to="/admin/tutors?step=intro-video"
            label={t.introVideo}
            value={formatNumber(data.applicants.introVideo)}
          />
          <StatCard
            testId="applicants-interview"
            to="/admin/interviews"
            label={t.interview}
            value={formatNumber(data.applicants.interview)}
          />
          <StatCard
            testId="applicants-demo-session"
            to="/admin/interviews"
            label={t.demoSession}
            value={formatNumber(data.applicants.demoSession)}
          />
          <StatCard
            testId="applicants-photo-session"
            to="/admin/photo-sessions"
            label={t.photoSession}
            value={formatNumber(data.applicants.photoSession)}
          />
        </div>
      </section>
    </>
  );
}
