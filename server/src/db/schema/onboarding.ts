import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  DEMO_SESSION_STATUSES,
  INTERVIEW_STATUSES,
  INTRO_VIDEO_STATUSES,
  PHOTO_SESSION_STATUSES,
} from '@kalam/shared';
import { users } from './users.ts';

/**
 * Spec §3 Interview: a tutor applicant's 30-minute English interview with a tutor manager.
 * `start` is epoch ms. The partial unique index is the last line of defence against two
 * bookings of one tutor manager's start (decision 110).
 */
export const interviews = sqliteTable(
  'interviews',
  {
    id: text('id').primaryKey(),
    intervieweeId: text('interviewee_id')
      .notNull()
      .references(() => users.id),
    interviewerId: text('interviewer_id')
      .notNull()
      .references(() => users.id),
    start: integer('start').notNull(),
    duration: integer('duration').notNull(),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('Pending'),
    feedback: text('feedback'),
    note: text('note'),
    level: integer('level'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('interviews_interviewee_idx').on(t.intervieweeId, t.start),
    index('interviews_interviewer_idx').on(t.interviewerId, t.start),
    uniqueIndex('interviews_interviewer_slot_unique')
      .on(t.interviewerId, t.start)
      .where(sql`status = 'Pending'`),
  ],
);

/** Spec §4 Demo session: after a passed interview, the tutor teaches a 30-minute demo. */
export const demoSessions = sqliteTable(
  'demo_sessions',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    tutorManagerId: text('tutor_manager_id')
      .notNull()
      .references(() => users.id),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id),
    start: integer('start').notNull(),
    duration: integer('duration').notNull(),
    status: text('status', { enum: DEMO_SESSION_STATUSES }).notNull().default('Pending'),
    /** The tutor manager's feedback with the result, for the tutor (decision 243). */
    feedback: text('feedback'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('demo_sessions_tutor_idx').on(t.tutorId, t.start),
    index('demo_sessions_manager_idx').on(t.tutorManagerId, t.start),
    uniqueIndex('demo_sessions_manager_slot_unique')
      .on(t.tutorManagerId, t.start)
      .where(sql`status = 'Pending'`),
  ],
);

/**
 * Spec §4 Intro video: the first onboarding step. `durationMs` is measured by the server from
 * the file. One pending video per tutor (the partial unique index; decision 170).
 */
export const introVideos = sqliteTable(
  'intro_videos',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    /** The stored file's address (`/api/v1/assets/uploads/<name>`). */
    video: text('video').notNull(),
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: text('status', { enum: INTRO_VIDEO_STATUSES }).notNull().default('Pending'),
    reason: text('reason'),
    reviewerId: text('reviewer_id').references(() => users.id),
    reviewedAt: integer('reviewed_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('intro_videos_tutor_idx').on(t.tutorId, t.createdAt),
    index('intro_videos_status_idx').on(t.status, t.createdAt),
    uniqueIndex('intro_videos_pending_unique')
      .on(t.tutorId)
      .where(sql`status = 'Pending'`),
  ],
);

/**
 * A tutor's photo session at the studio (decision 172): scheduled by studio staff after a passed
 * demo session, marked done once the tutor's photo, video and thumbnail are uploaded.
 */
export const photoSessions = sqliteTable(
  'photo_sessions',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    studioId: text('studio_id')
      .notNull()
      .references(() => users.id),
    start: integer('start').notNull(),
    duration: integer('duration').notNull(),
    status: text('status', { enum: PHOTO_SESSION_STATUSES }).notNull().default('Scheduled'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('photo_sessions_tutor_idx').on(t.tutorId, t.start),
    index('photo_sessions_start_idx').on(t.start),
    uniqueIndex('photo_sessions_tutor_scheduled_unique')
      .on(t.tutorId)
      .where(sql`status = 'Scheduled'`),
    uniqueIndex('photo_sessions_studio_slot_unique')
      .on(t.studioId, t.start)
      .where(sql`status = 'Scheduled'`),
  ],
);
