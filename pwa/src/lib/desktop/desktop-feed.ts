import type { ScheduleLesson } from '@kalam/shared';
import type { ChatMessageDoc, LessonDoc } from '@kalam/sync';

const DAY = 24 * 60 * 60_000;
/** The app reminds and fills the tray from this far ahead (an offline start the next morning too). */
export const SCHEDULE_DAYS_AHEAD = 7;

/**
 * What the desktop app needs of a tutor's lessons: who, when, and the room's address. Booked
 * lessons not yet over, within the week ahead, soonest first.
 */
export function scheduleFromLessons(
  lessons: readonly LessonDoc[],
  me: string,
  now: number,
): ScheduleLesson[] {
  return lessons
    .filter(
      (l) =>
        l.status !== 'cancelled' &&
        Date.parse(l.end) > now &&
        Date.parse(l.start) < now + SCHEDULE_DAYS_AHEAD * DAY,
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, 200)
    .map((l) => ({
      id: l.id,
      title: l.tutorId === me ? l.student.name : l.tutor.name,
      start: new Date(l.start).toISOString(),
      end: new Date(l.end).toISOString(),
      roomPath: `/session?id=${encodeURIComponent(`lesson:${l.id}`)}`,
    }));
}

/**
 * Messages that arrived from someone else since the last look. The first look only learns
 * what is there: a synced history is not news.
 */
export function newIncoming(
  seen: Set<string> | null,
  messages: readonly ChatMessageDoc[],
  me: string,
): { seen: Set<string>; fresh: ChatMessageDoc[] } {
  const next = new Set(messages.map((m) => m.id));
  if (!seen) return { seen: next, fresh: [] };
  return { seen: next, fresh: messages.filter((m) => !seen.has(m.id) && m.senderId !== me) };
}
