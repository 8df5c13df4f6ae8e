import { describe, expect, it } from 'vitest';
import type { LessonDto } from '@kalam/shared';
import {
  cancelGivesMinutesBack,
  canCancel,
  canMove,
  cancelledBy,
  cancelledMinutes,
  counterpartOf,
  mayRate,
  phaseOf,
  roomOpen,
} from './lesson-rules.ts';

const START = Date.parse('2026-11-23T15:00:00Z');
const MIN = 60_000;
const lesson = (over: Partial<LessonDto> = {}) =>
  ({
    status: 'pending',
    start: new Date(START).toISOString(),
    end: new Date(START + 30 * MIN).toISOString(),
    canceledBy: null,
    tutor: { id: 't', name: 'أحمد حسن', image: null },
    student: { id: 's', name: 'سارة محمود', image: null },
    ...over,
  }) as LessonDto;

describe('lesson phases', () => {
  it('reads upcoming, live, ended and cancelled', () => {
    expect(phaseOf(lesson(), START - MIN)).toBe('upcoming');
    expect(phaseOf(lesson(), START + MIN)).toBe('live');
    expect(phaseOf(lesson({ status: 'happening' }), START + MIN)).toBe('live');
    expect(phaseOf(lesson(), START + 30 * MIN)).toBe('ended');
    expect(phaseOf(lesson({ status: 'fulfilled' }), START + 10 * MIN)).toBe('ended');
    expect(phaseOf(lesson({ status: 'cancelled' }), START - MIN)).toBe('cancelled');
  });
});

describe('who may change a lesson (decision 021)', () => {
  it('lets a pending lesson change until it starts', () => {
    expect(canCancel(lesson(), START - MIN)).toBe(true);
    expect(canCancel(lesson(), START)).toBe(false);
    expect(canCancel(lesson({ status: 'cancelled' }), START - 60 * MIN)).toBe(false);
  });

  it('lets only the student move it', () => {
    expect(canMove(lesson(), 'Student', START - MIN)).toBe(true);
    expect(canMove(lesson(), 'Tutor', START - MIN)).toBe(false);
  });
});

describe('minutes back on cancelling (decision 022)', () => {
  it('gives them back two hours ahead or more, not later', () => {
    expect(cancelGivesMinutesBack(lesson(), 'Student', START - 120 * MIN)).toBe(true);
    expect(cancelGivesMinutesBack(lesson(), 'Student', START - 119 * MIN)).toBe(false);
  });

  it('always gives them back when the tutor cancels', () => {
    expect(cancelGivesMinutesBack(lesson(), 'Tutor', START - MIN)).toBe(true);
  });

  it('follows the window in force when an admin changed it (decision 275)', () => {
    expect(cancelGivesMinutesBack(lesson(), 'Student', START - 60 * MIN, 30)).toBe(true);
    expect(cancelGivesMinutesBack(lesson(), 'Student', START - 29 * MIN, 30)).toBe(false);
    expect(cancelGivesMinutesBack(lesson(), 'Student', START - 179 * MIN, 180)).toBe(false);
  });
});

describe('the lesson room', () => {
  it('opens ten minutes before and closes at the end', () => {
    expect(roomOpen(lesson(), START - 11 * MIN)).toBe(false);
    expect(roomOpen(lesson(), START - 10 * MIN)).toBe(true);
    expect(roomOpen(lesson(), START + 29 * MIN)).toBe(true);
    expect(roomOpen(lesson(), START + 30 * MIN)).toBe(false);
    expect(roomOpen(lesson({ status: 'cancelled' }), START)).toBe(false);
  });
});

