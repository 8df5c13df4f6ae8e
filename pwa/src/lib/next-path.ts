/**
 * Where a visitor was going when the app asked them to sign in (`?next=`): kept through login,
 * sign-up, e-mail verification and the profile steps, so they land back on the tutor or plan
 * they chose. Only same-site paths are followed (no open redirect).
 */
export function safeNext(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** `path` with `?next=` carried on when there is one. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** The sign-in address that comes back to `here` after. */
export const signInFor = (here: string) => withNext('/login', here);
