/**
 * The dashboard's guided tour is shown once per device (spec §2 "guided tour of 5 steps"):
 * finishing or skipping it is remembered in local storage. Decision 083.
 */
export const TOUR_STORAGE_KEY = 'kalam.tour.student-dashboard';
const DONE = 'done';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Private browsing or storage turned off: never let the tour break the dashboard.
    return fallback;
  }
}

export function tourSeen(storage: Store = localStorage): boolean {
  return safe(() => storage.getItem(TOUR_STORAGE_KEY) === DONE, true);
}

export function markTourSeen(storage: Store = localStorage): void {
  safe(() => storage.setItem(TOUR_STORAGE_KEY, DONE), undefined);
}

/** Next, back and the end of the tour, clamped to its steps. */
export function stepAfter(step: number, move: 'next' | 'back', total: number): number | 'end' {
  if (move === 'back') return Math.max(0, step - 1);
  return step + 1 >= total ? 'end' : step + 1;
}
