import { DEMO_SESSION_MINUTES, INTERVIEW_MINUTES, type OnboardingStepDto } from '@kalam/shared';
import { roomOpen } from '../../lib/lesson-room.ts';

/** A booked interview or demo session of the signed-in tutor, as her dashboard shows it. */
export interface NextCall {
  step: 'interview' | 'demo-session';
  id: string;
  start: string;
  /** The call's room (the onboarding page's «ادخلي غرفة…» goes to the same one). */
  room: string;
  /** Inside the join window: ten minutes before the start until its end, as a lesson's room. */
  open: boolean;
}

/** The room of a booked onboarding call. */
export const callRoom = (step: NextCall['step'], id: string) =>
  step === 'interview' ? `/interview/${id}` : `/demo-session/${id}`;

const minutesOf = { interview: INTERVIEW_MINUTES, 'demo-session': DEMO_SESSION_MINUTES };

/**
 * Her next booked call from the onboarding progress (decision 253): the first interview or demo
 * session that is booked and not over yet. One that is over waits for the manager's decision and
 * is the onboarding page's to show.
 */
export function nextOnboardingCall(
  steps: readonly OnboardingStepDto[],
  now: number,
): NextCall | null {
  for (const s of steps) {
    if (s.step !== 'interview' && s.step !== 'demo-session') continue;
    if (s.state !== 'booked' || !s.id || !s.at) continue;
    const end = new Date(Date.parse(s.at) + minutesOf[s.step] * 60_000).toISOString();
    if (Date.parse(end) <= now) continue;
    return {
      step: s.step,
      id: s.id,
      start: s.at,
      room: callRoom(s.step, s.id),
      open: roomOpen({ status: 'pending', start: s.at, end }, now),
    };
  }
  return null;
}
