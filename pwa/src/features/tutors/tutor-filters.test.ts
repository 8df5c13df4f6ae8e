import { describe, expect, it } from 'vitest';
import {
  directoryQuery,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  nextPageOf,
} from './tutor-filters.ts';

describe('tutor filters in the address', () => {
  it('reads what the server accepts and drops the rest', () => {
    const f = filtersFromParams(
      new URLSearchParams('topic=t1&gender=female&name=%20منى%20&rating=4&sort=lessons'),
    );
    expect(f).toEqual({ topic: 't1', gender: 'female', name: 'منى', rating: 4, sort: 'lessons' });
    const bad = filtersFromParams(new URLSearchParams('gender=x&rating=9&sort=price&topic=a b'));
    expect(bad).toEqual({ sort: 'rating' });
    expect(hasFilters(bad)).toBe(false);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const f = { gender: 'male' as const, rating: 4.5, sort: 'rating' as const };
    const params = filtersToParams(f);
    expect(params.toString()).toBe('gender=male&rating=4.5');
    expect(filtersFromParams(params)).toEqual(f);
  });

  it('asks for names A to Z and everything else best first', () => {
    const text = (query: Record<string, string>) => new URLSearchParams(query).toString();
    expect(text(directoryQuery({ sort: 'name' }, 2, 12))).toBe(
      'sort=name&direction=asc&page=2&size=12',
    );
    expect(text(directoryQuery({ sort: 'rating', topic: 't1' }, 1, 12))).toBe(
      'topic=t1&sort=rating&direction=desc&page=1&size=12',
    );
  });
});

describe('infinite list (spec §4)', () => {
  const page = (n: number, total: number) => ({ list: Array.from({ length: n }), total });

  it('loads the next page while loaded is below total', () => {
    expect(nextPageOf([page(12, 30)])).toBe(2);
    expect(nextPageOf([page(12, 30), page(12, 30)])).toBe(3);
    expect(nextPageOf([page(12, 30), page(12, 30), page(6, 30)])).toBeUndefined();
    expect(nextPageOf([page(0, 0)])).toBeUndefined();
  });

  it('stops on an empty page even if the total said more (the list shrank meanwhile)', () => {
    expect(nextPageOf([page(12, 30), page(0, 30)])).toBeUndefined();
  });
});
