import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { JobRow, JobSpec, JobsRepository } from './jobs.repository.ts';

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void> | void;

const BATCH = 100;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Runs due jobs, each once: claimed in a transaction, marked done after its handler returns.
 * A failure is retried later with a growing delay, up to MAX_ATTEMPTS. Calls never overlap in
 * one process: a call made while another runs waits for it, then runs what is still due.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly startHooks: (() => void)[] = [];
  private chain: Promise<number> = Promise.resolve(0);

  constructor(private readonly deps: { jobs: JobsRepository; clock: Clock; log: Logger }) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Work for when jobs start running beside HTTP (`start`, called once the port is open), not
   * while the server is being built: a job queueing its next run, say (decision 218).
   */
  atStart(hook: () => void): void {
    this.startHooks.push(hook);
  }

  /** Run the start hooks (once), before the first run of due jobs. */
  start(): void {
    for (const hook of this.startHooks.splice(0)) hook();
  }

  enqueue(spec: JobSpec): void {
    this.deps.jobs.enqueue(spec, this.deps.clock.now());
  }

  /** Run every job due now, and those they queue for now; resolves to how many ran. */
  runDue(): Promise<number> {
    this.chain = this.chain.then(
      () => this.runAll(),
      () => this.runAll(),
    );
    return this.chain;
  }

  private async runAll(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = this.deps.jobs.claimDue(this.deps.clock.now(), BATCH, LEASE_MS);
      for (const job of batch) {
        await this.runOne(job);
        ran += 1;
      }
      // Until nothing is due: what a job queued for now (a reminder's notices) runs in this call too.
      if (batch.length === 0) return ran;
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const { jobs, clock, log } = this.deps;
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      jobs.finish(job.id, 'failed', clock.now(), `no handler for ${job.kind}`);
      return;
    }
    try {
      await handler(job.payload, job);
      jobs.finish(job.id, 'done', clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error('job failed', {
        kind: job.kind,
        key: job.key,
        attempt: job.attempts,
        error: message,
      });
      if (job.attempts >= MAX_ATTEMPTS) jobs.finish(job.id, 'failed', clock.now(), message);
      else jobs.retryLater(job.id, clock.now() + 30_000 * 2 ** job.attempts, message);
    }
  }
}
