import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobSpec {
  kind: string;
  /** Idempotency key: enqueueing the same key twice keeps the first. */
  key: string;
  payload: Record<string, unknown>;
  runAt: number;
}

/** The only code that knows the jobs table. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  enqueue(spec: JobSpec, now: number): void {
    this.db
      .insert(jobs)
      .values({ id: newId(), ...spec, status: 'pending', createdAt: now })
      .onConflictDoNothing({ target: jobs.key })
      .run();
  }

  byKey(key: string): JobRow | undefined {
    return this.db.select().from(jobs).where(eq(jobs.key, key)).get();
  }

  /**
   * Claim up to `limit` due jobs: pending ones whose time has come, and running ones whose
   * lease ran out (their runner died). Each claim is a conditional update inside one immediate
   * transaction, so two runners never hold the same job.
   */
  claimDue(now: number, limit: number, leaseMs: number): JobRow[] {
    return this.db.transaction(
      () => {
        const due = this.db
          .select()
          .from(jobs)
          .where(
            or(
              and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), sql`${jobs.leaseUntil} < ${now}`),
            ),
          )
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(limit)
          .all();
        const claimed: JobRow[] = [];
        for (const job of due) {
          const result = this.db
            .update(jobs)
            .set({ status: 'running', attempts: job.attempts + 1, leaseUntil: now + leaseMs })
            .where(and(eq(jobs.id, job.id), eq(jobs.status, job.status)))
            .run();
          if (result.changes === 1)
            claimed.push({ ...job, status: 'running', attempts: job.attempts + 1 });
        }
        return claimed;
      },
      { behavior: 'immediate' },
    );
  }

  finish(id: string, status: 'done' | 'failed' | 'skipped', now: number, error?: string): void {
    this.db
      .update(jobs)
      .set({ status, finishedAt: now, leaseUntil: null, lastError: error ?? null })
      .where(eq(jobs.id, id))
      .run();
  }

  retryLater(id: string, runAt: number, error: string): void {
    this.db
      .update(jobs)
      .set({ status: 'pending', runAt, leaseUntil: null, lastError: error })
      .where(eq(jobs.id, id))
      .run();
  }

  /** Pending jobs whose key starts with `prefix` (ending in ':') will not run (a cancelled or moved lesson). */
  skipPending(prefix: string, now: number): void {
    this.db
      .update(jobs)
      .set({ status: 'skipped', finishedAt: now })
      // A key range rather than LIKE, so the unique index on key finds them (';' follows ':').
      .where(
        and(
          eq(jobs.status, 'pending'),
          gte(jobs.key, prefix),
          lt(jobs.key, `${prefix.slice(0, -1)};`),
        ),
      )
      .run();
  }
}
