import type { MiddlewareHandler } from 'hono';
import { AppError, isAdmin, type UserRole } from '@kalam/shared';
import type { AppEnv, Caller } from './app-env.ts';

/**
 * Reads the bearer token when one is sent. A token that is present but bad answers 401 at once;
 * no token leaves the caller anonymous (routes decide with `requireCaller`).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  c.set('caller', null);
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('unauthenticated');
    c.set('caller', await c.get('deps').tokens.authenticate(match[1]!));
  }
  await next();
};

/** The caller, or 401 when anonymous. */
export function requireCaller(c: { get(key: 'caller'): Caller | null }): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('unauthenticated');
  return caller;
}

/** The caller when their role is one of `roles`; 401 anonymous, 403 otherwise. */
export function requireRole(
  c: { get(key: 'caller'): Caller | null },
  ...roles: UserRole[]
): Caller {
  const caller = requireCaller(c);
  if (!roles.includes(caller.role)) throw new AppError('forbidden');
  return caller;
}

export function requireAdmin(c: { get(key: 'caller'): Caller | null }): Caller {
  const caller = requireCaller(c);
  if (!isAdmin(caller.role)) throw new AppError('forbidden');
  return caller;
}
