import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { newId } from '../../kernel/ids.ts';
import { pagePlaceholder, preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobSpec {
  kind: string;
  /** Idempotency key: enqueueing the same key twice keeps the first. */
  key: string;
  payload: Record<string, unknown>;
  runAt: number;
}

const p = sql.placeholder;
/** A placeholder where drizzle's update types want a value (bound as given: a string, a number or null). */
const v = (name: string) => sql`${p(name)}`;

/**
 * The statements, prepared once per database (decision 027): four enqueues ride in every
 * booking's transaction, so building and compiling their SQL each time would cost more than
 * running them.
 */
function statements(db: Db) {
  return preparedOnFirstUse({
    enqueue: () =>
      db
        .insert(jobs)
        .values({
          id: p('id'),
          kind: p('kind'),
          key: p('key'),
          payload: p('payload'),
          runAt: p('runAt'),
          status: 'pending',
          createdAt: p('now'),
        })
        .onConflictDoNothing({ target: jobs.key })
        .prepare(),
    byKey: () =>
      db
        .select()
        .from(jobs)
        .where(eq(jobs.key, p('key')))
        .prepare(),
    due: () =>
      db
        .select()
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, p('now'))),
            and(eq(jobs.status, 'running'), sql`${jobs.leaseUntil} < ${p('now')}`),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(pagePlaceholder('limit'))
        .prepare(),
    claim: () =>
      db
        .update(jobs)
        .set({ status: 'running', attempts: v('attempts'), leaseUntil: v('leaseUntil') })
        .where(and(eq(jobs.id, p('id')), eq(jobs.status, p('status'))))
        .prepare(),
    finish: () =>
      db
        .update(jobs)
        .set({
          status: v('status'),
          finishedAt: v('now'),
          leaseUntil: null,
          lastError: v('error'),
        })
        .where(eq(jobs.id, p('id')))
        .prepare(),
    retryLater: () =>
      db
        .update(jobs)
        .set({ status: 'pending', runAt: v('runAt'), leaseUntil: null, lastError: v('error') })
        .where(eq(jobs.id, p('id')))
        .prepare(),
    // A key range rather than LIKE, so the unique index on key finds them (';' follows ':').
    // `+status` keeps the planner off jobs_due_idx (status, run_at): with thousands of pending
    // jobs that index would walk every one of them; the key range touches a lesson's four.
    skipPending: () =>
      db
        .update(jobs)
        .set({ status: 'skipped', finishedAt: v('now') })
        .where(
          and(sql`+${jobs.status} = 'pending'`, gte(jobs.key, p('from')), lt(jobs.key, p('to'))),
        )
        .prepare(),
  });
}

/** The only code that knows the jobs table. */
export class JobsRepository {
  private readonly q: ReturnType<typeof statements>;

  constructor(private readonly db: Db) {
    this.q = statements(db);
  }

  enqueue(spec: JobSpec, now: number): void {
    this.q.enqueue.run({ id: newId(), ...spec, now });
  }

  byKey(key: string): JobRow | undefined {
    return this.q.byKey.get({ key });
  }

  /**
   * Claim up to `limit` due jobs: pending ones whose time has come, and running ones whose
   * lease ran out (their runner died). Each claim is a conditional update inside one immediate
   * transaction, so two runners never hold the same job.
   */
  claimDue(now: number, limit: number, leaseMs: number): JobRow[] {
    return this.db.transaction(
      () => {
        const due = this.q.due.all({ now, limit });
        const claimed: JobRow[] = [];
        for (const job of due) {
          const result = this.q.claim.run({
            id: job.id,
            status: job.status,
            attempts: job.attempts + 1,
            leaseUntil: now + leaseMs,
          });
          if (result.changes === 1)
            claimed.push({ ...job, status: 'running', attempts: job.attempts + 1 });
        }
        return claimed;
      },
      { behavior: 'immediate' },
    );
  }

  finish(id: string, status: 'done' | 'failed' | 'skipped', now: number, error?: string): void {
    this.q.finish.run({ id, status, now, error: error ?? null });
  }

  retryLater(id: string, runAt: number, error: string): void {
    this.q.retryLater.run({ id, runAt, error });
  }

  /** Pending jobs whose key starts with `prefix` (ending in ':') will not run (a cancelled or moved lesson). */
  skipPending(prefix: string, now: number): void {
    this.q.skipPending.run({ now, from: prefix, to: `${prefix.slice(0, -1)};` });
  }
}
