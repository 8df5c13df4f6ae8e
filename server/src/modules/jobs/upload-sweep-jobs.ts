import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { JobRunner } from './jobs.runner.ts';

const HOUR = 60 * 60_000;

/** What the sweep needs of the resumable-uploads area. */
export interface UploadSweeper {
  /** Remove unfinished uploads last written more than the bound before `now`; the ids gone. */
  sweep(now: number): Promise<string[]>;
}

/**
 * Abandoned resumable uploads are removed every hour (decision 187): a job at each whole hour
 * of the injected clock, each queuing the next; a server down at that hour sweeps when it starts.
 */
export class UploadSweepJobs {
  constructor(
    private readonly deps: {
      jobs: JobsRepository;
      clock: Clock;
      log: Logger;
      uploads: UploadSweeper;
    },
  ) {}

  register(runner: JobRunner): void {
    runner.register('uploads-sweep', async () => {
      const removed = await this.deps.uploads.sweep(this.deps.clock.now());
      if (removed.length > 0)
        this.deps.log.info('abandoned uploads removed', { count: removed.length });
      this.ensureNext();
    });
    this.ensureNext();
  }

  /** Queue the next sweep, at the next whole hour (idempotent: its key is its instant). */
  ensureNext(): void {
    const now = this.deps.clock.now();
    const at = (Math.floor(now / HOUR) + 1) * HOUR;
    this.deps.jobs.enqueue(
      { kind: 'uploads-sweep', key: `uploads-sweep:${at}`, payload: { at }, runAt: at },
      now,
    );
  }
}
