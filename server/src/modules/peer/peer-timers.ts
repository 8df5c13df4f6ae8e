/**
 * The `peer` package starts two self re-arming timers when its server mounts (expiring queued
 * messages, checking broken connections) and offers no way to stop them, so a process that
 * closed Kalam in-process (benchmarks, scripts) never ended (decision 155). This keeps hold of
 * those timers — the ones created while `start` runs, and each one they re-arm — so `stop()`
 * clears them. It relies on Node's `Timeout#_onTimeout`, the callback a timer runs.
 */
export function holdTimers(start: () => void): { stop(): void } {
  const live = new Set<NodeJS.Timeout>();
  let stopped = false;

  const capture = <T>(run: () => T): T => {
    const original = globalThis.setTimeout;
    const tracked = ((...args: Parameters<typeof setTimeout>) => {
      const timer = original(...args);
      if (stopped) {
        clearTimeout(timer);
        return timer;
      }
      live.add(timer);
      const tick = (timer as unknown as { _onTimeout: (...a: unknown[]) => void })._onTimeout;
      (timer as unknown as { _onTimeout: (...a: unknown[]) => void })._onTimeout = function (
        this: unknown,
        ...a: unknown[]
      ) {
        live.delete(timer);
        capture(() => tick.apply(this, a));
      };
      return timer;
    }) as typeof setTimeout;
    globalThis.setTimeout = tracked;
    try {
      return run();
    } finally {
      globalThis.setTimeout = original;
    }
  };

  capture(start);
  return {
    stop() {
      stopped = true;
      for (const timer of live) clearTimeout(timer);
      live.clear();
    },
  };
}
