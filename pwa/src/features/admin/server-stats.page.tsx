import { useEffect, useState } from 'react';
import { CLIENT_EVENTS, SERVER_EVENTS, type ServerStats } from '@kalam/shared';
import { formatNumber, formatTime } from '../../lib/format.ts';
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
    let socket: { emit(e: string, p: unknown): void } | null = null;
    const join = () => socket?.emit(CLIENT_EVENTS.joinChannel, { channel: 'server-stats' });
    let off = () => {};
    void loadRealtime().then((realtime) => {
      socket = realtime.current;
      realtime.current?.on('connect', join);
      if (realtime.current?.connected) join();
      off = () => {
        realtime.current?.off('connect', join);
        realtime.current?.emit(CLIENT_EVENTS.leaveChannel, { channel: 'server-stats' });
      };
    });
    return () => {
      stop();
      off();
    };
  }, []);
  const last = readings[0];
  return (
    <>
      <PageHeader
        title="حالة السيرفر"
        actions={last && <span className="text-sm">{`${t.live} · ${formatTime(last.at)}`}</span>}
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
