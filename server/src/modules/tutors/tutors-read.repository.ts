import { and, avg, count, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import {
  demoSessions,
  interviews,
  introVideos,
  photoSessions,
  availabilitySlots,
  lessons,
  ratings,
  topics,
  tutors,
  userTopics,
  users,
} from '../../db/schema/index.ts';
import { listedTutor } from './listed-tutor.port.ts';

/** The longest lesson, so a lesson that started this long ago may still be running. */
const LONGEST_LESSON_MS = 60 * 60_000;

export interface DirectoryRows {
  tutors: {
    id: string;
    name: string;
    gender: 'male' | 'female' | null;
    image: string | null;
    timeZone: string;
    createdAt: number;
    bio: string | null;
    about: string | null;
    video: string | null;
    thumbnail: string | null;
    notice: number;
  }[];
  topics: { userId: string; id: string; nameAr: string; nameEn: string }[];
  ratings: { rateeId: string; average: number | null; count: number }[];
  taught: { tutorId: string; count: number }[];
  slots: { tutorId: string; weekday: number; start: number; end: number }[];
  busy: { tutorId: string; start: number; duration: number }[];
  /** Onboarding steps passed, per tutor (decision 176). */
  vetting: { tutorId: string; step: 'interview' | 'demo-session' | 'photo-session' }[];
  introVideos: { tutorId: string; video: string; createdAt: number }[];
}

/**
 * The tutors directory read model's only access to the tables it is built from (users, tutors,
 * user_topics, topics, ratings, lessons, availability_slots). Read-only, by decision 010: the
 * directory is one cross-area view, and the areas that own these tables tell it about changes
 * through bus events.
 */
export class TutorsReadRepository {
  constructor(private readonly db: Db) {}

  /**
   * The rows of every listed tutor, or (with `ids`) of those ids only: the incremental update of
   * the directory after an event naming them (decision 200). An id that is not a listed tutor
   * simply has no rows. Every per-tutor read below uses an index led by the tutor's id.
   */
  load(now: number, ids?: readonly string[]): DirectoryRows {
    const only = (column: SQLiteColumn): SQL | undefined =>
      ids === undefined ? undefined : inArray(column, [...ids]);
    const listed = this.db
      .select({
        id: users.id,
        name: users.name,
        gender: users.gender,
        image: users.image,
        timeZone: users.timeZone,
        createdAt: users.createdAt,
        bio: tutors.bio,
        about: tutors.about,
        video: tutors.video,
        thumbnail: tutors.thumbnail,
        notice: tutors.notice,
      })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(listedTutor, only(users.id)))
      .all();
    return {
      tutors: listed,
      topics: this.db
        .select({
          userId: userTopics.userId,
          id: topics.id,
          nameAr: topics.nameAr,
          nameEn: topics.nameEn,
        })
        .from(userTopics)
        .innerJoin(topics, eq(topics.id, userTopics.topicId))
        .where(and(eq(topics.deleted, false), only(userTopics.userId)))
        .all(),
      ratings: this.db
        .select({ rateeId: ratings.rateeId, average: avg(ratings.value), count: count() })
        .from(ratings)
        .where(and(eq(ratings.deleted, false), only(ratings.rateeId)))
        .groupBy(ratings.rateeId)
        .all()
        .map((r) => ({ ...r, average: r.average === null ? null : Number(r.average) })),
      taught: this.db
        .select({ tutorId: lessons.tutorId, count: count() })
        .from(lessons)
        .where(
          and(eq(lessons.status, 'fulfilled'), eq(lessons.deleted, false), only(lessons.tutorId)),
        )
        .groupBy(lessons.tutorId)
        .all(),
      slots: this.db
        .select({
          tutorId: availabilitySlots.tutorId,
          weekday: availabilitySlots.weekday,
          start: availabilitySlots.start,
          end: availabilitySlots.end,
        })
        .from(availabilitySlots)
        .where(and(eq(availabilitySlots.deleted, false), only(availabilitySlots.tutorId)))
        .all(),
      busy: this.db
        .select({ tutorId: lessons.tutorId, start: lessons.start, duration: lessons.duration })
        .from(lessons)
        .where(
          and(
            ne(lessons.status, 'cancelled'),
            eq(lessons.deleted, false),
            gt(lessons.start, now - LONGEST_LESSON_MS),
            only(lessons.tutorId),
          ),
        )
        .all(),
      vetting: [
        ...this.db
          .selectDistinct({ tutorId: interviews.intervieweeId })
          .from(interviews)
          .where(and(eq(interviews.status, 'Passed'), only(interviews.intervieweeId)))
          .all()
          .map((r) => ({ tutorId: r.tutorId, step: 'interview' as const })),
        ...this.db
          .selectDistinct({ tutorId: demoSessions.tutorId })
          .from(demoSessions)
          .where(and(eq(demoSessions.status, 'Passed'), only(demoSessions.tutorId)))
          .all()
          .map((r) => ({ tutorId: r.tutorId, step: 'demo-session' as const })),
        ...this.db
          .selectDistinct({ tutorId: photoSessions.tutorId })
          .from(photoSessions)
          .where(and(eq(photoSessions.status, 'Done'), only(photoSessions.tutorId)))
          .all()
          .map((r) => ({ tutorId: r.tutorId, step: 'photo-session' as const })),
      ],
      introVideos: this.db
        .select({
          tutorId: introVideos.tutorId,
          video: introVideos.video,
          createdAt: introVideos.createdAt,
        })
        .from(introVideos)
        .where(and(eq(introVideos.status, 'Approved'), only(introVideos.tutorId)))
        .all(),
    };
  }
}
