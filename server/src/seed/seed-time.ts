import type { AppDeps } from '../deps.ts';
import { FixedClock } from '../kernel/clock.ts';
import { buildDeps } from '../server.ts';

/**
 * The demo's past (decision 256): a second set of the app's services over the same database,
 * on a clock the seed moves, as the server tests move theirs. Lessons are booked, taught and
 * ended, and applicants interviewed, by the areas' own services and jobs at the times they
 * would have happened; nothing is written behind an area's back. Its events stay on its own
 * bus, so the caller tells the running app's caches what changed.
 */
export async function inThePast<T>(
  deps: AppDeps,
  start: number,
  work: (past: AppDeps, clock: FixedClock) => Promise<T>,
): Promise<T> {
  const clock = new FixedClock(start);
  const past = buildDeps({ config: deps.config, clock, rateLimit: false });
  try {
    return await work(past, clock);
  } finally {
    past.sqlite.close();
  }
}
