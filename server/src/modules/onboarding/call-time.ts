import type { OnboardingPhase } from '@kalam/shared';

const MINUTE = 60_000;

/** An interview or demo session in time: start (epoch ms) and length in minutes. */
export interface CallTime {
  start: number;
  duration: number;
}

export const endOf = (call: CallTime): number => call.start + call.duration * MINUTE;

/**
 * Spec §4 phases: before the start, during the call, after its end. The call ends at its slot's
 * end, or earlier once both sides came and left (`over`, from the session's log; issue 40).
 */
export function phaseOf(call: CallTime, now: number, over = false): OnboardingPhase {
  if (now < call.start) return 'upcoming';
  return now < endOf(call) && !over ? 'in-progress' : 'ended';
}

/** The same instant `months` calendar months later (UTC), for the re-apply rules. */
export function addMonths(instant: number, months: number): number {
  const date = new Date(instant);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
