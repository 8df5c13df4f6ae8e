/** Where a person lands after signing in, by role. */
export function homeFor(role: string | undefined): string {
  if (role === 'Student') return '/s/dashboard';
  if (role === 'Tutor' || role === 'TutorManager') return '/t/dashboard';
  if (role) return '/admin';
  return '/';
}
