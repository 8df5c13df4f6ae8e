/**
 * Spec §5 "Device clock and timezone must be correct": the device clock is compared with the
 * server's (GET /api/v1/time), and the device's named time zone with its UTC offset.
 */

/** A device clock further than this from the server's is called wrong. */
export const MAX_CLOCK_SKEW_MS = 2 * 60 * 1000;

export interface ServerTime {
  now: string;
  epochMs: number;
}

/**
 * How far the device clock is from the server's, in ms (positive: the device is ahead). The
 * server read its clock somewhere between sending and receiving, so we compare with the midpoint.
 */
export function clockSkewMs(serverEpochMs: number, sentAtMs: number, receivedAtMs: number): number {
  const deviceAtServerRead = sentAtMs + (receivedAtMs - sentAtMs) / 2;
  return Math.round(deviceAtServerRead - serverEpochMs);
}

export function isDeviceClockWrong(skewMs: number): boolean {
  return Math.abs(skewMs) > MAX_CLOCK_SKEW_MS;
}

/** The UTC offset (minutes east of UTC) a named zone has at an instant, or null for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) return null;
    if (name === 'GMT') return 0;
    const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
    if (!match) return null;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/**
 * A device set to one zone but another offset (a hand-set clock, a stale zone database) shows
 * every lesson at the wrong hour. `deviceOffsetMinutes` is minus Date#getTimezoneOffset().
 */
export function isTimeZoneWrong(
  timeZone: string | undefined,
  deviceOffsetMinutes: number,
  at: Date,
): boolean {
  if (!timeZone) return false;
  const expected = zoneOffsetMinutes(timeZone, at);
  return expected !== null && expected !== deviceOffsetMinutes;
}

/** Reads the server clock once and says whether the device clock or zone is wrong. */
export async function checkDeviceTime(
  fetchTime: () => Promise<ServerTime>,
  now: () => number = Date.now,
  zone: () => string | undefined = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): Promise<{ skewMs: number; clockWrong: boolean; zoneWrong: boolean }> {
  const sentAt = now();
  const time = await fetchTime();
  const receivedAt = now();
  const skewMs = clockSkewMs(time.epochMs, sentAt, receivedAt);
  const at = new Date(receivedAt);
  return {
    skewMs,
    clockWrong: isDeviceClockWrong(skewMs),
    zoneWrong: isTimeZoneWrong(zone(), -at.getTimezoneOffset(), at),
  };
}
