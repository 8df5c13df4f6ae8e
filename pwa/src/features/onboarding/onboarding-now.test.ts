import { describe, expect, it } from 'vitest';
import type { OnboardingProgressDto, OnboardingStepDto } from '@kalam/shared';
import { needsOnboarding } from './needs-onboarding.ts';
import { homeStep, onboardingNow } from './onboarding-now.ts';

// 11:00 on Wednesday 25 November in Cairo.
const NOW = Date.parse('2026-11-25T09:00:00Z');
const her = { gender: 'female' as const };
const him = { gender: 'male' as const };
type Step = OnboardingStepDto['step'];
type State = OnboardingStepDto['state'];
const ORDER: Step[] = ['intro-video', 'interview', 'demo-session', 'photo-session'];

/** Progress whose steps before `at` passed, `at` is in `state` (with `over`), the rest locked. */
function progress(at: Step, state: State, over: Partial<OnboardingStepDto> = {}) {
  const i = ORDER.indexOf(at);
  return {
    tutorId: 't1',
    activated: false,
    manuallyAdded: false,
    missing: [],
    introVideoSeconds: { min: 30, max: 120 },
    studioAddress: null,
    steps: ORDER.map((step, j) => ({
      step,
      state: j < i ? 'passed' : j === i ? state : 'locked',
      id: j <= i ? `${step}-1` : null,
      at: null,
      reason: null,
      retryAfter: null,
      canceledAt: null,
      ...(j === i ? over : {}),
    })),
  } as OnboardingProgressDto;
}

// Decision 269: the applicant's home says which step they are on and what to do next.
describe('the step an applicant is on, on their home', () => {
  it('names the step with its counter and sends a new applicant to record, in her gender', () => {
    expect(onboardingNow(progress('intro-video', 'todo'), NOW, her)).toMatchObject({
      title: 'الخطوة ١ من ٤: الفيديو التعريفي',
      say: 'فيديو قصير تعرّفي فيه نفسك بالإنجليزي.',
      go: { to: '/t/onboarding', label: 'سجّلي الفيديو التعريفي', act: true },
    });
    expect(onboardingNow(progress('intro-video', 'todo'), NOW, him)).toMatchObject({
      say: 'فيديو قصير تعرّف فيه نفسك بالإنجليزي.',
      go: { label: 'سجّل الفيديو التعريفي' },
    });
    // A new account that has not said its gender reads a way on that needs none.
    expect(onboardingNow(progress('intro-video', 'todo'), NOW, null)?.go.label).toBe(
      'تسجيل الفيديو التعريفي',
    );
  });

  it('says a video under review waits, and only opens the page', () => {
    expect(onboardingNow(progress('intro-video', 'waiting'), NOW, him)).toMatchObject({
      say: 'فيديوك عند المراجعة، هنقولك أول ما يتراجع.',
      go: { to: '/t/onboarding', label: 'افتح خطوات الانضمام', act: false },
    });
    expect(onboardingNow(progress('intro-video', 'waiting'), NOW, null)?.go.label).toBe(
      'خطوات الانضمام',
    );
  });

  it('says a refused video, its reason, and when another may be sent', () => {
    const later = progress('intro-video', 'refused', {
      reason: 'The sound is too low.',
      retryAfter: '2027-02-25T09:00:00Z',
    });
    expect(onboardingNow(later, NOW, her)).toMatchObject({
      say: 'الفيديو اترفض، والسبب:',
      reason: 'The sound is too low.',
      then: 'تقدري تبعتي فيديو جديد من الخميس، ٢٥ فبراير.',
      go: { label: 'افتحي خطوات الانضمام' },
    });
    const now = progress('intro-video', 'refused', { retryAfter: '2026-11-01T09:00:00Z' });
    expect(onboardingNow(now, NOW, her)).toMatchObject({
      then: 'تقدري تبعتي فيديو جديد دلوقتي.',
      go: { label: 'سجّلي الفيديو التعريفي' },
    });
  });

  it('sends an applicant past the video to book the interview, then the demo session', () => {
    expect(onboardingNow(progress('interview', 'todo'), NOW, her)).toMatchObject({
      title: 'الخطوة ٢ من ٤: المقابلة',
      say: 'مقابلة إنجليزي نص ساعة مع مسؤول المقابلات.',
      go: { to: '/t/onboarding', label: 'احجزي المقابلة' },
    });
    expect(onboardingNow(progress('demo-session', 'todo'), NOW, him)).toMatchObject({
      title: 'الخطوة ٣ من ٤: الجلسة التجريبية',
      say: 'جلسة تجريبية نص ساعة تشرح فيها.',
      go: { label: 'احجز الجلسة التجريبية' },
    });
  });

  it('shows a booked call, when it is, and its room only once the room is open', () => {
    const tomorrow = progress('interview', 'booked', { at: '2026-11-26T10:00:00Z' });
    const ahead = onboardingNow(tomorrow, NOW, her)!;
    expect(ahead.say).toBe('ميعادك بكرة الساعة ١٢ الضهر');
    expect(ahead.call).toMatchObject({ room: '/interview/interview-1', open: false });
    expect(ahead.go).toEqual({ to: '/t/onboarding', label: 'افتحي خطوات الانضمام', act: false });
    const soon = progress('demo-session', 'booked', { at: '2026-11-25T09:05:00Z' });
    expect(onboardingNow(soon, NOW, her)).toMatchObject({
      say: 'ميعادك كمان ٥ دقايق',
      go: { to: '/demo-session/demo-session-1', label: 'ادخلي غرفة الجلسة', act: true },
    });
  });

  it('says a call that is over waits for its result', () => {
    const over = progress('interview', 'booked', { at: '2026-11-25T07:00:00Z' });
    expect(onboardingNow(over, NOW, him)).toMatchObject({
      call: null,
      say: 'المقابلة خلصت، ومستنيين النتيجة.',
      go: { label: 'افتح خطوات الانضمام' },
    });
  });

  it('says a refusal with the manager’s words, and books again when allowed', () => {
    const interview = progress('interview', 'refused', {
      reason: 'Grammar needs work.',
      retryAfter: '2027-02-25T09:00:00Z',
    });
    expect(onboardingNow(interview, NOW, her)).toMatchObject({
      say: 'المقابلة ما عدّتش. ملاحظات الإدارة:',
      reason: 'Grammar needs work.',
      then: 'تقدري تقدّمي تاني من الخميس، ٢٥ فبراير.',
      go: { label: 'افتحي خطوات الانضمام' },
    });
    expect(onboardingNow(progress('demo-session', 'refused'), NOW, her)).toMatchObject({
      say: 'الجلسة التجريبية ما عدّتش، تقدري تحجزي واحدة تانية.',
      go: { label: 'احجزي الجلسة التجريبية' },
    });
  });

  it('says the studio’s wait and the booked shoot', () => {
    expect(onboardingNow(progress('photo-session', 'waiting'), NOW, her)).toMatchObject({
      title: 'الخطوة ٤ من ٤: جلسة التصوير',
      say: 'الاستوديو هيحدّد معاكي ميعاد التصوير ويبلّغك.',
    });
    const booked = progress('photo-session', 'booked', { at: '2026-11-27T09:00:00Z' });
    expect(onboardingNow(booked, NOW, him)?.say).toMatch(
      /^ميعاد التصوير .*٢٧ نوفمبر، ١١ الصبح في الاستوديو\.$/,
    );
  });

  it('shows nothing once onboarding is over, or for a tutor an admin added', () => {
    const done = progress('photo-session', 'passed');
    expect(onboardingNow(done, NOW, her)).toBeNull();
    expect(onboardingNow({ ...done, activated: true }, NOW, her)).toBeNull();
    const added = { ...progress('intro-video', 'todo'), manuallyAdded: true };
    expect(onboardingNow(added, NOW, her)).toBeNull();
  });
});

