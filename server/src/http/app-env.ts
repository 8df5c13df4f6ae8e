import type { UserRole } from '@kalam/shared';
import type { AppDeps } from '../deps.ts';

/** Who is calling: set by the auth middleware from a valid bearer token. */
export interface Caller {
  id: string;
  role: UserRole;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  activated: boolean;
  name: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    caller: Caller | null;
    requestId: string;
  };
}
