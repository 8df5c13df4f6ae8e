import type { Gendered, TutorMetaDto, UserDto } from '@kalam/shared';
import { tutorText } from './text.ts';

const t = tutorText.setup;

export interface SetupItem {
  text: string;
  to: string;
  link: string;
}

/**
 * What still stops students from booking this tutor (spec §6: verified e-mail and phone, an
 * activated account) and the profile texts they read, each with the screen that fixes it. The
 * missing texts lead to the guided walk of /t/complete-profile (from what is saved, «أكمّل
 * بعدين» back here), its one way in besides the address.
 */
export function setupItems(
  user: UserDto,
  meta: TutorMetaDto | undefined,
  me: Gendered,
  /** The home shows the onboarding step itself (decision 269): no second way to the same page. */
  onboardingShown = false,
): SetupItem[] {
  const items: SetupItem[] = [];
  if (!user.verifiedEmail)
    items.push({ text: t.unverifiedEmail(me), to: '/verify-email', link: t.verifyEmail });
  if (!user.verifiedPhone)
    items.push({ text: t.unverifiedPhone(me), to: '/t/account-settings', link: t.accountSettings });
  if (meta?.missingData.some((m) => m === 'bio' || m === 'about'))
    items.push({ text: t.missing(me), to: '/t/complete-profile', link: t.completeProfile });
  if (!user.activated && !onboardingShown)
    items.push({ text: t.inactive(me), to: '/t/onboarding', link: t.onboarding });
  return items;
}
