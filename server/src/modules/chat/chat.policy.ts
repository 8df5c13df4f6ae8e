import type { UserRole } from '@kalam/shared';

const STAFF: readonly UserRole[] = ['SuperAdmin', 'RegularAdmin', 'TutorManager', 'Studio'];

/**
 * Who may open a General chat with whom (decision 031): a student and a tutor; staff (admins,
 * tutor managers, studio) with anyone. Students never chat with students, nor tutors with tutors.
 */
export function mayChat(a: UserRole, b: UserRole): boolean {
  if (STAFF.includes(a) || STAFF.includes(b)) return true;
  return (a === 'Student' && b === 'Tutor') || (a === 'Tutor' && b === 'Student');
}
