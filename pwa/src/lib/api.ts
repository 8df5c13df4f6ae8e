import {
  AppError,
  callPath,
  callQuery,
  isErrorCode,
  type CallAnswer,
  type CallInput,
  type CallSpec,
} from '@kalam/shared';
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

/** The input a call takes: nothing when it has no required part, else its parts. */
type CallArgs<C extends CallSpec> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/**
 * One call of `/api/v1`, typed and checked by its shared spec (`shared/src/calls`): the path is
 * filled from `params`, the query from `query`, and the answer is parsed by the very schema the
 * server declared, so a drift between the two fails loudly instead of reaching a screen.
 */
export async function call<C extends CallSpec>(
  spec: C,
  ...[input]: CallArgs<C>
): Promise<CallAnswer<C>> {
  const parts = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const path = callPath(spec, parts.params) + callQuery(parts.query as Record<string, unknown>);
  const answer = await send(spec.method.toUpperCase(), path, parts.body);
  return spec.answer.parse(answer) as CallAnswer<C>;
}

/** Sends one JSON request to /api/v1 and reads its answer (`fetchImpl` for tests). */
export async function send(
  method: string,
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const auth = authHeaders();
  const headers: Record<string, string> = { accept: 'application/json', ...auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchImpl(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer(response.status, await response.text(), auth);
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
export function readAnswer(
  status: number,
  text: string,
  /** The auth headers the request was sent with (`authHeaders()`). */
  sentWith: Record<string, string>,
): unknown {
  const data: unknown = text ? safeJson(text) : null;
  if (status >= 200 && status < 300) return data;
  const code = (data as { code?: unknown } | null)?.code;
  if (isErrorCode(code)) {
    // Only a refusal of the session still in use ends it: a request sent with a token replaced
    // meanwhile (a refresh, a password change's new token) must not sign the person out.
    const sent = sentWith.authorization?.replace(/^Bearer /, '');
    if (status === 401 && sent && sent === readToken()) onUnauthenticated();
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
