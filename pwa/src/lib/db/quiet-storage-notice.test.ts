import { describe, expect, it } from 'vitest';
import { quietStorageNotice } from './quiet-storage-notice.ts';

describe("RxDB's premium notice", () => {
  it('drops only that notice and lets every other warning through', () => {
    const seen: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => void seen.push(args) };
    quietStorageNotice(target);
    target.warn('-------------- RxDB Open Core RxStorage ------\nYou are using the free…');
    target.warn('a real problem', 42);
    target.warn({ not: 'a string' });
    expect(seen).toEqual([['a real problem', 42], [{ not: 'a string' }]]);
  });
});
