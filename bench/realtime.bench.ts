/**
 * Realtime: N authenticated sockets, M chat messages a second over N/2 rooms (pairs of a student
 * and a tutor), delivery latency from send to the other member's event, and the server's RSS and
 * CPU — side by side with a bare socket.io echo server (no auth, no database, same room pattern)
 * measured in the same run. Each server runs in its own child process so its CPU and memory are
 * its own; the clients share this process (and the machine's cores) in both runs alike.
 *
 * `npm run bench realtime` (REALTIME_SOCKETS, REALTIME_RATE, REALTIME_SECONDS override the load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import { percentile, report, row } from './lib.ts';

const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 2000);
const RATE = Number(process.env.REALTIME_RATE ?? 1000);
const SECONDS = Number(process.env.REALTIME_SECONDS ?? 10);
const CONNECT_BATCH = 100;

interface Seat {
  token: string;
  roomId: string;
  partner: number;
}
interface Ready {
  url: string;
  seats: Seat[];
}

// ---- child: Kalam ----------------------------------------------------------------------------
async function serveKalam(): Promise<void> {
  const { loadConfig, startServer } = await import('../server/src/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-rt-'));
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '0',
  });
  const server = await startServer({ config, rateLimit: false });
  const { usersService, tokens, chatService } = server.deps;
  const seats: Seat[] = [];
  for (let i = 0; i < SOCKETS; i += 2) {
    const make = (role: 'Student' | 'Tutor', n: number) =>
      usersService.createWithRole({
        name: role === 'Tutor' ? 'مدرس تجريبي' : 'Bench Student',
        email: `${role.toLowerCase()}${n}@bench.local`,
        password: null,
        role,
        verifiedEmail: true,
      });
    const student = await make('Student', i);
    const tutor = await make('Tutor', i + 1);
    const { room } = await chatService.openGeneral(student, { userId: tutor.id, message: 'hi' });
    seats.push({ token: await tokens.issue(student), roomId: room.id, partner: i + 1 });
    seats.push({ token: await tokens.issue(tutor), roomId: room.id, partner: i });
  }
  process.send!({ url: server.url, seats } satisfies Ready);
  process.once('SIGTERM', () => {
    void server.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

// ---- child: bare socket.io echo ----------------------------------------------------------------
async function serveBare(): Promise<void> {
  const { Server } = await import('socket.io');
  const http = createServer();
  const ioServer = new Server(http, { serveClient: false });
  ioServer.on('connection', (socket) => {
    const room = String(socket.handshake.auth.room);
    void socket.join(room);
    socket.on('chat:send', (payload: { id: string; text: string }, ack: (a: unknown) => void) => {
      socket.to(room).emit('chat:message-created', { ...payload, roomId: room });
      ack({ result: 'ok', data: payload });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const seats: Seat[] = Array.from({ length: SOCKETS }, (_, i) => ({
    token: '',
    roomId: `room-${Math.floor(i / 2)}`,
    partner: i % 2 === 0 ? i + 1 : i - 1,
  }));
  process.send!({ url: `http://127.0.0.1:${port}`, seats } satisfies Ready);
  process.once('SIGTERM', () => process.exit(0));
}

// ---- parent: load and measure -----------------------------------------------------------------
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) and RSS bytes of a process, from /proc. */
function processUsage(pid: number): { cpuSeconds: number; rssBytes: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds, rssBytes: Number(rss) * 1024 };
}

interface RunResult {
  connected: number;
  connectSeconds: number;
  sent: number;
  acked: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
  cpuPercent: number;
  rssIdleMiB: number;
  rssLoadedMiB: number;
}

