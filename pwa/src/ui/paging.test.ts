import { describe, expect, it } from 'vitest';
import { gotoPage, hasMore, nextPage, prevPage, totalPages } from './paging.ts';

describe('paging (spec §4)', () => {
  it('starts at 1 and clamps next and prev', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
    expect(nextPage(3, 21, 10)).toBe(3);
    expect(nextPage(1, 21, 10)).toBe(2);
    expect(prevPage(1)).toBe(1);
  });

  it('ignores a goto out of range', () => {
    expect(gotoPage(2, 4, 21, 10)).toBe(2);
    expect(gotoPage(2, 0, 21, 10)).toBe(2);
    expect(gotoPage(2, 3, 21, 10)).toBe(3);
  });

  it('loads more while loaded is below total', () => {
    expect(hasMore(10, 21)).toBe(true);
    expect(hasMore(21, 21)).toBe(false);
  });
});
