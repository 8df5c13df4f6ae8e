import type { OnboardingStep, OnboardingStepState } from '@kalam/shared';
import { onboardingText } from './text.ts';

const tone: Record<OnboardingStepState, string> = {
  locked: 'bg-subtle text-soft',
  todo: 'bg-warn-fill text-warn-strong',
  waiting: 'bg-info-fill text-info-text',
  booked: 'bg-info-fill text-info-text',
  refused: 'bg-danger-fill text-danger-ink',
  passed: 'bg-brand-soft text-brand-deep',
};

/** One line always: «عليك الدور» broke in two beside a long title on a 390 px phone (284). */
export function StepBadge({ step, state }: { step: OnboardingStep; state: OnboardingStepState }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${tone[state]}`}
      data-state={state}
    >
      {onboardingText.stateOf(step, state)}
    </span>
  );
}
