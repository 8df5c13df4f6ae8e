import type { Gendered, OnboardingProgressDto, OnboardingStepDto } from '@kalam/shared';
import { formatDayLong, formatTime } from '../../lib/format.ts';
import { formatComing } from '../../lib/format-coming.ts';
import { formatStep } from '../../lib/numbers.ts';
import { needsOnboarding } from './needs-onboarding.ts';
import { nextOnboardingCall, type NextCall } from './next-call.ts';
import { aboutStep, onboardingText as t } from './text.ts';

/** The onboarding page: every step's detail, the picker, the recorder. */
export const ONBOARDING_PAGE = '/t/onboarding';

/** The step an applicant is on, as their home shows it (decision 269). */
export interface OnboardingNow {
  step: OnboardingStepDto;
  /** «الخطوة ٢ من ٤: المقابلة». */
  title: string;
  /** Where the step stands and what it waits for, in the reader's gender; a call, when it is. */
  say: string;
  /** The staff's or reviewer's words after `say` (a refusal's reason), shown as written. */
  reason: string | null;
  /** When they may try again, after a refusal. */
  then: string | null;
  /** The booked interview or demo session still ahead (when, its room). */
  call: NextCall | null;
  /**
   * The one way on: the room once it is open, the onboarding page otherwise. `act`: it does the
   * step (record, book, enter); without it the step waits on someone else and the way is quieter.
   */
  go: { to: string; label: string; act: boolean };
}

const when = (iso: string) => `${formatDayLong(iso)}، ${formatTime(iso)}`;

/**
 * What a tutor's home leads with (decision 284): the step an applicant is on, none for a tutor
 * who teaches, or `loading` while that is not known — an applicant's home drew a working
 * tutor's earnings and balance for a second and a half before her step arrived. An activated
 * tutor is never an applicant, so her home waits for nothing; a progress that failed to load
 * leaves the working home, whose notice still says the account is not active.
 */
export function homeStep(
  me: (Gendered & { activated: boolean }) | null | undefined,
  progress: { data?: OnboardingProgressDto; isError: boolean },
  now: number,
): OnboardingNow | null | 'loading' {
  if (!me || me.activated) return null;
  if (progress.data) return onboardingNow(progress.data, now, me);
  return progress.isError ? null : 'loading';
}

/**
 * The first step not passed yet, with what it says and where to go; null once there is none,
 * for an activated tutor and for one an admin added (no steps). The words are the onboarding
 * page's, so the home and the page never say a step two ways.
 */
export function onboardingNow(
  progress: OnboardingProgressDto,
  now: number,
  reader: Gendered,
): OnboardingNow | null {
  if (!needsOnboarding(progress)) return null;
  const index = progress.steps.findIndex((s) => s.state !== 'passed');
  const step = progress.steps[index];
  if (!step) return null;
  const b = t.booking;
  const page = (label: string, act = true) => ({ to: ONBOARDING_PAGE, label, act });
  const open = page(t.home.open(reader), false);
  const base = {
    step,
    title: `${t.home.step(formatStep(index + 1, progress.steps.length))}: ${t.steps[step.step].title}`,
    reason: null,
    then: null,
    call: null,
  };
  const retryLater = step.retryAfter !== null && Date.parse(step.retryAfter) > now;

  if (step.state === 'locked') return { ...base, say: b.locked(reader), go: open };
  if (step.step === 'intro-video') {
    const record = page(t.home.record(reader));
    if (step.state === 'waiting') return { ...base, say: t.video.waiting, go: open };
    if (step.state === 'refused')
      return {
        ...base,
        say: t.video.refused,
        reason: step.reason,
        then: retryLater
          ? t.video.retryAfter(formatDayLong(step.retryAfter!), reader)
          : t.video.retryNow(reader),
        go: retryLater ? open : record,
      };
    return { ...base, say: aboutStep(step.step, reader), go: record };
  }
  if (step.step === 'photo-session')
    return {
      ...base,
      say: step.state === 'booked' ? b.photoBooked(when(step.at!)) : b.photoWaiting(reader),
      go: open,
    };

  const interview = step.step === 'interview';
  const book = page(interview ? b.bookInterview(reader) : b.bookDemo(reader));
  if (step.state === 'booked') {
    const call = nextOnboardingCall([step], now);
    if (!call) return { ...base, say: t.home.callOver[step.step], go: open };
    const enter = interview ? b.enterInterview(reader) : b.enterDemo(reader);
    return {
      ...base,
      call,
      say: b.booked(formatComing(call.start, now)),
      go: call.open ? { to: call.room, label: enter, act: true } : open,
    };
  }
  if (step.state === 'refused')
    return {
      ...base,
      say: interview ? b.refusedInterview : b.refusedDemo(reader),
      reason: step.reason,
      then: retryLater ? b.retryAfter(formatDayLong(step.retryAfter!), reader) : null,
      go: retryLater ? open : book,
    };
  return { ...base, say: aboutStep(step.step, reader), go: book };
}
