import { AppError, isErrorCode } from '@kalam/shared';

export type FetchLike = typeof fetch;

/** Codes after which retrying cannot help: the app must reload or sign in again. */
export const FATAL_SYNC_CODES = ['client-too-old', 'unauthenticated'] as const;

export function isFatalSyncError(error: unknown): error is AppError {
  return error instanceof AppError && (FATAL_SYNC_CODES as readonly string[]).includes(error.code);
}

/** The error an answer carries: its catalogue code when it has one. */
export async function errorOf(response: Response): Promise<Error> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON */
  }
  const code = (body as { code?: unknown } | null)?.code;
  if (isErrorCode(code))
    return new AppError(code, (body as { details?: unknown }).details, response.status);
  return new Error(`HTTP ${response.status}`);
}

/** A JSON call with the bearer token; a refusal throws its AppError. */
export async function syncCall<T>(
  fetchImpl: FetchLike,
  url: string,
  token: string | null,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchImpl(url, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}
