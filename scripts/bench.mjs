// `npm run bench [name…]`: run every bench/<name>.bench.ts (or the named ones) one after another,
// each writing bench/results/<name>.json and printing its table; then gather every result file
// into one report (bench/results/report.json and report.md, decision 163).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { writeReport } from './bench-report.mjs';

const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.bench.ts', '')))
  .sort();
if (files.length === 0) {
  console.error('No benchmark matched.');
  process.exit(1);
}
const failed = [];
for (const file of files) {
  console.info(`\n▶ ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', KALAM_LOG_LEVEL: 'silent' },
    // A bench that hangs must not hold the run: it counts as failed and the report goes on.
    timeout: 15 * 60_000,
  });
  if (r.status !== 0) failed.push(file.replace('.bench.ts', ''));
}
const { json, md } = writeReport('bench/results', {
  ran: files.map((f) => f.replace('.bench.ts', '')),
  failed,
});
console.info(`\nReport: ${json} and ${md}`);
process.exit(failed.length ? 1 : 0);
