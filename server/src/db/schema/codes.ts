import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const CODE_KINDS = ['verify-email', 'verify-phone', 'forget-password'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** One-time confirmation codes: only a hash is kept; single use, limited tries, short life. */
export const confirmationCodes = sqliteTable(
  'confirmation_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: CODE_KINDS }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('codes_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Messages the embedded sender kept instead of sending (the `local` dev outbox). */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'whatsapp', 'telegram'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
