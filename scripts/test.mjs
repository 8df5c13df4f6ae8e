// `npm test`: the whole suite — unit and integration tests of every package (vitest), then the
// browser tests in Chromium when the PWA has them. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vitest', 'run']);
if (existsSync('e2e/vitest.config.ts')) {
  run('node', ['scripts/ensure-chromium.mjs']);
  run('npm', ['run', 'build', '-w', '@kalam/pwa']);
  run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
}
