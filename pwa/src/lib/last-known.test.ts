import { describe, expect, it } from 'vitest';
import { forgetAll, pickLastKnown, recall, remember } from './last-known.ts';

/** localStorage as a Map (Node has none). */
function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

const AT = Date.parse('2026-11-23T07:00:00Z');
const query = (over: Partial<Parameters<typeof pickLastKnown>[0]> = {}) => ({
  data: undefined,
  dataUpdatedAt: 0,
  isError: false,
  fetchStatus: 'idle' as const,
  ...over,
});

describe('the last figures the server gave (decision 107)', () => {
  it('keeps each user’s answer apart, with when it came, and forgets them all at sign-out', () => {
    const m = memory();
    remember('u1', 'stats', { lessons: 3 }, AT, m);
    remember('u2', 'stats', { lessons: 9 }, AT + 1, m);
    remember('u1', 'subscription', null, AT, m);
    m.setItem('kalam.theme', 'dark');
    expect(recall('u1', 'stats', m)).toEqual({ at: AT, data: { lessons: 3 } });
    expect(recall('u2', 'stats', m)).toEqual({ at: AT + 1, data: { lessons: 9 } });
    // «No plan» is an answer too.
    expect(recall('u1', 'subscription', m)).toEqual({ at: AT, data: null });
    expect(recall('u1', 'minutes', m)).toBeNull();
    forgetAll(m);
    expect(recall('u1', 'stats', m)).toBeNull();
    expect(recall('u2', 'stats', m)).toBeNull();
    // Only what this module kept goes.
    expect(m.getItem('kalam.theme')).toBe('dark');
  });

  it('reads a damaged entry as nothing', () => {
    const m = memory();
    m.setItem('kalam.last-known.u1.stats', '{not json');
    m.setItem('kalam.last-known.u1.minutes', JSON.stringify({ data: 1 }));
    expect(recall('u1', 'stats', m)).toBeNull();
    expect(recall('u1', 'minutes', m)).toBeNull();
  });

  it('shows this visit’s answer as fresh while online', () => {
    expect(pickLastKnown(query({ data: 5, dataUpdatedAt: AT }), true, null)).toEqual({
      data: 5,
      asOf: null,
    });
  });

  it('online and still loading, shows nothing old: the screen waits for the server', () => {
    const saved = { at: AT, data: 4 };
    expect(pickLastKnown(query({ fetchStatus: 'fetching' }), true, saved)).toEqual({
      data: undefined,
      asOf: null,
    });
  });

  it('offline or when the server fails, shows the remembered answer with its date', () => {
    const saved = { at: AT, data: 4 };
    expect(pickLastKnown(query(), false, saved)).toEqual({ data: 4, asOf: AT });
    expect(pickLastKnown(query({ isError: true }), true, saved)).toEqual({ data: 4, asOf: AT });
    expect(pickLastKnown(query({ fetchStatus: 'paused' }), true, saved)).toEqual({
      data: 4,
      asOf: AT,
    });
    // An answer of this visit, now out of reach of a refresh, is dated too.
    expect(pickLastKnown(query({ data: 6, dataUpdatedAt: AT + 5 }), false, saved)).toEqual({
      data: 6,
      asOf: AT + 5,
    });
    expect(pickLastKnown(query({ isError: true }), true, null)).toEqual({
      data: undefined,
      asOf: null,
    });
  });
});
