import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LESSON_CANCELED_BY, LESSON_STATUSES, PLAN_PERIODS } from '@kalam/shared';
import { plans } from './catalogue.ts';
import { users } from './users.ts';

/** A tutor's weekly template: minutes of the day in the tutor's time zone (users.time_zone). */
export const availabilitySlots = sqliteTable(
  'availability_slots',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    weekday: integer('weekday').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('availability_tutor_idx').on(t.tutorId),
    index('availability_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export const SUBSCRIPTION_SOURCES = ['admin', 'payment', 'trial'] as const;

/** A student's plan for a period. Remaining minutes are derived from lessons, never counted. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    period: text('period', { enum: PLAN_PERIODS }).notNull(),
    weeklyMinutes: integer('weekly_minutes').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
    transactionId: text('transaction_id'),
    cancelledAt: integer('cancelled_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_updated_idx').on(t.updatedAt, t.id),
    // A paid transaction grants at most one subscription.
    uniqueIndex('subscriptions_transaction_unique').on(t.transactionId),
  ],
);

/**
 * Spec §3 Lesson. `start` is an instant (epoch ms); `price` is the tutor's earning in hundredths.
 * The partial unique indexes are the last line of defence against double booking.
 */
export const lessons = sqliteTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    start: integer('start').notNull(),
    duration: integer('duration').notNull(),
    price: integer('price').notNull().default(0),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('pending'),
    canceledBy: text('canceled_by', { enum: LESSON_CANCELED_BY }),
    canceledAt: integer('canceled_at'),
    /** Why an admin cancelled (issue 19); members cancel without one. */
    cancelReason: text('cancel_reason'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('lessons_tutor_start_idx').on(t.tutorId, t.start),
    index('lessons_student_start_idx').on(t.studentId, t.start),
    index('lessons_updated_idx').on(t.updatedAt, t.id),
    // The tutors directory's rebuild (decision 169): lessons taught per tutor from a covering
    // index, and lessons still to come found by start instead of by a scan of every lesson.
    index('lessons_status_tutor_idx').on(t.status, t.deleted, t.tutorId),
    index('lessons_start_idx').on(t.start),
    uniqueIndex('lessons_tutor_slot_unique')
      .on(t.tutorId, t.start)
      .where(sql`status <> 'cancelled' AND deleted = 0`),
    uniqueIndex('lessons_student_slot_unique')
      .on(t.studentId, t.start)
      .where(sql`status <> 'cancelled' AND deleted = 0`),
  ],
);
