import { AppError } from '@kalam/shared';
import type { Clock } from '../kernel/clock.ts';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory, per key (an IP, an account, an e-mail). One process holds
 * them; past one machine they move to Redis with the rest of the shared state.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly enabled = true,
  ) {}

  /** Count one attempt; 429 `too-many-requests` when `key` went over `limit` in `windowMs`. */
  hit(key: string, limit: number, windowMs: number): void {
    if (!this.enabled) return;
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > limit) {
      throw new AppError('too-many-requests', {
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    }
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** The client's address as seen by our server (behind a proxy, set it to forward the real one). */
export function clientIp(c: {
  env: unknown;
  req: { header(name: string): string | undefined };
}): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
