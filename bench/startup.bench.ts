/**
 * Start-up: time from spawning the server on a fresh data dir (migrations, secret, seed of the
 * super admin) to its first healthy answer, side by side with a bare node:http server spawned
 * the same way (the floor set by Node and the machine).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile, report, row } from './lib.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = 5;

async function timeToHealthy(
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH!, ...env },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(url);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - started > 30_000) throw new Error(`no answer from ${url}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const kalam: number[] = [];
const bare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-start-'));
  const port = String(31_000 + i);
  kalam.push(
    await timeToHealthy(
      ['--import', 'tsx', 'server/src/main.ts'],
      {
        KALAM_SERVER_TARGET: 'local',
        KALAM_DATA_DIR: dataDir,
        PORT: port,
        KALAM_LOG_LEVEL: 'silent',
        KALAM_SEED_DEMO: '0',
      },
      `http://127.0.0.1:${port}/api/v1/health`,
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
  const barePort = String(32_000 + i);
  bare.push(
    await timeToHealthy(
      [
        '--import',
        'tsx',
        '-e',
        `require('node:http').createServer((q,s)=>s.end('ok')).listen(${barePort})`,
      ],
      {},
      `http://127.0.0.1:${barePort}/`,
    ),
  );
}

report('startup', [
  row(
    'fresh data dir → healthy, median',
    'ms',
    percentile(kalam, 50),
    percentile(bare, 50),
    'baseline: bare node:http under tsx',
  ),
  row('fresh data dir → healthy, worst of 5', 'ms', Math.max(...kalam), Math.max(...bare)),
]);
