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

export function StepBadge({ step, state }: { step: OnboardingStep; state: OnboardingStepState }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${tone[state]}`}
      data-state={state}
    >
      {onboardingText.stateOf(step, state)}
    </span>
  );
}