describe('reading a lesson from either side', () => {
  it('names who cancelled relative to the viewer', () => {
    expect(cancelledBy(lesson({ canceledBy: 'student' }), 'Student')).toBe('you');
    expect(cancelledBy(lesson({ canceledBy: 'tutor' }), 'Student')).toBe('other');
    expect(cancelledBy(lesson({ canceledBy: 'student' }), 'Tutor')).toBe('other');
    expect(cancelledBy(lesson({ canceledBy: 'self' }), 'Student')).toBe('platform');
    expect(cancelledBy(lesson(), 'Student')).toBeNull();
  });

  it('says nobody cancelled a lesson the tutor never came to (decisions 240, 242)', () => {
    const end = new Date(START + 30 * MIN).toISOString();
    const absent = lesson({ status: 'cancelled', canceledBy: 'tutor', canceledAt: end });
    expect(cancelledBy(absent, 'Tutor')).toBe('absent');
    expect(cancelledBy(absent, 'Student')).toBe('absent');
    // Cancelled by the tutor before the start: the tutor did cancel it.
    const before = lesson({ status: 'cancelled', canceledBy: 'tutor', canceledAt: end });
    before.canceledAt = new Date(START - 60 * MIN).toISOString();
    expect(cancelledBy(before, 'Tutor')).toBe('you');
    expect(cancelledBy(before, 'Student')).toBe('other');
  });

  it('shows the tutor to the student and the student to the tutor', () => {
    expect(counterpartOf(lesson(), 'Student').name).toBe('أحمد حسن');
    expect(counterpartOf(lesson(), 'Tutor').name).toBe('سارة محمود');
  });
});

describe('what became of a cancelled lesson’s minutes, to its student', () => {
  const cancelled = {
    status: 'cancelled' as const,
    start: '2026-11-23T09:00:00.000Z',
    canceledBy: 'student' as const,
  };
  it('counted when she cancelled under two hours ahead, back otherwise', () => {
    expect(
      cancelledMinutes({ ...cancelled, canceledAt: '2026-11-23T08:01:00.000Z' }, 'Student'),
    ).toBe('counted');
    expect(
      cancelledMinutes({ ...cancelled, canceledAt: '2026-11-23T07:00:00.000Z' }, 'Student'),
    ).toBe('back');
    expect(
      cancelledMinutes(
        { ...cancelled, canceledBy: 'tutor', canceledAt: '2026-11-23T08:59:00.000Z' },
        'Student',
      ),
    ).toBe('back');
  });
  it('by the window in force, as the server counts it (decision 275)', () => {
    const anHourAhead = { ...cancelled, canceledAt: '2026-11-23T08:00:00.000Z' };
    expect(cancelledMinutes(anHourAhead, 'Student')).toBe('counted');
    expect(cancelledMinutes(anHourAhead, 'Student', 30)).toBe('back');
  });
  it('says nothing to the tutor, nor of a lesson still on', () => {
    expect(
      cancelledMinutes({ ...cancelled, canceledAt: '2026-11-23T08:01:00.000Z' }, 'Tutor'),
    ).toBeNull();
    expect(
      cancelledMinutes({ ...cancelled, status: 'pending', canceledAt: null }, 'Student'),
    ).toBeNull();
  });
});

// Decision 093: the rating is on the room's «ended» screen; the lesson's page is the way back
// there for a student who said «بعدين» (no one types /session?id=lesson:…).
describe('the way to rate a lesson', () => {
  const end = START + 30 * MIN;
  it('offers the student the rating once the lesson is over', () => {
    expect(mayRate(lesson(), 'Student', end)).toBe(true);
    expect(mayRate(lesson({ status: 'fulfilled' }), 'Student', end + 60 * MIN)).toBe(true);
  });

  it('not before the end, not for a cancelled lesson, not to the tutor', () => {
    expect(mayRate(lesson(), 'Student', end - MIN)).toBe(false);
    expect(mayRate(lesson({ status: 'cancelled' }), 'Student', end + MIN)).toBe(false);
    expect(mayRate(lesson({ status: 'fulfilled' }), 'Tutor', end + MIN)).toBe(false);
  });
});
