// `npm run bench [name…]`: run every bench/<name>.bench.ts (or the named ones) one after another,
// each writing bench/results/<name>.json and printing its table.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.bench.ts', '')))
  .sort();
if (files.length === 0) {
  console.error('No benchmark matched.');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.info(`\n▶ ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', KALAM_LOG_LEVEL: 'silent' },
  });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
