import type { UserRole } from '@kalam/shared';

/**
 * Which roles open each signed-in learner and tutor screen (spec §1, §6; the spec shows none, so
 * these are ours, decision 154). A screen not listed opens for anyone signed in. Anyone else is
 * sent to their own home, so an admin never sees a student's dashboard greeting them as one.
 */
export const SCREEN_ROLES: Readonly<Record<string, readonly UserRole[]>> = {
  's/dashboard': ['Student'],
  's/settings': ['Student'],
  'checkout/:planId/:period': ['Student'],
  payments: ['Student'],
  'card-added': ['Student'],
  'lessons-schedule': ['Student', 'Tutor'],
  'upcoming-lessons': ['Student', 'Tutor'],
  'lesson/:id': ['Student', 'Tutor'],
  session: ['Student', 'Tutor'],
  invoices: ['Student', 'Tutor'],
  't/dashboard': ['Tutor', 'TutorManager'],
  't/account-settings': ['Tutor', 'TutorManager'],
  't/profile-settings': ['Tutor', 'TutorManager'],
  'schedule-management': ['Tutor', 'TutorManager'],
  't/onboarding': ['Tutor'],
  interviews: ['TutorManager'],
  'desktop/uploads': ['Tutor', 'Studio', 'RegularAdmin', 'SuperAdmin'],
};

/** Whether `role` may open the screen at route `path`. */
export function mayOpen(path: string, role: UserRole): boolean {
  const roles = SCREEN_ROLES[path];
  return !roles || roles.includes(role);
}

const ADMINS: readonly UserRole[] = ['RegularAdmin', 'SuperAdmin'];

/**
 * Which roles open each admin screen (decision 190; the server's calls say the same, tested in
 * server/test/admin/role-guard.test.ts). Students and tutors open none; tutor managers only the
 * interviews, studio staff only the photo sessions; regular admins run the platform; the audit
 * log is for super admins (platform settings open read-only for regular admins).
 */
export const ADMIN_SCREEN_ROLES: Readonly<Record<string, readonly UserRole[]>> = {
  '': ADMINS,
  users: ADMINS,
  'user/:id': ADMINS,
  tutors: ADMINS,
  'tutor/:id': ADMINS,
  invoices: ADMINS,
  interviews: ['TutorManager', ...ADMINS],
  'photo-sessions': ['Studio', ...ADMINS],
  'photo-session/:tutorId': ['Studio', ...ADMINS],
  lessons: ADMINS,
  plans: ADMINS,
  'plan-invites': ADMINS,
  offers: ADMINS,
  topics: ADMINS,
  reports: ADMINS,
  'contact-requests': ADMINS,
  media: ADMINS,
  'server-stats': ADMINS,
  cache: ADMINS,
  'platform-settings': ADMINS,
  'audit-log': ['SuperAdmin'],
  'user-settings': ['Studio', 'TutorManager', ...ADMINS],
};

/** Whether `role` may open the admin screen at route `path` (relative to /admin). Unlisted: admins only. */
export function mayOpenAdmin(path: string, role: UserRole): boolean {
  return (ADMIN_SCREEN_ROLES[path] ?? ADMINS).includes(role);
}

/** Whether `role` opens any admin screen at all. */
export function entersAdmin(role: UserRole): boolean {
  return Object.values(ADMIN_SCREEN_ROLES).some((roles) => roles.includes(role));
}
