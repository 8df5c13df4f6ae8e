import { useEffect, useState } from 'react';
import { CLIENT_EVENTS, SERVER_EVENTS, type ServerStats, joinParts } from '@kalam/shared';
import { formatTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { listenRealtime, loadRealtime } from '../../lib/realtime/use-realtime-session.ts';
import { Line, PageHeader, StatCard } from './parts.tsx';
import { adminText } from './text.ts';

const t = adminText.stats;
const KEEP = 60;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * `/admin/server-stats`: a live chart from the server-stats channel (spec §7): connections,
 * memory, requests per second and event-loop delay, the last minute or so of readings.
 */
export function Component() {
  const [readings, setReadings] = useState<ServerStats[]>([]);
  useEffect(() => {
    const stop = listenRealtime([
      [SERVER_EVENTS.serverStats, (s: ServerStats) => setReadings((r) => [s, ...r].slice(0, KEEP))],
    ]);
    // Join the channel now if connected, and again whenever the socket (re)connects.
    let stopped = false;
    let off = () => {};
    void loadRealtime().then((realtime) => {
      if (stopped) return;
      const join = () =>
        realtime.current?.emit(CLIENT_EVENTS.joinChannel, { channel: 'server-stats' });
      if (realtime.connected) join();
      const unsubscribe = realtime.onState((connected) => connected && join());
      off = () => {
        unsubscribe();
        realtime.current?.emit(CLIENT_EVENTS.leaveChannel, { channel: 'server-stats' });
      };
    });
    return () => {
      stopped = true;
      stop();
      off();
    };
  }, []);
  const last = readings[0];
  return (
    <>
      <PageHeader
        title="حالة السيرفر"
        actions={last && <span className="text-sm">{joinParts(t.live, formatTime(last.at))}</span>}
      />
      {!last ? (
        <p role="status">{t.waiting}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            testId="stat-connections"
            label={t.connections}
            value={formatNumber(last.connections)}
          >
            <Line title={t.connections} values={readings.map((r) => r.connections)} />
          </StatCard>
          <StatCard label={t.memory} value={formatNumber(mb(last.rssBytes))}>
            <Line title={t.memory} values={readings.map((r) => mb(r.rssBytes))} />
          </StatCard>
          <StatCard
            label={t.rps}
            value={formatNumber(Math.round(last.requestsPerSecond * 10) / 10)}
          >
            <Line title={t.rps} values={readings.map((r) => r.requestsPerSecond)} />
          </StatCard>
          <StatCard
            label={t.loop}
            value={formatNumber(Math.round(last.eventLoopDelayMs.p99 * 10) / 10)}
          >
            <Line title={t.loop} values={readings.map((r) => r.eventLoopDelayMs.p99)} />
          </StatCard>
        </div>
      )}
    </>
  );
}
