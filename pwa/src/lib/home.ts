/** Where a person lands after signing in, by role. */
export function homeFor(role: string | undefined): string {
  if (role === 'Student') return '/s/dashboard';
  if (role === 'Tutor' || role === 'TutorManager') return '/t/dashboard';
  if (role) return '/admin';
  return '/';
}

/**
 * Where a person completes their profile, by role: a tutor walks the tutor's own steps (the texts
 * students read, her specialities); everyone else the learner's or, for the staff, its first step.
 */
export function completeProfileFor(role: string | undefined): string {
  return role === 'Tutor' ? '/t/complete-profile' : '/complete-profile';
}
