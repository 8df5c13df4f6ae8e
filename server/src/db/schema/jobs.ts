import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;

/**
 * Persistent jobs (lesson status, reminders, quota renewal). `key` makes enqueueing idempotent;
 * a job is claimed in a transaction (pending → running with a lease) so it runs once even when
 * two runners or a restart race for it. Decision 024.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    runAt: integer('run_at').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    finishedAt: integer('finished_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.status, t.runAt)],
);
