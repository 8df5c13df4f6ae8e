import { API_BASE } from '../../lib/api-base.ts';
import { checkDeviceTime, type ServerTime } from '../../lib/server-time.ts';

/** The server's clock by a bare fetch: the public pages do not carry the app's API client. */
async function serverTime(): Promise<ServerTime> {
  const response = await fetch(`${API_BASE}/time`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /time answered ${response.status}`);
  return (await response.json()) as ServerTime;
}

/**
 * The device-clock warning's text when the clock or time zone is wrong, else null (§5). The
 * error catalogue is fetched only in that case.
 */
export async function deviceTimeProblem(): Promise<string | null> {
  const result = await checkDeviceTime(serverTime);
  if (!result.clockWrong && !result.zoneWrong) return null;
  const { errorMessage } = await import('./device-time-message.ts');
  return errorMessage('invalid-device-time');
}
