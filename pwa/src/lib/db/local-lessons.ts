import { useMemo } from 'react';
import { lessonTimeOf, type LessonDto } from '@kalam/shared';
import type { LessonDoc } from '@kalam/sync';
import { useLessons, useLocalQuery, useReadPath } from './hooks.ts';
import type { ReadPath } from './local-sync.ts';

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

export interface LessonsRead {
  /** Where the screen reads its lessons now; `server` means it asks GET /lesson/list. */
  path: ReadPath;
  /** The local lessons split at `now`, present exactly when `path` is `local`. */
  local: LessonsByTime | null;
}

/**
 * The signed-in user's lessons, as every lesson screen decides it (decision 147): from the
 * local database once the lessons' first replication finished on this device (so an account
 * with no lesson reads locally too, and a reload offline still has them), from the server until
 * then, and `waiting` while the database opens or answers its first query.
 */
export function useLocalLessons(now: number): LessonsRead {
  const path = useReadPath('lessons');
  const { lessons, loading } = useLessons();
  return useMemo(() => {
    if (path !== 'local') return { path, local: null };
    if (loading) return { path: 'waiting', local: null };
    return { path, local: splitByTime(lessons.map(toLessonDto), now) };
  }, [path, loading, lessons, now]);
}

export interface LocalLesson {
  /** The lesson as this device holds it, or null. */
  lesson: LessonDto | null;
  /**
   * The local answer is final: the database answered (with or without the lesson), or the
   * lessons are read from the server (decision 147). Until then a screen waits.
   */
  settled: boolean;
}

/** One lesson from the local database (decision 105): the lesson page works offline. */
export function useLocalLesson(id: string): LocalLesson {
  const path = useReadPath('lessons');
  const { docs, loading } = useLocalQuery(
    'lessons',
    id && path === 'local' ? { selector: { id } } : null,
  );
  return useMemo(() => {
    if (!id || path === 'server') return { lesson: null, settled: true };
    if (path === 'waiting' || loading) return { lesson: null, settled: false };
    // The query's answer may still be the previous id's for one render: match the id.
    const doc = docs.find((d) => d.id === id);
    return { lesson: doc ? toLessonDto(doc) : null, settled: true };
  }, [path, docs, loading, id]);
}
