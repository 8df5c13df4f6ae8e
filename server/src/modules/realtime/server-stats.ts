import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Server } from 'node:http';
import { SERVER_EVENTS, type ServerStats } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { PresenceService } from './presence.service.ts';
import { channelRoom, type RealtimeHub } from './realtime.hub.ts';

export const SERVER_STATS_INTERVAL_MS = 5_000;

/**
 * Every few seconds, to the admins in the 'server-stats' channel: connections, memory,
 * event-loop delay and HTTP requests per second (counted on the HTTP server itself, so every
 * request counts, API or not). Nothing is measured when nobody listens but the request count.
 */
export function startServerStats(deps: {
  http: Server;
  hub: RealtimeHub;
  presence: PresenceService;
  clock: Clock;
  intervalMs?: number;
}): { snapshot(): ServerStats; stop(): void } {
  const intervalMs = deps.intervalMs ?? SERVER_STATS_INTERVAL_MS;
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let requests = 0;
  const onRequest = () => {
    requests += 1;
  };
  deps.http.on('request', onRequest);
  let last = performance.now();
  const snapshot = (): ServerStats => {
    const memory = process.memoryUsage();
    const seconds = Math.max(0.001, (performance.now() - last) / 1000);
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
    return {
      at: new Date(deps.clock.now()).toISOString(),
      connections: deps.hub.connections,
      onlineUsers: deps.presence.onlineUsers,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelayMs: {
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      },
      requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    };
  };
  const timer = setInterval(() => {
    const listeners =
      deps.hub.server?.sockets.adapter.rooms.get(channelRoom('server-stats'))?.size ?? 0;
    if (listeners > 0) deps.hub.toChannel('server-stats', SERVER_EVENTS.serverStats, snapshot());
    last = performance.now();
    requests = 0;
    delay.reset();
  }, intervalMs);
  timer.unref();
  return {
    snapshot,
    stop() {
      clearInterval(timer);
      delay.disable();
      deps.http.off('request', onRequest);
    },
  };
}
