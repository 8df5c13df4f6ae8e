import type { OnboardingStepState } from '@kalam/shared';
import { onboardingText } from './text.ts';

const tone: Record<OnboardingStepState, string> = {
  locked: 'bg-subtle text-soft',
  todo: 'bg-amber-100 text-warn-strong dark:bg-amber-950',
  waiting: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
  booked: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
  refused: 'bg-danger-fill text-danger-ink',
  passed: 'bg-teal-100 text-brand-deep dark:bg-teal-950',
};

export function StepBadge({ state }: { state: OnboardingStepState }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${tone[state]}`}
      data-state={state}
    >
      {onboardingText.state[state]}
    </span>
  );
}
