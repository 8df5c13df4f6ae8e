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