async function run(kind: 'kalam' | 'bare'): Promise<RunResult> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // REALTIME_PROFILE=<dir> writes each server's CPU profile there (decision 169).
      ...(process.env.REALTIME_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.REALTIME_PROFILE}`]
        : []),
      '--import',
      'tsx',
      import.meta.filename,
      `serve-${kind}`,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, KALAM_LOG_LEVEL: 'silent' },
    },
  );
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    });
    const sockets: Socket[] = [];
    const started = performance.now();
    for (let i = 0; i < ready.seats.length; i += CONNECT_BATCH) {
      const batch = ready.seats.slice(i, i + CONNECT_BATCH).map(
        (seat) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connectClient(ready.url, {
              transports: ['websocket'],
              reconnection: false,
              forceNew: true,
              auth: kind === 'kalam' ? { token: seat.token } : { room: seat.roomId },
            });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - started) / 1000;
    const idle = processUsage(child.pid!);

    const sentAt = new Map<string, number>();
    const seen = new Set<string>();
    const latencies: number[] = [];
    let duplicates = 0;
    for (const socket of sockets)
      socket.on('chat:message-created', (m: { id: string }) => {
        const at = sentAt.get(m.id);
        if (at === undefined) return;
        if (seen.has(m.id)) duplicates += 1;
        else {
          seen.add(m.id);
          latencies.push(performance.now() - at);
        }
      });

    let sent = 0;
    let acked = 0;
    const cpuBefore = processUsage(child.pid!).cpuSeconds;
    const loadStarted = performance.now();
    const total = RATE * SECONDS;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - loadStarted) / 1000) * RATE));
        for (; sent < due; sent++) {
          const from = Math.floor(Math.random() * sockets.length);
          const id = crypto.randomUUID();
          sentAt.set(id, performance.now());
          sockets[from]!.emit(
            'chat:send',
            { id, roomId: ready.seats[from]!.roomId, text: `bench message ${sent}` },
            (ack: { result: string }) => {
              if (ack.result === 'ok') acked += 1;
            },
          );
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    // Drain: wait until every message is delivered, or two seconds pass with no progress.
    let lastCount = seen.size;
    let lastProgress = performance.now();
    while (seen.size < sent && performance.now() - lastProgress < 2_000) {
      await new Promise((r) => setTimeout(r, 20));
      if (seen.size !== lastCount) [lastCount, lastProgress] = [seen.size, performance.now()];
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const loaded = processUsage(child.pid!);
    for (const socket of sockets) socket.close();
    return {
      connected: sockets.length,
      connectSeconds,
      sent,
      acked,
      delivered: seen.size,
      duplicates,
      latencies,
      cpuPercent: ((loaded.cpuSeconds - cpuBefore) / loadSeconds) * 100,
      rssIdleMiB: idle.rssBytes / 2 ** 20,
      rssLoadedMiB: loaded.rssBytes / 2 ** 20,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
  }
}

async function main(): Promise<void> {
  const kalam = await run('kalam');
  const bare = await run('bare');
  const note = `${SOCKETS} sockets, ${RATE} msg/s for ${SECONDS} s over ${SOCKETS / 2} rooms`;
  report('realtime', [
    row('sockets connected', 'count', kalam.connected, bare.connected, note),
    row(
      'connect all sockets',
      's',
      kalam.connectSeconds,
      bare.connectSeconds,
      'auth + presence vs none',
    ),
    row(
      'messages delivered / sent',
      '%',
      (kalam.delivered / kalam.sent) * 100,
      (bare.delivered / bare.sent) * 100,
    ),
    row(
      'messages acknowledged ok / sent',
      '%',
      (kalam.acked / kalam.sent) * 100,
      (bare.acked / bare.sent) * 100,
    ),
    row('duplicate deliveries', 'count', kalam.duplicates, bare.duplicates),
    row(
      'delivery latency p50',
      'ms',
      percentile(kalam.latencies, 50),
      percentile(bare.latencies, 50),
    ),
    row(
      'delivery latency p99',
      'ms',
      percentile(kalam.latencies, 99),
      percentile(bare.latencies, 99),
    ),
    row('server CPU under load', '% of a core', kalam.cpuPercent, bare.cpuPercent),
    row('server RSS, sockets idle', 'MiB', kalam.rssIdleMiB, bare.rssIdleMiB),
    row('server RSS, after load', 'MiB', kalam.rssLoadedMiB, bare.rssLoadedMiB),
  ]);
}

const role = process.argv[2];
if (role === 'serve-kalam') await serveKalam();
else if (role === 'serve-bare') await serveBare();
else {
  await main();
  process.exit(0);
}
