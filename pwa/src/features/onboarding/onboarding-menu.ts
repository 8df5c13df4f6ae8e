import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OnboardingProgressDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { needsOnboarding } from './needs-onboarding.ts';
import { onboardingKeys } from './onboarding-keys.ts';

/**
 * Whether the menu offers «الانضمام» (decision 284): to a tutor who may still have steps to
 * take. An activated tutor has none (onboarded, or added by an admin). Any other keeps it unless
 * her progress, once her home or the onboarding page has read it, says an admin added her or
 * her four steps passed. The menu only watches that query in the cache and never asks it: the
 * call, its schemas and a query observer would weigh on the signed-in frame every screen loads
 * (the shell's 170 KB aim, decision 228).
 */
export function useOnboardingInMenu(enabled: boolean): boolean {
  const me = useAuth().user;
  const client = useQueryClient();
  const progress = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => client.getQueryData<OnboardingProgressDto>(onboardingKeys.progress()),
  );
  return enabled && !!me && !me.activated && (!progress || needsOnboarding(progress));
}
