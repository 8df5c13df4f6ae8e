import type { UserRole } from './enums.ts';

/** The derived role flags of spec §3. */
export interface RoleFlags {
  tutor: boolean;
  student: boolean;
  tutorManager: boolean;
  studio: boolean;
  regularAdmin: boolean;
  superAdmin: boolean;
  /** Either admin role. */
  admin: boolean;
  /** Tutor, tutor manager and student are learner-side users. */
  learnerSide: boolean;
}

export function roleFlags(role: UserRole): RoleFlags {
  const flags = {
    tutor: role === 'Tutor',
    student: role === 'Student',
    tutorManager: role === 'TutorManager',
    studio: role === 'Studio',
    regularAdmin: role === 'RegularAdmin',
    superAdmin: role === 'SuperAdmin',
  };
  return {
    ...flags,
    admin: flags.regularAdmin || flags.superAdmin,
    learnerSide: flags.tutor || flags.tutorManager || flags.student,
  };
}

export const ADMIN_ROLES = ['SuperAdmin', 'RegularAdmin'] as const satisfies readonly UserRole[];

export function isAdmin(role: UserRole): boolean {
  return role === 'SuperAdmin' || role === 'RegularAdmin';
}

/**
 * Whether a caller may give `role` to someone (an invite): admin roles only from a super admin.
 * The server refuses the rest, and the invite form offers only these (issue 40).
 */
export function mayGrantRole(caller: UserRole, role: UserRole): boolean {
  return !isAdmin(role) || caller === 'SuperAdmin';
}
