import type { UserDto } from '@kalam/shared';

/**
 * Spec §6: a student needs a verified e-mail to write (the server refuses with
 * `unverified-email` otherwise); reading the history needs none, and other roles need neither.
 */
export function mayWrite(user: Pick<UserDto, 'role' | 'verifiedEmail'> | null): boolean {
  if (!user) return false;
  return user.role !== 'Student' || user.verifiedEmail;
}
