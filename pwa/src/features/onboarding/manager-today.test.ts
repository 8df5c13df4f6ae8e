import { describe, expect, it } from 'vitest';
import { opensDecision, todaysCalls } from './manager-today.ts';

// 11:00 on Tuesday 24 November in Cairo.
const NOW = Date.parse('2026-11-24T09:00:00Z');
const person = (name: string) => ({ id: name, name, image: null });
const interview = (id: string, start: string, over = {}) => ({
  id,
  start,
  status: 'Pending' as const,
  phase: 'upcoming' as const,
  interviewee: person(`مقابلة ${id}`),
  ...over,
});
const demo = (id: string, start: string, over = {}) => ({
  id,
  start,
  status: 'Pending' as const,
  phase: 'upcoming' as const,
  tutor: person(`تجريبية ${id}`),
  ...over,
});

describe("a tutor manager's calls today (decision 243)", () => {
  it('lists today’s pending interviews and demo sessions on the Cairo calendar, earliest first', () => {
    const calls = todaysCalls(
      [
        interview('i1', '2026-11-24T13:00:00Z'),
        // 23:30 Cairo on the 24th is still today there, though the 24th in UTC too.
        interview('i2', '2026-11-24T21:30:00Z'),
        // 00:30 Cairo on the 25th: tomorrow, though still the 24th in UTC.
        interview('i3', '2026-11-24T22:30:00Z'),
        interview('i4', '2026-11-24T10:00:00Z', { status: 'CanceledByInterviewer' }),
        interview('i5', '2026-11-23T13:00:00Z'),
      ],
      [
        demo('d1', '2026-11-24T08:30:00Z', { phase: 'ended' }),
        demo('d2', '2026-11-24T09:00:00Z', { phase: 'in-progress' }),
        demo('d3', '2026-11-24T11:00:00Z', { status: 'Passed' }),
      ],
      NOW,
    );
    expect(calls.map((c) => [c.kind, c.id, c.name, c.to])).toEqual([
      // Ended: its result form on the interviews page, already open.
      ['demo', 'd1', 'تجريبية d1', '/interviews?decide=demo-d1'],
      ['demo', 'd2', 'تجريبية d2', '/demo-session/d2'],
      ['interview', 'i1', 'مقابلة i1', '/interview/i1'],
      ['interview', 'i2', 'مقابلة i2', '/interview/i2'],
    ]);
  });

  it('opens the result form of the call the address names, and of no other', () => {
    expect(opensDecision('?decide=demo-d1', 'demo', 'd1')).toBe(true);
    expect(opensDecision('?decide=demo-d1', 'interview', 'd1')).toBe(false);
    expect(opensDecision('?decide=demo-d1', 'demo', 'd2')).toBe(false);
    expect(opensDecision('', 'demo', 'd1')).toBe(false);
  });

  it('is empty on a day with nothing booked', () => {
    expect(todaysCalls([interview('i5', '2026-11-23T13:00:00Z')], [], NOW)).toEqual([]);
  });
});
