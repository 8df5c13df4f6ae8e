import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One measured figure, side by side with its baseline measured in the same run on the same
 * machine: the ratio is what we compare across runs, not the absolute number.
 */
export interface BenchRow {
  metric: string;
  unit: string;
  ours: number;
  baseline: number | null;
  /** ours ÷ baseline (null when there is no baseline). */
  ratio: number | null;
  note?: string;
}

export interface BenchResult {
  name: string;
  date: string;
  machine: { cpus: number; model: string; memoryGiB: number; node: string };
  rows: BenchRow[];
}

export function row(
  metric: string,
  unit: string,
  ours: number,
  baseline: number | null,
  note?: string,
): BenchRow {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    metric,
    unit,
    ours: round(ours),
    baseline: baseline === null ? null : round(baseline),
    ratio: baseline ? round(ours / baseline) : null,
    note,
  };
}

/** Write bench/results/<name>.json and print the rows as a table. */
export function report(name: string, rows: BenchRow[]): BenchResult {
  const result: BenchResult = {
    name,
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    rows,
  };
  const file = join(dirname(fileURLToPath(import.meta.url)), 'results', `${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${name}`);
  console.table(
    rows.map((r) => ({
      metric: r.metric,
      unit: r.unit,
      ours: r.ours,
      baseline: r.baseline ?? '—',
      ratio: r.ratio ?? '—',
      note: r.note ?? '',
    })),
  );
  return result;
}

/** Percentile of a list of numbers (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/**
 * The settings every bench's Kalam server runs with: the embedded target on a data dir of its
 * own, any free port on the loopback, no request log, no demo data; `extra` adds or overrides.
 */
export function benchEnv(
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '0',
    ...extra,
  };
}

/**
 * Resolves once `url` answers 2xx, polling every 10 ms (a start's time is measured around it);
 * fails when `child` exits first or after 30 s.
 */
export async function untilAnswered(
  url: string,
  child: { exitCode: number | null },
): Promise<void> {
  for (const started = performance.now(); performance.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer from ${url}`);
}
