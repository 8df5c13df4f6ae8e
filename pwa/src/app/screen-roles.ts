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
