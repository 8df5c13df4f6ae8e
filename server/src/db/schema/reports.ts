import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { REPORT_STATUSES } from '@kalam/shared';
import { users } from './users.ts';

/** Spec §3 Report: a user tells the team about a problem; files are assets whose subject is it. */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    page: text('page'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    note: text('note'),
    handledBy: text('handled_by').references(() => users.id),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
