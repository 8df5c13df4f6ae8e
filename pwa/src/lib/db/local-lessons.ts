import { useMemo } from 'react';
import { lessonTimeOf, type LessonDto } from '@kalam/shared';
import type { LessonDoc } from '@kalam/sync';
import { useLessons, useLocalDb, useLocalQuery } from './hooks.ts';

/*
 * The signed-in user's lessons as the screens show them, read from the local database so they
 * open with no network (decisions 088, 105). Shared by the lesson, schedule and dashboard
 * screens, which otherwise never import each other.
 */

/** A synced document as the REST list gives it: the sync stamp is not part of a lesson. */
export function toLessonDto(doc: LessonDoc): LessonDto {
  return {
    id: doc.id,
    tutorId: doc.tutorId,
    studentId: doc.studentId,
    tutor: doc.tutor,
    student: doc.student,
    start: doc.start,
    end: doc.end,
    duration: doc.duration,
    price: doc.price,
    status: doc.status,
    canceledBy: doc.canceledBy,
    canceledAt: doc.canceledAt,
    createdAt: doc.createdAt,
  };
}

export interface LessonsByTime {
  /** Going on now, not cancelled, earliest first (`time=now&canceled=false`). */
  live: LessonDto[];
  /** To come, cancelled ones too, earliest first (`time=future`). */
  future: LessonDto[];
  /** Ended, cancelled ones too, latest first (`time=past`). */
  past: LessonDto[];
}

/** The same split as GET /lesson/list's `time` filter, at the device's `now`. */
export function splitByTime(lessons: readonly LessonDto[], now: number): LessonsByTime {
  const byStart = [...lessons].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const live: LessonDto[] = [];
  const future: LessonDto[] = [];
  const past: LessonDto[] = [];
  for (const lesson of byStart) {
    const time = lessonTimeOf(Date.parse(lesson.start), Date.parse(lesson.end), now);
    if (time === 'future') future.push(lesson);
    else if (time === 'past') past.unshift(lesson);
    else if (lesson.status !== 'cancelled') live.push(lesson);
  }
  return { live, future, past };
}

export const notCancelled = (lesson: LessonDto) => lesson.status !== 'cancelled';

/**
 * The signed-in user's lessons from the local database, split at `now` (decision 088), or null
 * while the database is not open or holds no lesson yet: the screen then reads REST.
 */
export function useLocalLessons(now: number): LessonsByTime | null {
  const { db } = useLocalDb();
  const { lessons, loading } = useLessons();
  return useMemo(
    () =>
      db && !loading && lessons.length > 0 ? splitByTime(lessons.map(toLessonDto), now) : null,
    [db, loading, lessons, now],
  );
}

export interface LocalLesson {
  /** The lesson as this device holds it, or null. */
  lesson: LessonDto | null;
  /**
   * The local answer is final: the database answered (with or without the lesson), or there is
   * no local database to ask. Until then a screen waits rather than asking the server.
   */
  settled: boolean;
}

/** One lesson from the local database (decision 105): the lesson page works offline. */
export function useLocalLesson(id: string): LocalLesson {
  const { db, status } = useLocalDb();
  const { docs, loading } = useLocalQuery('lessons', id ? { selector: { id } } : null);
  return useMemo(() => {
    // The query's answer may still be the previous id's for one render: match the id.
    const doc = docs.find((d) => d.id === id);
    const settled = !id || (db ? !loading : status !== 'starting');
    return { lesson: doc && db ? toLessonDto(doc) : null, settled };
  }, [db, status, docs, loading, id]);
}
