import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** Spec §3 Topic (replicated: updatedAt from ChangeClock, soft delete). */
export const topics = sqliteTable(
  'topics',
  {
    id: text('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('topics_updated_idx').on(t.updatedAt, t.id)],
);

/** A user's topics: a tutor's specialities, a student's favourites. */
export const userTopics = sqliteTable(
  'user_topics',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('user_topics_topic_idx').on(t.topicId),
  ],
);

/**
 * Spec §3 Plan. Prices are integer hundredths; discounts whole percents. The full month,
 * quarter and year prices are derived (shared `planPrices`), never stored. `maxLessons` bounds
 * cancellation (`subscription-uncancellable`); null means no bound.
 */
export const plans = sqliteTable(
  'plans',
  {
    id: text('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    weeklyMinutes: integer('weekly_minutes').notNull(),
    monthPrice: integer('month_price').notNull(),
    monthDiscount: integer('month_discount').notNull().default(0),
    quarterDiscount: integer('quarter_discount').notNull().default(0),
    yearDiscount: integer('year_discount').notNull().default(0),
    inviteOnly: integer('invite_only', { mode: 'boolean' }).notNull().default(false),
    maxLessons: integer('max_lessons'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('plans_updated_idx').on(t.updatedAt, t.id)],
);

/** Spec §3 Plan invite: an invite-only plan offered to one user. */
export const planInvites = sqliteTable(
  'plan_invites',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('plan_invites_user_plan_unique').on(t.userId, t.planId),
    index('plan_invites_plan_idx').on(t.planId),
  ],
);

/** Spec §3 Rating: a student's rating of a tutor, one per pair (`rating-exists`). */
export const ratings = sqliteTable(
  'ratings',
  {
    id: text('id').primaryKey(),
    raterId: text('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: text('ratee_id')
      .notNull()
      .references(() => users.id),
    lessonId: text('lesson_id'),
    value: integer('value').notNull(),
    text: text('text'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('ratings_rater_ratee_unique')
      .on(t.raterId, t.rateeId)
      .where(sql`deleted = 0`),
    index('ratings_ratee_idx').on(t.rateeId),
  ],
);
