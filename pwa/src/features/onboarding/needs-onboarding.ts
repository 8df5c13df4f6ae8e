import type { OnboardingProgressDto } from '@kalam/shared';

/**
 * Whether the tutor still has onboarding steps to take: not activated, not added by an admin
 * (spec §3 "manually-added"), and a step not passed. The menu's «الانضمام» and the home's step
 * card are for this tutor only (decisions 269, 284). Apart from the card's words, so the
 * signed-in frame's menu can ask it without loading them.
 */
export function needsOnboarding(progress: OnboardingProgressDto): boolean {
  return (
    !progress.activated &&
    !progress.manuallyAdded &&
    progress.steps.some((s) => s.state !== 'passed')
  );
}
