import type { Clock } from '../../kernel/clock.ts';
import type { SubscriptionsService } from '../subscriptions/index.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { JobRunner } from './jobs.runner.ts';

/**
 * The weekly renewal marker. Minutes are derived from lessons, so nothing is refilled: the job
 * expires ended subscriptions, wakes clients to refresh, and queues the next renewal.
 */
export class QuotaJobs {
  constructor(
    private readonly deps: {
      jobs: JobsRepository;
      clock: Clock;
      subscriptionsService: SubscriptionsService;
    },
  ) {}

  register(runner: JobRunner): void {
    runner.register('quota-renewal', () => {
      this.deps.subscriptionsService.renewWeek();
      this.ensureNext();
    });
    // Queued when the jobs start, right after the port opens: the server's first week in Cairo
    // time is its first time-zone date format, and ICU's first one costs ~12-16 ms that the
    // first healthy answer need not wait for (decision 218). The job itself is the same row
    // (its key is its instant), due at the same time.
    runner.atStart(() => this.ensureNext());
  }

  /** Queue the next renewal (idempotent: its key is its instant). Called at start too. */
  ensureNext(): void {
    const now = this.deps.clock.now();
    // The renewal weekday and hour in force (platform settings, decision 191).
    const at = this.deps.subscriptionsService.quotaWeekOf(now).end;
    this.deps.jobs.enqueue(
      { kind: 'quota-renewal', key: `quota-renewal:${at}`, payload: { at }, runAt: at },
      now,
    );
  }
}
