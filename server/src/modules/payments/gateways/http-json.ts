import { GatewayUnavailable } from '../gateway.port.ts';

export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * One JSON call to a gateway with a timeout. Network faults and timeouts become
 * GatewayUnavailable; the body is returned whatever the status, for the adapter to judge.
 */
export async function callJson(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayUnavailable(`${init.method} ${new URL(url).pathname}: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status >= 500)
    throw new GatewayUnavailable(`${new URL(url).pathname}: HTTP ${response.status}`);
  return { status: response.status, body };
}
