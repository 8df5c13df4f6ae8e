import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { USER_ROLES } from '@kalam/shared';
import { users } from './users.ts';

/**
 * Spec §3 Coupon: a whole-percent discount capped by `maxDiscount` (hundredths), valid until
 * `expiresAt` (epoch ms). Soft-deleted so payments that used a coupon still name it; a code is
 * unique among live coupons only.
 */
export const coupons = sqliteTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    maxDiscount: integer('max_discount').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** How many live orders may carry it in all; null: no limit (decision 294). */
    usageLimit: integer('usage_limit'),
    /** How many live orders of one student may carry it; null: no limit (decision 294). */
    perStudentLimit: integer('per_student_limit'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_code_live_unique')
      .on(t.code)
      .where(sql`deleted = 0`),
  ],
);

/**
 * An admin's invitation of a person, by e-mail, to join with a given role (decision 013).
 * Only a hash of the code is kept; the code itself goes out once in the e-mail.
 */
export const invites = sqliteTable(
  'invites',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role', { enum: USER_ROLES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    acceptedAt: integer('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('invites_email_idx').on(t.email),
    uniqueIndex('invites_code_hash_unique').on(t.codeHash),
  ],
);
