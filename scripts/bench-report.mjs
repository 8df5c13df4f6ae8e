// Gather bench/results/<name>.json into one report: report.json (every figure with its same-run
// baseline) and report.md (one table). Only the results written by this run are taken, so a
// stale file from an older run never passes for a fresh figure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cell = (v) => (v === null || v === undefined ? '—' : String(v).replaceAll('|', '\\|'));

/** Build and write the report; `run.ran` are the benches started, `run.failed` those that failed. */
export function writeReport(dir, run) {
  const benches = [];
  for (const name of run.ran) {
    const file = join(dir, `${name}.json`);
    const failed = run.failed.includes(name);
    if (!existsSync(file) || failed) {
      benches.push({ name, status: failed ? 'failed' : 'no result', rows: [] });
      continue;
    }
    const result = JSON.parse(readFileSync(file, 'utf8'));
    benches.push({ status: 'ok', ...result });
  }
  const machine = benches.find((b) => b.machine)?.machine ?? null;
  const report = { date: new Date().toISOString(), machine, benches };
  const json = join(dir, 'report.json');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    '# Kalam benchmark report',
    '',
    `Run ${report.date}` +
      (machine
        ? ` on ${machine.cpus} × ${machine.model}, ${machine.memoryGiB} GiB, Node ${machine.node}.`
        : '.'),
    'Each figure sits beside its baseline measured in the same run on the same machine;',
    'compare the ratio across runs, not the absolute number.',
    '',
    `Each bench's own run: ${benches.map((b) => `${b.name} ${b.date ?? b.status}`).join(', ')}.`,
    '',
    '| bench | metric | unit | ours | baseline | ratio | note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const b of benches) {
    if (b.status !== 'ok') {
      lines.push(`| ${b.name} | **${b.status}** | | | | | |`);
      continue;
    }
    for (const r of b.rows)
      lines.push(
        `| ${b.name} | ${cell(r.metric)} | ${cell(r.unit)} | ${cell(r.ours)} | ${cell(r.baseline)} | ${cell(r.ratio)} | ${cell(r.note)} |`,
      );
  }
  const md = join(dir, 'report.md');
  writeFileSync(md, `${lines.join('\n')}\n`);
  return { json, md, report };
}
