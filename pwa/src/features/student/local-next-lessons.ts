import { useMemo } from 'react';
import type { LessonDto } from '@kalam/shared';
import { notCancelled, useLocalLessons } from '../../lib/db/local-lessons.ts';

const SHOWN = 5;

export interface LocalDashboardLessons {
  /** Going on now, then to come, not cancelled, at most five of each (as `useNextLessons`). */
  next: LessonDto[];
  /** The latest ended ones, not cancelled, at most five (as `usePastLessons`). */
  past: LessonDto[];
}

/**
 * The dashboard's lesson cards from the local database (decisions 088, 106), or null while the
 * database is not open or holds no lesson yet: the cards then read REST.
 */
export function useLocalDashboardLessons(now: number): LocalDashboardLessons | null {
  const local = useLocalLessons(now);
  return useMemo(
    () =>
      local && {
        next: [...local.live.slice(0, SHOWN), ...local.future.filter(notCancelled).slice(0, SHOWN)],
        past: local.past.filter(notCancelled).slice(0, SHOWN),
      },
    [local],
  );
}
