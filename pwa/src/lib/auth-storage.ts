import { AUTH_TOKEN_STORAGE_KEY, CURRENT_USER_STORAGE_KEY, type UserDto } from '@kalam/shared';

/** The `exp` of a JWT (seconds), or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** Spec §4: a token is expired when its exp is before now. */
export function isTokenValid(token: string | null, nowMs: number): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

export interface StoredSession {
  token: string | null;
  user: UserDto | null;
}

export function readSession(storage: Pick<Storage, 'getItem'> = localStorage): StoredSession {
  const token = storage.getItem(AUTH_TOKEN_STORAGE_KEY);
  let user: UserDto | null = null;
  try {
    user = JSON.parse(storage.getItem(CURRENT_USER_STORAGE_KEY) ?? 'null') as UserDto | null;
  } catch {
    user = null;
  }
  return { token, user };
}

export function writeSession(
  session: StoredSession,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  if (session.token) storage.setItem(AUTH_TOKEN_STORAGE_KEY, session.token);
  else storage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  if (session.user) storage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(session.user));
  else storage.removeItem(CURRENT_USER_STORAGE_KEY);
}
