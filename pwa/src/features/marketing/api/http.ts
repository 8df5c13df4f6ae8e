/** What a failed call tells the page: the catalogue's Arabic message when the server sent one. */
export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RequestFailed';
  }
}

/**
 * A JSON call to our API. Network failures become status 0 so pages can say "offline" rather
 * than "failed".
 */
export async function requestJson<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'include',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RequestFailed(0, 'connection-failure', '');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const envelope = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new RequestFailed(
      response.status,
      typeof envelope.code === 'string' ? envelope.code : undefined,
      typeof envelope.message === 'string' ? envelope.message : '',
    );
  }
  return body as T;
}
