import type { Clock } from './clock.ts';

/**
 * `updatedAt` stamps for replicated rows: epoch ms from the clock, but strictly increasing in
 * this process, so no two writes share a stamp and a `(updatedAt, id)` sync checkpoint never
 * skips a row written in the same millisecond. SQLite has one writer; stamp inside the
 * write's synchronous transaction. (Past one process this becomes a database sequence.)
 */
export class ChangeClock {
  private last = 0;

  constructor(private readonly clock: Clock) {}

  next(): number {
    this.last = Math.max(this.clock.now(), this.last + 1);
    return this.last;
  }

  /** Start above every stamp already stored (call once at start with the largest one). */
  observe(stamp: number): void {
    if (stamp > this.last) this.last = stamp;
  }
}
