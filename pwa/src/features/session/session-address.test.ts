import { describe, expect, it } from 'vitest';
import {
  backOf,
  dashboardOf,
  roomPath,
  sessionIdFromLocation,
  sessionKindOf,
} from './session-address.ts';

describe('which session a room address names (decision 033 ids)', () => {
  it('reads a lesson from /session?id=', () => {
    expect(sessionIdFromLocation('/session', '?id=lesson%3Aabc-123')).toBe('lesson:abc-123');
    expect(sessionIdFromLocation('/session/', '?id=lesson:abc')).toBe('lesson:abc');
  });

  it('reads interviews and demo sessions from their paths', () => {
    expect(sessionIdFromLocation('/interview/i-1', '')).toBe('interview:i-1');
    expect(sessionIdFromLocation('/demo-session/d_9', '')).toBe('demo-session:d_9');
  });

  it('refuses anything else without asking the server', () => {
    expect(sessionIdFromLocation('/session', '')).toBeNull();
    expect(sessionIdFromLocation('/session', '?id=party:1')).toBeNull();
    expect(sessionIdFromLocation('/session', '?id=lesson:a b')).toBeNull();
    expect(sessionIdFromLocation('/interview/a%2Fb', '')).toBeNull();
    expect(sessionIdFromLocation('/lesson/abc', '')).toBeNull();
  });

  it('names the kind and goes back to the same room', () => {
    expect(sessionKindOf('demo-session:x1')).toBe('demo-session');
    expect(sessionKindOf('nope')).toBeNull();
    expect(roomPath('lesson:abc')).toBe('/session?id=lesson%3Aabc');
    expect(roomPath('interview:i-1')).toBe('/interview/i-1');
  });

  it('sends each role back to its own dashboard', () => {
    expect(dashboardOf('Student')).toBe('/s/dashboard');
    expect(dashboardOf('Tutor')).toBe('/t/dashboard');
    expect(dashboardOf('TutorManager')).toBe('/interviews');
    expect(dashboardOf('RegularAdmin')).toBe('/');
  });

  it('sends a room that cannot open back to the list it came from', () => {
    expect(backOf('lesson', 'Student')).toEqual({ to: '/upcoming-lessons', list: 'lessons' });
    expect(backOf('interview', 'Tutor')).toEqual({ to: '/t/onboarding', list: 'onboarding' });
    expect(backOf('demo-session', 'Tutor')).toEqual({ to: '/t/onboarding', list: 'onboarding' });
    expect(backOf('interview', 'TutorManager')).toEqual({ to: '/interviews', list: 'interviews' });
  });
});
