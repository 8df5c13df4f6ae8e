/**
 * Bytes per second over the last few seconds: an office connection's speed changes, and the
 * average since the start would hide a drop for minutes.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];

  constructor(
    private readonly now: () => number,
    private readonly windowMs = 5_000,
  ) {}

  /** The total sent so far (tus reports totals, not increments). */
  record(totalBytes: number): void {
    const at = this.now();
    this.samples.push({ at, bytes: totalBytes });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs)
      this.samples.shift();
  }

  bytesPerSecond(): number {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    if (!first || !last || last.at === first.at) return 0;
    // Nothing new for a whole window: the connection is stalled, not slow.
    if (this.now() - last.at > this.windowMs) return 0;
    return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
  }

  reset(): void {
    this.samples = [];
  }
}
