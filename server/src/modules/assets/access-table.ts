import { AppError, type UserRole } from '@kalam/shared';
import type { Caller } from '../../http/app-env.ts';
import { requireCaller } from '../../http/auth.ts';

/**
 * Who may call a route (spec §6, and common sense where it is silent): anyone (anonymous too),
 * any signed-in user, or only some roles. `also` says the object-level rule the service adds
 * (owner or admin…). Each area keeps its calls in one table; its permissions test checks every
 * call against every role and anonymous.
 */
export interface Access {
  roles: 'anyone' | 'signed-in' | readonly UserRole[];
  also?: string;
}

export type AccessTable = Readonly<Record<string, Access>>;

export const ADMINS = ['SuperAdmin', 'RegularAdmin'] as const satisfies readonly UserRole[];

type CallerOf<A extends Access> = A['roles'] extends 'anyone' ? Caller | null : Caller;

/** The caller a route may proceed with: 401 when it needs one and has none, 403 for a role not listed. */
export function allow<A extends Access>(
  c: { get(key: 'caller'): Caller | null },
  access: A,
): CallerOf<A> {
  if (access.roles === 'anyone') return c.get('caller') as CallerOf<A>;
  const caller = requireCaller(c);
  if (access.roles !== 'signed-in' && !access.roles.includes(caller.role))
    throw new AppError('forbidden');
  return caller as CallerOf<A>;
}
