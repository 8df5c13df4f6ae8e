import type { UseQueryResult } from '@tanstack/react-query';

/*
 * The last figures the server gave a screen (minutes left, stats), kept on the device so that
 * with no network the screen shows them, dated, instead of an error (decision 107). Only small
 * answers of the signed-in user; sign-out forgets them all (auth-context). The hook that screens
 * use is `useLastKnown` (use-last-known.ts).
 */

const PREFIX = 'kalam.last-known.';

type Memory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface Saved<T> {
  /** When the server gave it (the query's `dataUpdatedAt`). */
  at: number;
  data: T;
}

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

export function remember<T>(
  userId: string,
  name: string,
  data: T,
  at: number,
  memory: Memory = localStorage,
): void {
  try {
    memory.setItem(keyOf(userId, name), JSON.stringify({ at, data } satisfies Saved<T>));
  } catch {
    // Storage full or refused (private mode): the screen simply has nothing to fall back on.
  }
}

export function recall<T>(userId: string, name: string, memory: Memory = localStorage) {
  try {
    const raw = memory.getItem(keyOf(userId, name));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved<T>>;
    return typeof saved.at === 'number' && 'data' in saved ? (saved as Saved<T>) : null;
  } catch {
    return null;
  }
}

/** Sign-out: the next person on this device sees nothing of the last one's figures. */
export function forgetAll(memory: Memory = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < memory.length; i += 1) {
    const key = memory.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => memory.removeItem(key));
}

export interface LastKnown<T> {
  /** The server's answer of this visit, or the remembered one when the server cannot answer. */
  data: T | undefined;
  /**
   * When `data` was fetched, when it may be out of date (no network, or the server did not
   * answer): the screen says «last updated …». Null while it is fresh.
   */
  asOf: number | null;
}

/** What a query shows: its answer (remembered for later), or the last one when offline. */
export function pickLastKnown<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'dataUpdatedAt' | 'isError' | 'fetchStatus'>,
  online: boolean,
  saved: Saved<T> | null,
): LastKnown<T> {
  const cannotAsk = !online || query.isError || query.fetchStatus === 'paused';
  if (query.data !== undefined)
    return { data: query.data, asOf: cannotAsk ? query.dataUpdatedAt : null };
  if (cannotAsk && saved) return { data: saved.data, asOf: saved.at };
  return { data: undefined, asOf: null };
}
