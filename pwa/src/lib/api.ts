import { AppError, isErrorCode } from '@kalam/shared';
import { API_BASE } from './api-base.ts';
import { isTokenValid } from './auth-storage.ts';

export { API_BASE };

type TokenSource = () => string | null;
let readToken: TokenSource = () => null;
let onUnauthenticated: () => void = () => {};

/** The auth context tells the client where the token is and what to do on a 401. */
export function configureApi(options: { token: TokenSource; onUnauthenticated: () => void }): void {
  readToken = options.token;
  onUnauthenticated = options.onUnauthenticated;
}

/**
 * A JSON call to /api/v1. An error answer carrying a catalogue code becomes an AppError (code,
 * status, Arabic message, details); other errors pass through unchanged (spec §7).
 */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchImpl(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(response.status, await response.text(), 'authorization' in headers);
}

/**
 * The bearer header for a call, or none. Spec §4: private requests only with an unexpired
 * token; an expired one ends the session. Shared with the upload client (lib/upload.ts).
 */
export function authHeaders(): Record<string, string> {
  const stored = readToken();
  const token = isTokenValid(stored, Date.now()) ? stored : null;
  if (stored && !token) onUnauthenticated();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** An answer's status and body text as the call's result, or the error its envelope names. */
export function readAnswer<T>(status: number, text: string, sentToken: boolean): T {
  const data: unknown = text ? safeJson(text) : null;
  if (status >= 200 && status < 300) return data as T;
  const code = (data as { code?: unknown } | null)?.code;
  if (isErrorCode(code)) {
    if (status === 401 && sentToken) onUnauthenticated();
    throw new AppError(code, (data as { details?: unknown }).details, status);
  }
  throw new Error(`HTTP ${status}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
