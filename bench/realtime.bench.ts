/**
 * Realtime: N authenticated sockets, M chat messages a second over N/2 rooms (pairs of a student
 * and a tutor), delivery latency from send to the other member's event, and the server's RSS and
 * CPU — side by side with a bare socket.io echo server (no auth, no database, same room pattern)
 * measured in the same run. Each server runs in its own child process so its CPU and memory are
 * its own; the clients share this process (and the machine's cores) in both runs alike. Kalam is
 * the production build (`server/dist/main.cjs`), started on a data dir seeded beforehand by
 * another process (decision 229).
 *
 * `npm run bench realtime` (REALTIME_SOCKETS, REALTIME_RATE, REALTIME_SECONDS override the load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { io as connectClient, type Socket } from 'socket.io-client';
// @ts-expect-error: a plain ES module script without types
import { buildServer, EXTERNAL } from '../scripts/build-server.mjs';
import { benchEnv, percentile, report, row, untilAnswered } from './lib.ts';
import type { Ready, StoringFloor } from './realtime-servers.ts';

const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 2000);
const RATE = Number(process.env.REALTIME_RATE ?? 1000);
const SECONDS = Number(process.env.REALTIME_SECONDS ?? 10);
const CONNECT_BATCH = 100;
const root = join(import.meta.dirname, '..');

/**
 * Both servers compiled as `npm run build:server` compiles Kalam's (esbuild, one ES module plus
 * chunks, native addons left to node_modules), into `server/.scratch/` so the bundle finds
 * `server/drizzle` and node_modules where the build does.
 */
async function buildServers(): Promise<string> {
  const outdir = join(import.meta.dirname, '../server/.scratch/bench-realtime');
  await build({
    entryPoints: { servers: join(import.meta.dirname, 'realtime-servers.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __kalamRequire } from 'node:module'; const require = __kalamRequire(import.meta.url);",
    },
  });
  return join(outdir, 'servers.mjs');
}
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) and RSS bytes of a process, from /proc. */
function processUsage(pid: number): {
  cpuSeconds: number;
  systemSeconds: number;
  rssBytes: number;
} {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  const systemSeconds = Number(fields[12]) / TICKS_PER_SECOND;
  return { cpuSeconds, systemSeconds, rssBytes: Number(rss) * 1024 };
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
  /** The kernel's share of it (system time: sockets, and the database's fsync). */
  systemPercent: number;
  rssStartedMiB: number;
  rssIdleMiB: number;
  rssLoadedMiB: number;
  storing?: StoringFloor;
}

/** REALTIME_PROFILE=<dir> writes each measured server's CPU profile there (decision 169). */
const profileFlags = () =>
  process.env.REALTIME_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.REALTIME_PROFILE}`]
    : [];

/** A process of the servers' bundle (`args`: its role, its data dir); `ready`: what it reports. */
function startChild(
  serversFile: string,
  args: string[],
  profile: boolean,
): { child: ChildProcess; ready: Promise<Ready> } {
  const child: ChildProcess = spawn(
    process.execPath,
    [...(profile ? profileFlags() : []), serversFile, ...args],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, KALAM_LOG_LEVEL: 'silent' },
    },
  );
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  return { child, ready };
}

/** Kalam's rooms and tokens, written into `dataDir` by a process that then exits. */
async function seedKalam(serversFile: string, dataDir: string): Promise<Ready> {
  const { child, ready } = startChild(serversFile, ['seed-kalam', dataDir], false);
  const seeded = await ready;
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  return seeded;
}

/** A port nobody listens on now, for the Kalam server to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Kalam as `npm start` runs it on production: the compiled build, from its code cache. */
async function serveKalam(
  dataDir: string,
): Promise<{ child: ChildProcess; ready: Promise<Ready> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...profileFlags(), '--enable-source-maps', join(root, 'server/dist/main.cjs')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { PATH: process.env.PATH!, ...benchEnv(dataDir, { PORT: String(port) }) },
    },
  );
  const ready = untilAnswered(`${url}/api/v1/health`, child).then(() => ({ url, seats: [] }));
  return { child, ready };
}

async function run(kind: 'kalam' | 'bare', serversFile: string): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-rt-'));
  const seeded = kind === 'kalam' ? await seedKalam(serversFile, dataDir) : null;
  const { child, ready: serving } =
    kind === 'kalam' ? await serveKalam(dataDir) : startChild(serversFile, ['serve-bare'], true);
  try {
    const answer = await serving;
    const ready: Ready = { url: answer.url, seats: seeded?.seats ?? answer.seats };
    const beforeSockets = processUsage(child.pid!);
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
    const { cpuSeconds: cpuBefore, systemSeconds: systemBefore } = processUsage(child.pid!);
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
      systemPercent: ((loaded.systemSeconds - systemBefore) / loadSeconds) * 100,
      rssStartedMiB: beforeSockets.rssBytes / 2 ** 20,
      rssIdleMiB: idle.rssBytes / 2 ** 20,
      rssLoadedMiB: loaded.rssBytes / 2 ** 20,
      storing: seeded?.storing,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await buildServer({ quiet: true });
  const serversFile = await buildServers();
  const kalam = await run('kalam', serversFile);
  const bare = await run('bare', serversFile);
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
    row(
      'server CPU under load',
      '% of a core',
      kalam.cpuPercent,
      bare.cpuPercent,
      `of which system (kernel) ${kalam.systemPercent.toFixed(1)} vs ${bare.systemPercent.toFixed(1)}`,
    ),
    row('server RSS, started', 'MiB', kalam.rssStartedMiB, bare.rssStartedMiB, 'before any socket'),
    row('server RSS, sockets idle', 'MiB', kalam.rssIdleMiB, bare.rssIdleMiB),
    row(
      'server RSS added by the sockets',
      'MiB',
      kalam.rssIdleMiB - kalam.rssStartedMiB,
      bare.rssIdleMiB - bare.rssStartedMiB,
      `idle with ${SOCKETS} sockets minus started`,
    ),
    row('server RSS, after load', 'MiB', kalam.rssLoadedMiB, bare.rssLoadedMiB),
    ...storingRows(kalam.storing!, percentile(bare.latencies, 50)),
  ]);
}

/**
 * What storing alone costs beside the bare server's whole delivery (decision 279): the ≤ 1.5×
 * aim leaves half of bare's p50 for everything Kalam adds, and the durable COMMIT is part of it.
 */
function storingRows(storing: StoringFloor, bareP50: number) {
  const what = `${storing.groups} groups of 4 messages sent in one turn, no socket`;
  return [
    row(
      'storing 4 messages (rules, inserts, one durable COMMIT), p50',
      'ms',
      storing.durableP50,
      bareP50,
      `${what}; baseline: bare socket.io's whole delivery p50`,
    ),
    row(
      'the same without the fsync (synchronous = OFF, never used), p50',
      'ms',
      storing.unsyncedP50,
      storing.durableP50,
      'baseline: the durable store above; the difference is the fsync',
    ),
  ];
}

await main();
process.exit(0);
