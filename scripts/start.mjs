// `npm start`: Kalam in one process on one port. On a fresh machine it runs on the embedded
// `local` target (SQLite in ./data, dev outbox, sandbox payments, demo data) unless
// KALAM_SERVER_TARGET says otherwise; the server itself refuses a missing or wrong target.
// On `staging` and `production` the server is compiled first (esbuild → server/dist/main.cjs)
// and runs as plain JavaScript; `local` runs the TypeScript sources through tsx (decision 168).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer } from './build-server.mjs';

const env = { ...process.env };
if (!env.KALAM_SERVER_TARGET) {
  env.KALAM_SERVER_TARGET = 'local';
  console.info('KALAM_SERVER_TARGET not set: starting on the embedded "local" target.');
}
if (existsSync('pwa/vite.config.ts') && !existsSync('pwa/dist/index.html')) {
  console.info('Building the PWA once (pwa/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kalam/pwa'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
env.KALAM_PWA_DIST ??= 'pwa/dist';

const compiled = env.KALAM_SERVER_TARGET === 'staging' || env.KALAM_SERVER_TARGET === 'production';
let args;
if (compiled) {
  // Built on every start (1.5–2 s with the first start that writes the V8 code cache,
  // decision 211): what runs is always what is checked out, and it starts from the cache.
  await buildServer();
  args = ['--enable-source-maps', 'server/dist/main.cjs'];
} else {
  args = ['--import', 'tsx', 'server/src/main.ts'];
}
const child = spawn(process.execPath, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