// Decision 284: an applicant's home showed a working tutor's «أرباحك لحد دلوقتي» and «رصيدك» for
// a second and a half, until her progress came and said she had a step to take.
describe('what a tutor’s home leads with', () => {
  const applicant = { gender: 'female' as const, activated: false };
  const teaching = { gender: 'female' as const, activated: true };

  it('waits while an applicant’s progress is not known, and then says her step', () => {
    expect(homeStep(applicant, { isError: false }, NOW)).toBe('loading');
    expect(
      homeStep(applicant, { data: progress('intro-video', 'todo'), isError: false }, NOW),
    ).toMatchObject({ title: 'الخطوة ١ من ٤: الفيديو التعريفي' });
  });

  it('never waits for an activated tutor, and is the working home once she has no step', () => {
    expect(homeStep(teaching, { isError: false }, NOW)).toBeNull();
    const added = { ...progress('intro-video', 'todo'), manuallyAdded: true };
    expect(homeStep(applicant, { data: added, isError: false }, NOW)).toBeNull();
  });

  it('leaves the working home, with its notice, when the progress could not load', () => {
    expect(homeStep(applicant, { isError: true }, NOW)).toBeNull();
  });
});

describe('who still has onboarding steps (the menu’s «الانضمام»)', () => {
  it('an applicant with a step left', () => {
    expect(needsOnboarding(progress('interview', 'booked'))).toBe(true);
    expect(needsOnboarding(progress('photo-session', 'waiting'))).toBe(true);
  });

  it('not a tutor whose steps passed, who is activated, or whom an admin added', () => {
    expect(needsOnboarding(progress('photo-session', 'passed'))).toBe(false);
    expect(needsOnboarding({ ...progress('interview', 'todo'), activated: true })).toBe(false);
    expect(needsOnboarding({ ...progress('intro-video', 'todo'), manuallyAdded: true })).toBe(
      false,
    );
  });
});
