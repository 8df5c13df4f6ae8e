import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { InterviewDto, OnboardingEventPayload, OnboardingProgressDto } from '@kalam/shared';
import { applyOnboardingEvent, ownActivationChanged } from './use-onboarding-events.ts';
import { onboardingKeys } from './onboarding-api.ts';

const progress = {
  tutorId: 't1',
  activated: false,
  manuallyAdded: false,
  steps: [],
  missing: [],
  introVideoSeconds: { min: 30, max: 120 },
  studioAddress: null,
} as OnboardingProgressDto;
const interview = (id: string, status: string) => ({ id, status }) as unknown as InterviewDto;
const event = (over: Partial<OnboardingEventPayload>): OnboardingEventPayload => ({
  tutorId: 't1',
  step: 'interview',
  id: 'i1',
  progress,
  interview: null,
  demoSession: null,
  ...over,
});

describe('onboarding:changed in the cache (decision 186)', () => {
  it('has the tutor re-read when her own account is turned on, and nobody else', () => {
    const on = event({ step: 'photo-session', progress: { ...progress, activated: true } });
    expect(ownActivationChanged('Tutor', false, on)).toBe(true);
    expect(ownActivationChanged('Tutor', true, on)).toBe(false);
    expect(ownActivationChanged('Studio', false, on)).toBe(false);
    expect(ownActivationChanged('Tutor', false, event({}))).toBe(false);
  });

  it('puts the tutor’s progress under their own key, and staff’s under the tutor’s id', () => {
    const tutor = new QueryClient();
    applyOnboardingEvent(tutor, 'Tutor', event({}));
    expect(tutor.getQueryData(onboardingKeys.progress())).toEqual(progress);
    const staff = new QueryClient();
    applyOnboardingEvent(staff, 'TutorManager', event({}));
    expect(staff.getQueryData(onboardingKeys.progress('t1'))).toEqual(progress);
    expect(staff.getQueryData(onboardingKeys.progress())).toBeUndefined();
  });

  it('replaces a listed interview in place, and refetches a list that lacks it', () => {
    const client = new QueryClient();
    client.setQueryData(onboardingKeys.interviews, {
      list: [interview('i0', 'Pending'), interview('i1', 'Pending')],
      total: 2,
    });
    applyOnboardingEvent(client, 'TutorManager', event({ interview: interview('i1', 'Passed') }));
    expect(client.getQueryData(onboardingKeys.interviews)).toEqual({
      list: [interview('i0', 'Pending'), interview('i1', 'Passed')],
      total: 2,
    });
    expect(client.getQueryState(onboardingKeys.interviews)?.isInvalidated).toBe(false);
    applyOnboardingEvent(
      client,
      'TutorManager',
      event({ id: 'i9', interview: interview('i9', 'Pending') }),
    );
    expect(client.getQueryState(onboardingKeys.interviews)?.isInvalidated).toBe(true);
  });

  it('asks for slots again when a picker stays open, not after her own booking closed it', async () => {
    const client = new QueryClient();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['onboarding', 'slots', 'interview', 'x'],
      queryFn: () => ++asked,
    });
    const stop = observer.subscribe(() => {});
    await expect.poll(() => asked).toBe(1);
    const withState = (state: string) =>
      ({ ...progress, steps: [{ step: 'interview', state }] }) as unknown as OnboardingProgressDto;
    applyOnboardingEvent(client, 'Tutor', event({ progress: withState('booked') }));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toBe(1);
    applyOnboardingEvent(client, 'Tutor', event({ progress: withState('todo') }));
    await expect.poll(() => asked).toBe(2);
    stop();
  });
});
