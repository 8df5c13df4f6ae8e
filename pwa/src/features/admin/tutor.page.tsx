import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@kalam/shared';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { failureText } from '../../lib/form.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { adminApi } from './admin-api.ts';
import { linkClass, PageHeader, StatCard } from './parts.tsx';
import { adminText as t } from './text.ts';
import { TutorState } from './tutors.page.tsx';

/** `/admin/tutor/{id}`: onboarding state, activity and stats, with links to the account. */
export function Component() {
  const { id = '' } = useParams();
  const { data: tutor, error } = useQuery({
    queryKey: ['admin', 'tutor', id],
    queryFn: () => adminApi.tutor(id),
  });
  const { data: stats, isError: noStats } = useQuery({
    queryKey: ['admin', 'tutor-stats', id],
    queryFn: () => adminApi.tutorStats(id),
  });
  if (error)
    return (
      <>
        <PageHeader title="مدرّس" />
        <EmptyState title={failureText(error)} />
      </>
    );
  if (!tutor)
    return (
      <>
        <PageHeader title="مدرّس" />
        <SkeletonLines lines={6} />
      </>
    );
  const figures = Object.entries(stats ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return (
    <>
      <Link to="/admin/tutors" className={linkClass}>
        المدرّسين
      </Link>
      <div className="mt-3">
        <PageHeader title={tutor.name} />
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <TutorState tutor={tutor} />
        <Link to={`/admin/user/${tutor.id}`} className={linkClass}>
          الحساب
        </Link>
        <Link to={`/t/${tutor.id}`} className={linkClass}>
          {t.tutors.profile}
        </Link>
      </div>
      <dl className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-2xl border border-line p-4">
        <dt className="font-semibold">{t.email}</dt>
        <dd dir="ltr" className="break-all text-end">
          {tutor.email}
        </dd>
        <dt className="font-semibold">{t.phone}</dt>
        <dd dir="ltr" className="text-end">
          {tutor.phone ?? '—'}
        </dd>
        <dt className="font-semibold">{t.createdAt}</dt>
        <dd>{formatDateTime(tutor.createdAt)}</dd>
        <dt className="font-semibold">نبذة</dt>
        <dd>{tutor.bio ?? '—'}</dd>
      </dl>
      <h2 className="mb-3 text-lg font-bold">{t.tutors.stats}</h2>
      <Ratings id={tutor.id} />
      {noStats ? null : stats ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map(([k, v]) => (
            <StatCard
              key={k}
              label={statLabel(k)}
              value={k === 'earnings' ? formatMoney(v) : formatNumber(v)}
            />
          ))}
        </div>
      ) : (
        <SkeletonLines lines={2} />
      )}
    </>
  );
}

const LABELS: Record<string, string> = {
  lessonsTaught: 'حصص خلصت',
  minutesTaught: 'دقايق درّسها',
  upcomingLessons: 'حصص جاية',
  cancelledByTutor: 'ألغاها هو',
  cancelledByStudent: 'ألغاها الطالب',
  students: 'الطلاب',
  ratingAverage: 'متوسط التقييم',
  ratingCount: 'عدد التقييمات',
  earnings: 'الأرباح',
};
const statLabel = (k: string) => LABELS[k] ?? k;

/** The tutor's latest ratings, newest first. */
function Ratings({ id }: { id: string }) {
  const { data } = useQuery({
    queryKey: ['admin', 'tutor-ratings', id],
    queryFn: () => adminApi.tutorRatings(id),
  });
  if (!data || data.list.length === 0) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-3 text-lg font-bold">{t.tutors.ratings}</h2>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {data.list.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
            <span className="font-semibold">{r.rater.name}</span>
            <span aria-label={t.tutors.stars(formatNumber(r.value))}>{'★'.repeat(r.value)}</span>
            {r.text && <p className="w-full text-soft">{r.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
