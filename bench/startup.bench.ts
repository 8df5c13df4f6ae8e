/**
 * Start-up: time from spawning the server on a fresh data dir (migrations, secret, seed of the
 * super admin) to its first healthy answer, and its resident memory then, for the compiled
 * build (what staging and production run, decision 168) and the TypeScript sources under tsx
 * (`local`), side by side with a bare node:http server spawned the same way by plain `node`
 * (the floor set by Node and the machine). The compiled build starts from the V8 code cache its
 * build wrote (decision 211); it also runs with the cache turned off, to show what the cache
 * gives. Runs alternate so noise from other work on the machine falls on all alike.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile, report, row, untilAnswered } from './lib.ts';
// @ts-expect-error: a plain ES module script without types
import { buildServer } from '../scripts/build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.KALAM_BENCH_STARTUP_RUNS ?? 7);

interface Start {
  ms: number;
  rssMiB: number;
}

/** Resident set size of a process, from /proc (Linux). */
function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

async function start(args: string[], env: Record<string, string>, url: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH!, ...env },
    stdio: 'ignore',
  });
  try {
    await untilAnswered(url, child);
    return { ms: performance.now() - started, rssMiB: rssMiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const built = performance.now();
await buildServer({ quiet: true });
const buildMs = performance.now() - built;

const kalamEnv = (dataDir: string, port: string) => ({
  KALAM_SERVER_TARGET: 'local',
  KALAM_DATA_DIR: dataDir,
  PORT: port,
  KALAM_LOG_LEVEL: 'silent',
  KALAM_SEED_DEMO: '0',
});
const variants = {
  compiled: (dataDir: string, port: string) =>
    start(['server/dist/main.cjs'], kalamEnv(dataDir, port), health(port)),
  uncached: (dataDir: string, port: string) =>
    start(
      ['server/dist/main.cjs'],
      { ...kalamEnv(dataDir, port), KALAM_CODE_CACHE: '0' },
      health(port),
    ),
  tsx: (dataDir: string, port: string) =>
    start(['--import', 'tsx', 'server/src/main.ts'], kalamEnv(dataDir, port), health(port)),
  bare: (_dataDir: string, port: string) =>
    start(
      ['-e', `require('node:http').createServer((q,s)=>s.end('ok')).listen(${port})`],
      {},
      `http://127.0.0.1:${port}/`,
    ),
};
function health(port: string) {
  return `http://127.0.0.1:${port}/api/v1/health`;
}

const results: Record<keyof typeof variants, Start[]> = {
  compiled: [],
  uncached: [],
  tsx: [],
  bare: [],
};
let port = 31_000;
for (let i = 0; i < RUNS; i++) {
  for (const name of Object.keys(variants) as (keyof typeof variants)[]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-start-'));
    port += 1;
    results[name].push(await variants[name](dataDir, String(port)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (list: Start[], key: keyof Start) =>
  percentile(
    list.map((s) => s[key]),
    50,
  );
const worst = (list: Start[]) => Math.max(...list.map((s) => s.ms));
const note = `median of ${RUNS}, runs interleaved; baseline: bare node:http under plain node`;
report('startup', [
  row(
    'compiled build → healthy, median',
    'ms',
    median(results.compiled, 'ms'),
    median(results.bare, 'ms'),
    note,
  ),
  row(
    'compiled build without code cache → healthy, median',
    'ms',
    median(results.uncached, 'ms'),
    median(results.bare, 'ms'),
    note,
  ),
  row(
    'compiled build, code cache vs none → healthy, median',
    'ms',
    median(results.compiled, 'ms'),
    median(results.uncached, 'ms'),
    'baseline: the same build with KALAM_CODE_CACHE=0',
  ),
  row(
    'tsx sources → healthy, median',
    'ms',
    median(results.tsx, 'ms'),
    median(results.bare, 'ms'),
    note,
  ),
  row(
    'compiled vs tsx → healthy, median',
    'ms',
    median(results.compiled, 'ms'),
    median(results.tsx, 'ms'),
    'baseline: tsx',
  ),
  row(
    `compiled build → healthy, worst of ${RUNS}`,
    'ms',
    worst(results.compiled),
    worst(results.bare),
  ),
  row(`tsx sources → healthy, worst of ${RUNS}`, 'ms', worst(results.tsx), worst(results.bare)),
  row(
    'compiled build RSS when healthy, median',
    'MiB',
    median(results.compiled, 'rssMiB'),
    median(results.bare, 'rssMiB'),
    'baseline: bare node:http',
  ),
  row(
    'tsx sources RSS when healthy, median',
    'MiB',
    median(results.tsx, 'rssMiB'),
    median(results.bare, 'rssMiB'),
    'baseline: bare node:http',
  ),
  row(
    'server build (esbuild + a first start for the code cache)',
    'ms',
    buildMs,
    null,
    'npm start runs it on staging/production',
  ),
]);
