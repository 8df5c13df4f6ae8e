import { describe, expect, it } from 'vitest';
import type { LessonDto } from '@kalam/shared';
import type { LessonDoc } from '@kalam/sync';
import { splitByTime, toLessonDto } from './local-lessons.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const person = { id: 'p', name: 'منى', image: null };

const doc = (id: string, start: string, minutes: number, status = 'pending'): LessonDoc => ({
  id,
  tutorId: 't',
  studentId: 's',
  tutor: person,
  student: person,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  duration: minutes,
  price: null,
  status: status as LessonDoc['status'],
  canceledBy: status === 'cancelled' ? 'student' : null,
  canceledAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: 42,
});

const ids = (list: LessonDto[]) => list.map((l) => l.id);

describe('local lessons split like GET /lesson/list?time=', () => {
  const lessons = [
    doc('later', '2026-11-27T10:00:00.000Z', 30),
    doc('live', '2026-11-25T09:50:00.000Z', 30),
    doc('ended', '2026-11-24T10:00:00.000Z', 30),
    doc('soon-cancelled', '2026-11-26T10:00:00.000Z', 15, 'cancelled'),
    doc('live-cancelled', '2026-11-25T09:45:00.000Z', 30, 'cancelled'),
    doc('older', '2026-11-23T10:00:00.000Z', 60, 'fulfilled'),
    doc('just-ended', '2026-11-25T09:30:00.000Z', 30),
  ].map(toLessonDto);

  it('puts what goes on now (not cancelled) apart, earliest first', () => {
    expect(ids(splitByTime(lessons, NOW).live)).toEqual(['live']);
  });

  it('lists what is to come with the cancelled ones, earliest first', () => {
    expect(ids(splitByTime(lessons, NOW).future)).toEqual(['soon-cancelled', 'later']);
  });

  it('lists what ended (at its end, not its start) latest first', () => {
    expect(ids(splitByTime(lessons, NOW).past)).toEqual(['just-ended', 'ended', 'older']);
  });

  it('drops the sync stamp: a lesson reads as the REST one', () => {
    expect(Object.keys(lessons[0]!)).not.toContain('updatedAt');
  });
});
