import { formatMoney, type TutorStatsDto, SEPARATOR, joinParts } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { AsOfNote } from '../../ui/as-of-note.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatNumber } from './format.ts';
import { tutorText } from './text.ts';

const t = tutorText.stats;

interface StatCardsProps {
  stats?: TutorStatsDto;
  minutes?: { week: number; month: number; total: number };
  loading: boolean;
  /** The figures are the last the server gave, from then (no network, decision 107). */
  asOf?: number | null;
}

/** The overview figures (decision 026): upcoming, taught, this week's minutes, earnings, rating. */
export function StatCards({ stats, minutes, loading, asOf = null }: StatCardsProps) {
  const me = useAuth().user;
  const n = formatNumber;
  const cards = [
    {
      key: 'earnings',
      label: t.earnings,
      value: stats && formatMoney(stats.earnings),
    },
    {
      key: 'upcoming',
      label: t.upcoming,
      value: stats && n(stats.upcomingLessons),
      note:
        stats &&
        [
          t.cancellations(n(stats.cancelledByStudent), n(stats.cancelledByTutor)),
          // Said only when there is one: a lesson missed is not a cancellation (decision 247).
          ...(stats.tutorAbsent > 0 ? [t.absent(stats.tutorAbsent, me)] : []),
        ].join(SEPARATOR),
    },
    {
      key: 'taught',
      label: t.taught(me),
      value: stats && n(stats.lessonsTaught),
      note: stats && t.students(stats.students),
    },
    {
      key: 'minutes',
      label: t.weekMinutes,
      value: minutes && n(minutes.week),
      note: minutes && joinParts(t.monthMinutes(minutes.month), t.totalMinutes(minutes.total)),
    },
    {
      key: 'rating',
      label: t.rating,
      value: stats && (stats.ratingAverage === null ? '—' : `${n(stats.ratingAverage)} ★`),
      note: stats && (stats.ratingCount ? t.ratingCount(stats.ratingCount) : t.noRating),
    },
  ];
  return (
    <section aria-label={t.label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((c) => (
          <li
            key={c.key}
            data-testid={`stat-${c.key}`}
            className={`flex flex-col gap-1 rounded-2xl border border-line bg-card p-4 shadow-sm ${c.key === 'earnings' ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <span className="text-sm font-semibold text-muted">{c.label}</span>
            {loading || c.value === undefined ? (
              <Skeleton className="h-8 w-20" />
            ) : (
              <span className="text-2xl font-extrabold tabular-nums text-ink">{c.value}</span>
            )}
            {c.note && <span className="text-xs text-muted">{c.note}</span>}
          </li>
        ))}
      </ul>
      {asOf !== null && <AsOfNote at={asOf} className="mt-2" />}
    </section>
  );
}
