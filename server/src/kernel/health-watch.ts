import type { Clock } from './clock.ts';

/** The parts `GET /health` reports on (decision 166). */
export const HEALTH_PARTS = ['database', 'storage', 'mail', 'payments'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

/**
 * A part's state. `reason` is a fixed word (health is public: no error text, host or key);
 * the error itself is in the log.
 */
export interface PartHealth {
  status: 'ok' | 'degraded';
  reason?: string;
  /** When the part went wrong (ISO 8601), by the server's clock. */
  since?: string;
}

/**
 * What the server has seen of its outside parts: a part whose last call failed is degraded
 * until a call succeeds again. Parts also have standing conditions (a setting missing on
 * staging, a directory not writable) checked on each read through `condition()`.
 */
export class HealthWatch {
  private readonly failures = new Map<HealthPart, { reason: string; at: number }>();
  private readonly conditions = new Map<HealthPart, (() => string | null)[]>();

  constructor(private readonly clock: Clock) {}

  failed(part: HealthPart, reason: string): void {
    if (!this.failures.has(part)) this.failures.set(part, { reason, at: this.clock.now() });
  }

  succeeded(part: HealthPart): void {
    this.failures.delete(part);
  }

  /** A check run on every health read; it answers a reason word when the part is degraded. */
  condition(part: HealthPart, check: () => string | null): void {
    const list = this.conditions.get(part) ?? [];
    list.push(check);
    this.conditions.set(part, list);
  }

  state(part: HealthPart): PartHealth {
    for (const check of this.conditions.get(part) ?? []) {
      let reason: string | null;
      try {
        reason = check();
      } catch {
        reason = 'check-failed';
      }
      if (reason) return { status: 'degraded', reason };
    }
    const failure = this.failures.get(part);
    if (failure)
      return {
        status: 'degraded',
        reason: failure.reason,
        since: new Date(failure.at).toISOString(),
      };
    return { status: 'ok' };
  }
}

/**
 * The same object, each of its methods reporting to the watch: a resolved call marks the part
 * ok, a rejected one that `isFault` accepts marks it degraded (a refusal such as a declined
 * card is an answer, not a fault). The error still reaches the caller unchanged.
 */
export function watched<T extends object>(
  target: T,
  part: HealthPart,
  watch: HealthWatch,
  reason: string,
  isFault: (error: unknown) => boolean = () => true,
): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(obj, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer) => {
            watch.succeeded(part);
            return answer;
          },
          (error: unknown) => {
            if (isFault(error)) watch.failed(part, reason);
            else watch.succeeded(part);
            throw error;
          },
        );
      };
    },
  });
}
