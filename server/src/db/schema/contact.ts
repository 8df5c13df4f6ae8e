import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** Spec §3 Contact request: a message to the team from the contact page, signed in or not. */
export const contactRequests = sqliteTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);
