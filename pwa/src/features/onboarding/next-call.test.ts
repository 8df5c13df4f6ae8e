import { describe, expect, it } from 'vitest';
import type { OnboardingStepDto } from '@kalam/shared';
import { nextOnboardingCall } from './next-call.ts';

// 11:00 on Wednesday 25 November in Cairo.
const NOW = Date.parse('2026-11-25T09:00:00Z');
const step = (over: Partial<OnboardingStepDto> & Pick<OnboardingStepDto, 'step' | 'state'>) => ({
  id: null,
  at: null,
  reason: null,
  retryAfter: null,
  canceledAt: null,
  ...over,
});
const video = step({ step: 'intro-video', state: 'passed', id: 'v1' });
const photo = step({ step: 'photo-session', state: 'locked' });

describe("a tutor's next booked onboarding call on her dashboard (decision 253)", () => {
  it('shows her booked interview with its room, still closed hours before', () => {
    const steps = [
      video,
      step({ step: 'interview', state: 'booked', id: 'i1', at: '2026-11-25T13:00:00Z' }),
      step({ step: 'demo-session', state: 'locked' }),
      photo,
    ];
    expect(nextOnboardingCall(steps, NOW)).toEqual({
      step: 'interview',
      id: 'i1',
      start: '2026-11-25T13:00:00Z',
      room: '/interview/i1',
      open: false,
    });
  });

  it('opens the room ten minutes before the start and keeps it open until the end', () => {
    const demo = (at: string) => [
      video,
      step({ step: 'interview', state: 'passed', id: 'i1', at: '2026-11-20T10:00:00Z' }),
      step({ step: 'demo-session', state: 'booked', id: 'd1', at }),
      photo,
    ];
    // Starts at 09:10 UTC: ten minutes early is now.
    expect(nextOnboardingCall(demo('2026-11-25T09:10:00Z'), NOW)).toMatchObject({
      room: '/demo-session/d1',
      open: true,
    });
    expect(nextOnboardingCall(demo('2026-11-25T09:11:00Z'), NOW)?.open).toBe(false);
    // Started 20 minutes ago, 30 minutes long: still on.
    expect(nextOnboardingCall(demo('2026-11-25T08:40:00Z'), NOW)?.open).toBe(true);
  });

  it('shows nothing once the call is over (waiting for a decision) or when none is booked', () => {
    const over = [
      video,
      step({ step: 'interview', state: 'booked', id: 'i1', at: '2026-11-25T08:30:00Z' }),
    ];
    expect(nextOnboardingCall(over, NOW)).toBeNull();
    const none = [video, step({ step: 'interview', state: 'todo' }), photo];
    expect(nextOnboardingCall(none, NOW)).toBeNull();
    // A booked shoot is at the studio, not a call with a room.
    const shoot = [
      step({ step: 'photo-session', state: 'booked', id: 'p1', at: '2026-11-26T09:00:00Z' }),
    ];
    expect(nextOnboardingCall(shoot, NOW)).toBeNull();
  });
});
