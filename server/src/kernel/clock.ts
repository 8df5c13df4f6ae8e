/** Time is injected, never read ad hoc (STYLE.md point 6). Instants are epoch milliseconds. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and move. */
export class FixedClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(instant: number | string | Date): void {
    this.current = typeof instant === 'number' ? instant : new Date(instant).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
