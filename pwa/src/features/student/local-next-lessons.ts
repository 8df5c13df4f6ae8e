import { useMemo } from 'react';
import type { LessonDto } from '@kalam/shared';
import { useLessons, useLocalDb } from '../../lib/db/hooks.ts';

const SHOWN = 5;

/**
 * The dashboard's next lessons from the local database (decision 088): those going on now, then
 * those to come, not cancelled, at most five of each, as `useNextLessons` asks REST. Null while
 * the database is not open or holds no lesson yet: the card then reads REST.
 */
export function useLocalNextLessons(now: number): LessonDto[] | null {
  const { db } = useLocalDb();
  const { lessons, loading } = useLessons();
  return useMemo(() => {
    if (!db || loading || lessons.length === 0) return null;
    // `useLessons` sorts by start; a synced document carries every field of a LessonDto.
    const active = lessons.filter((l) => l.status !== 'cancelled');
    const live = active.filter((l) => Date.parse(l.start) <= now && Date.parse(l.end) > now);
    const future = active.filter((l) => Date.parse(l.start) > now);
    return [...live.slice(0, SHOWN), ...future.slice(0, SHOWN)];
  }, [db, loading, lessons, now]);
}
