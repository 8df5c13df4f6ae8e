import { roleFlags, type UserRole } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { desktopNav } from './desktop-nav.ts';

export interface NavItem {
  to: string;
  label: string;
}

const admin: NavItem[] = [
  { to: '/admin', label: ar.nav.adminHome },
  { to: '/admin/users', label: ar.nav.users },
  { to: '/admin/tutors', label: ar.nav.adminTutors },
  { to: '/admin/invoices', label: ar.nav.withdrawals },
  { to: '/admin/plans', label: ar.nav.plans },
  { to: '/admin/plan-invites', label: ar.nav.planInvites },
  { to: '/admin/interviews', label: ar.nav.interviews },
  { to: '/admin/lessons', label: ar.nav.lessons },
  { to: '/admin/topics', label: ar.nav.topics },
  { to: '/admin/photo-sessions', label: ar.nav.photoSessions },
  { to: '/admin/platform-settings', label: ar.nav.platformSettings },
  { to: '/admin/user-settings', label: ar.nav.accountSettings },
];

const byRole: Record<UserRole, NavItem[]> = {
  Student: [
    { to: '/s/dashboard', label: ar.nav.dashboard },
    { to: '/tutors', label: ar.nav.tutors },
    { to: '/upcoming-lessons', label: ar.nav.upcoming },
    { to: '/lessons-schedule', label: ar.nav.schedule },
    { to: '/chat', label: ar.nav.chat },
    { to: '/plans', label: ar.nav.plans },
  ],
  Tutor: [
    { to: '/t/dashboard', label: ar.nav.dashboard },
    { to: '/schedule-management', label: ar.nav.scheduleManagement },
    { to: '/lessons-schedule', label: ar.nav.schedule },
    { to: '/chat', label: ar.nav.chat },
    { to: '/invoices', label: ar.nav.earnings },
  ],
  TutorManager: [
    { to: '/t/dashboard', label: ar.nav.dashboard },
    { to: '/interviews', label: ar.nav.interviews },
    { to: '/chat', label: ar.nav.chat },
  ],
  Studio: [{ to: '/admin/photo-sessions', label: ar.nav.photoSessions }],
  RegularAdmin: admin,
  SuperAdmin: admin,
};

/** A visitor browsing tutors and plans before signing up (issue 16). */
const visitor: NavItem[] = [
  { to: '/tutors', label: ar.nav.tutors },
  { to: '/pricing', label: ar.nav.pricing },
];

/** The onboarding steps: in a tutor's menu only while she has steps to take (decision 284). */
const onboardingItem: NavItem = { to: '/t/onboarding', label: ar.nav.onboarding };

/**
 * The header's links for a role (spec §2 screens; the admin list follows the admin sidebar).
 * `onboarding`: the tutor may still have onboarding steps to take; a tutor who teaches (steps
 * passed, or added by an admin) was offered «الانضمام» and a page saying she needs none of it.
 */
export function navFor(
  role: UserRole | undefined,
  { onboarding = false }: { onboarding?: boolean } = {},
): NavItem[] {
  if (!role) return visitor;
  const steps = role === 'Tutor' && onboarding ? [onboardingItem] : [];
  return [...byRole[role], ...steps, ...desktopNav(role)];
}

/**
 * The account menu's links (the avatar in the app's header), before «تسجيل الخروج»: the
 * profile by role, a student's receipts (decision 206), and a tutor manager's settings, which
 * her /profile has no way to (decision 154 opens the tutor settings to her).
 */
export function accountLinksFor(role: UserRole | undefined): NavItem[] {
  const flags = role ? roleFlags(role) : null;
  return [
    {
      to: flags?.tutor ? '/t/profile-settings' : flags?.admin ? '/admin/user-settings' : '/profile',
      label: ar.account.profile,
    },
    ...(flags?.student ? [{ to: '/invoices', label: ar.nav.invoices }] : []),
    ...(flags?.tutorManager ? [{ to: '/t/account-settings', label: ar.account.settings }] : []),
  ];
}
