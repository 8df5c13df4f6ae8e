/**
 * The two questions every guard asks: is this address our app (the one origin with privileges),
 * and may the system browser open it. Parsing is the check: a string that is not an absolute
 * address is never trusted.
 */
function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Scheme, host and port. Node's URL gives `origin` "null" for schemes it does not know
 * (`kalam://app`), which Chromium treats as standard once registered, so it is built here.
 */
export function originOf(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || !parsed.host) return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** True when `url` is exactly our app's origin (scheme, host and port). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

/**
 * Addresses the system browser may open: https on an allow-listed origin, and mail. Never
 * file:, javascript:, custom schemes or plain http (they run code or leak outside the app).
 */
export function isExternalAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol === 'mailto:') return true;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return allowedOrigins.includes(parsed.origin);
}
