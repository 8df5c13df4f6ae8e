import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** One row per time a member enters a live session: when they joined and when they left. */
export const sessionAttendance = sqliteTable(
  'session_attendance',
  {
    id: text('id').primaryKey(),
    /** `lesson:<id>`, `interview:<id>` or `demo-session:<id>`. */
    sessionId: text('session_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: integer('joined_at').notNull(),
    leftAt: integer('left_at'),
  },
  (t) => [index('session_attendance_session_idx').on(t.sessionId, t.userId)],
);
