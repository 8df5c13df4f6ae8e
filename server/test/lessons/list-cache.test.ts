import { describe, expect, it } from 'vitest';
import { LessonListCache } from '../../src/modules/lessons/list-cache.ts';

const always = (body: string) => ({ body, from: -Infinity, until: Infinity });

describe('LessonListCache', () => {
  it('answers a page only between the instants it holds for', () => {
    const cache = new LessonListCache();
    cache.set('u', 'future', { body: 'a', from: 100, until: 200 });
    expect(cache.get('u', 'future', 99)).toBeUndefined();
    expect(cache.get('u', 'future', 100)).toBe('a');
    expect(cache.get('u', 'future', 199)).toBe('a');
    expect(cache.get('u', 'future', 200)).toBeUndefined();
    expect(cache.get('u', 'past', 150)).toBeUndefined();
    expect(cache.get('v', 'future', 150)).toBeUndefined();
  });

  it('forgets one user’s pages, or everyone’s', () => {
    const cache = new LessonListCache();
    cache.set('u', 'k', always('a'));
    cache.set('v', 'k', always('b'));
    cache.forget('u');
    expect(cache.get('u', 'k', 0)).toBeUndefined();
    expect(cache.get('v', 'k', 0)).toBe('b');
    cache.clear();
    expect(cache.get('v', 'k', 0)).toBeUndefined();
  });

  it('keeps a bounded number of pages per user, oldest out', () => {
    const cache = new LessonListCache({ maxChars: 1000, maxPagesPerUser: 2 });
    cache.set('u', 'p1', always('1'));
    cache.set('u', 'p2', always('2'));
    cache.set('u', 'p1', always('1 again'));
    cache.set('u', 'p3', always('3'));
    expect(cache.get('u', 'p2', 0)).toBeUndefined();
    expect(cache.get('u', 'p1', 0)).toBe('1 again');
    expect(cache.get('u', 'p3', 0)).toBe('3');
  });

  it('past the character bound forgets the users written longest ago', () => {
    const cache = new LessonListCache({ maxChars: 10, maxPagesPerUser: 4 });
    cache.set('u', 'k', always('xxxx'));
    cache.set('v', 'k', always('yyyy'));
    cache.set('u', 'k2', always('zz'));
    // u was written last, so v goes first; the count follows replaced and forgotten pages.
    cache.set('w', 'k', always('wwww'));
    expect(cache.get('v', 'k', 0)).toBeUndefined();
    expect(cache.get('u', 'k', 0)).toBe('xxxx');
    expect(cache.get('w', 'k', 0)).toBe('wwww');
    cache.forget('u');
    cache.set('x', 'k', always('123456'));
    expect(cache.get('w', 'k', 0)).toBe('wwww');
    expect(cache.get('x', 'k', 0)).toBe('123456');
  });
});
