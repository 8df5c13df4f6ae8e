import type { UserRole } from '@kalam/shared';

/** Who is calling: set by the auth middleware from a valid bearer token, or by a socket. */
export interface Caller {
  id: string;
  role: UserRole;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  activated: boolean;
  name: string;
}

/** The caller a signed-in user is: only the fields a call decides on, from a wider user row. */
export function callerOf(user: Caller): Caller {
  const { id, role, verifiedEmail, verifiedPhone, activated, name } = user;
  return { id, role, verifiedEmail, verifiedPhone, activated, name };
}
