import { AppError, isErrorCode } from '@kalam/shared';
import { isTokenValid } from './auth-storage.ts';

export const API_BASE = '/api/v1';

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
  const headers: Record<string, string> = { accept: 'application/json' };
  const stored = readToken();
  // Spec §4: private requests only with an unexpired token; an expired one ends the session.
  const token = isTokenValid(stored, Date.now()) ? stored : null;
  if (stored && !token) onUnauthenticated();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchImpl(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (response.ok) return data as T;
  const code = (data as { code?: unknown } | null)?.code;
  if (isErrorCode(code)) {
    if (response.status === 401 && token) onUnauthenticated();
    throw new AppError(code, (data as { details?: unknown }).details, response.status);
  }
  throw new Error(`HTTP ${response.status}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
