import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ENGLISH_LEVELS, GENDERS, NOTIFICATION_METHODS, USER_ROLES } from '@kalam/shared';

/** Spec §3 User. Instants are epoch ms; `tokenVersion` invalidates older tokens (password reset). */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: text('role', { enum: USER_ROLES }).notNull(),
    gender: text('gender', { enum: GENDERS }),
    birthYear: integer('birth_year'),
    city: integer('city'),
    image: text('image'),
    verifiedEmail: integer('verified_email', { mode: 'boolean' }).notNull().default(false),
    verifiedPhone: integer('verified_phone', { mode: 'boolean' }).notNull().default(false),
    creditScore: integer('credit_score').notNull().default(0),
    notificationMethod: text('notification_method', { enum: NOTIFICATION_METHODS })
      .notNull()
      .default('none'),
    job: text('job'),
    activated: integer('activated', { mode: 'boolean' }).notNull().default(true),
    /** Deactivated by an admin (issue 19, decision 192): no sign-in, tokens refused. */
    suspended: integer('suspended', { mode: 'boolean' }).notNull().default(false),
    timeZone: text('time_zone').notNull().default('Africa/Cairo'),
    tokenVersion: integer('token_version').notNull().default(0),
    lastSeenAt: integer('last_seen_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Sign-in and sign-up look e-mails up case-insensitively: lower(email) = ?.
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    index('users_updated_idx').on(t.updatedAt, t.id),
    // The admin users table (issues 19, 21): newest first, by name, by role, over 100,000 users
    // (decisions 169, 194); these also serve what `users_role_idx` served.
    index('users_admin_created_idx').on(t.deleted, t.createdAt, t.id),
    index('users_admin_name_idx').on(t.deleted, t.name, t.id),
    index('users_admin_role_idx').on(t.role, t.deleted, t.createdAt, t.id),
  ],
);

/** Spec §3 Tutor: the profile parts of a user whose role is Tutor. */
export const tutors = sqliteTable('tutors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  bio: text('bio'),
  about: text('about'),
  video: text('video'),
  thumbnail: text('thumbnail'),
  notice: integer('notice').notNull().default(30),
  manuallyAdded: integer('manually_added', { mode: 'boolean' }).notNull().default(false),
  onboarded: integer('onboarded', { mode: 'boolean' }).notNull().default(false),
  contacted: integer('contacted', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

/** Spec §3 Student profile. */
export const students = sqliteTable('students', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  englishLevel: text('english_level', { enum: ENGLISH_LEVELS }),
  aim: text('aim'),
  favouriteTopics: text('favourite_topics', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default([]),
  updatedAt: integer('updated_at').notNull(),
});
