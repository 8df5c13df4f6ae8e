import { describe, expect, it } from 'vitest';
import { DESKTOP_METHODS } from '@kalam/shared';
import type { ChatMessageDoc, LessonDoc } from '@kalam/sync';
import { browserDesktop } from './browser-bridge.ts';
import { newIncoming, scheduleFromLessons } from './desktop-feed.ts';

describe('the browser implementation of the desktop bridge', () => {
  it('has exactly the methods of the shared contract (a channel on one side only fails here)', () => {
    expect(Object.keys(browserDesktop).sort()).toEqual([...DESKTOP_METHODS].sort());
  });

  it('degrades: no native queue, the browser picks screens itself, no outside schemes', async () => {
    expect(await browserDesktop.pickVideos()).toEqual([]);
    expect(await browserDesktop.listScreens()).toBeNull();
    expect(await browserDesktop.openExternal('file:///etc/passwd')).toBe(false);
  });
});

const NOW = Date.parse('2026-11-24T10:00:00Z');
const lesson = (id: string, startMin: number, extra: Partial<LessonDoc> = {}): LessonDoc =>
  ({
    id,
    tutorId: 'tutor-1',
    studentId: 'student-1',
    tutor: { id: 'tutor-1', name: 'أحمد', image: null },
    student: { id: 'student-1', name: 'سلمى', image: null },
    start: new Date(NOW + startMin * 60_000).toISOString(),
    end: new Date(NOW + (startMin + 30) * 60_000).toISOString(),
    duration: 30,
    status: 'booked',
    ...extra,
  }) as LessonDoc;

describe('what the page tells the desktop app', () => {
  it("sends a tutor's coming week: the student's name, the times, the room's address", () => {
    const lessons = [
      lesson('later', 120),
      lesson('past', -60),
      lesson('cancelled', 60, { status: 'cancelled' }),
      lesson('next-month', 60 * 24 * 30),
      lesson('running', -10),
    ];
    expect(scheduleFromLessons(lessons, 'tutor-1', NOW)).toEqual([
      {
        id: 'running',
        title: 'سلمى',
        start: '2026-11-24T09:50:00.000Z',
        end: '2026-11-24T10:20:00.000Z',
        roomPath: '/session?id=lesson%3Arunning',
      },
      expect.objectContaining({ id: 'later', title: 'سلمى' }),
    ]);
  });

  it('treats the first look at messages as history and later ones from others as news', () => {
    const msg = (id: string, senderId: string) => ({ id, senderId, text: id }) as ChatMessageDoc;
    const first = newIncoming(null, [msg('a', 'x')], 'me');
    expect(first.fresh).toEqual([]);
    const second = newIncoming(first.seen, [msg('a', 'x'), msg('b', 'x'), msg('c', 'me')], 'me');
    expect(second.fresh.map((m) => m.id)).toEqual(['b']);
  });
});
