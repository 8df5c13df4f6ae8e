import { DEFAULT_TIME_ZONE } from '../constants.ts';

const NOT_A_PLACE = /^(Etc\/|GMT|UTC$|UCT$|Universal$|Zulu$|Greenwich$)/;

/**
 * A zone that is a place's wall clock: a valid IANA name, not UTC or one of its aliases
 * (`Etc/…`, `GMT`, `UCT`, `Zulu`…) — what a server, a headless browser or a device left on UTC
 * reports, never where a person in Kalam lives (decision 286).
 */
export function isPlaceTimeZone(zone: string): boolean {
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  return ![zone, canonical].some((name) => NOT_A_PLACE.test(name));
}

/**
 * The wall clock a person's times are said on: their own zone when it is a place's, else Cairo's
 * (ARABIC.md «Africa/Cairo unless the person's own zone differs»). Every message says a time on it.
 */
export function personTimeZone(person: { timeZone?: string | null }): string {
  const zone = person.timeZone;
  return zone && isPlaceTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
