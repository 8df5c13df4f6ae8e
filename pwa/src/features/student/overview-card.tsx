import type { StudentStatsDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { AsOfNote } from '../../ui/as-of-note.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatNumber } from '../../lib/numbers.ts';
import { studentText as t } from './text.ts';

/**
 * Lessons and minutes taken and tutors met, from the student's stats (decision 026); offline the
 * last ones the server gave, dated (decision 107).
 */
export function OverviewCard({
  stats,
  asOf = null,
}: {
  stats: StudentStatsDto | undefined;
  asOf?: number | null;
}) {
  const me = useAuth().user;
  const tiles = [
    { label: t.overview.lessons(me), value: stats?.lessonsTaken },
    { label: t.overview.minutes(me), value: stats?.minutesTaken },
    { label: t.overview.tutors(me), value: stats?.tutors },
  ];
  return (
    <Card title={t.overview.title}>
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-well p-3 text-center">
            <dt className="text-sm text-quiet">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums">
              {tile.value === undefined ? (
                <Skeleton className="mx-auto h-7 w-10" />
              ) : (
                formatNumber(tile.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {asOf !== null && <AsOfNote at={asOf} className="mt-3" />}
    </Card>
  );
}
