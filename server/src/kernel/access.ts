import { AppError, isAdmin, type UserRole } from '@kalam/shared';
import type { Caller } from './caller.ts';

/**
 * Who may call a route (spec §6, and common sense where it is silent): anyone (anonymous too),
 * any signed-in user, or only some roles. `self` names a path parameter that must be the
 * caller's own id unless the caller's role is one of `self.unless` (admins by default): the one
 * object rule that can be decided before the body is read. `also` documents the object-level
 * rule the service adds (owner or admin…). Every call declares one (`defineCall`), and the
 * pipeline decides it before validation: 401, then 403, then 400 (decision 151).
 */
export interface Access {
  roles: 'anyone' | 'signed-in' | readonly UserRole[];
  self?: { param: string; unless?: readonly UserRole[] };
  also?: string;
}

export type AccessTable = Readonly<Record<string, Access>>;

export const ADMINS = ['SuperAdmin', 'RegularAdmin'] as const satisfies readonly UserRole[];

/** Access shorthands for the common cases. */
export const ANYONE = { roles: 'anyone' } as const satisfies Access;
export const SIGNED_IN = { roles: 'signed-in' } as const satisfies Access;
export const ADMINS_ONLY = { roles: ADMINS } as const satisfies Access;
export const only = (...roles: UserRole[]): Access => ({ roles });

/**
 * The caller, when `access` lets them in: 401 when it needs one and there is none, 403 for a
 * role not listed or another user's id in the `self` parameter.
 */
export function authorizeCaller(
  caller: Caller | null,
  access: Access,
  param: (name: string) => string | undefined,
): Caller | null {
  if (access.roles === 'anyone') return caller;
  if (!caller) throw new AppError('unauthenticated');
  if (access.roles !== 'signed-in' && !access.roles.includes(caller.role))
    throw new AppError('forbidden');
  if (access.self) {
    const bypass = access.self.unless
      ? access.self.unless.includes(caller.role)
      : isAdmin(caller.role);
    if (!bypass && param(access.self.param) !== caller.id) throw new AppError('forbidden');
  }
  return caller;
}
