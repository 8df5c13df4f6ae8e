import { useMemo } from 'react';
import type { LessonDto } from '@kalam/shared';
import { notCancelled, useLocalLessons } from '../../lib/db/local-lessons.ts';
import type { ReadPath } from '../../lib/db/local-sync.ts';

const SHOWN = 5;

export interface LocalDashboardLessons {
  /** Going on now, then to come, not cancelled, at most five of each (as `useNextLessons`). */
  next: LessonDto[];
  /** The latest ended ones, not cancelled, at most five (as `usePastLessons`). */
  past: LessonDto[];
}

/**
 * The dashboard's lesson cards (decisions 106, 147): `local` holds them once the lessons are
 * replicated on this device; `path` says whether the cards read REST meanwhile or wait.
 */
export function useLocalDashboardLessons(now: number): {
  path: ReadPath;
  local: LocalDashboardLessons | null;
} {
  const { path, local } = useLocalLessons(now);
  return useMemo(
    () => ({
      path,
      local: local && {
        next: [...local.live.slice(0, SHOWN), ...local.future.filter(notCancelled).slice(0, SHOWN)],
        past: local.past.filter(notCancelled).slice(0, SHOWN),
      },
    }),
    [path, local],
  );
}
