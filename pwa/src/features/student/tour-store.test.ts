import { describe, expect, it } from 'vitest';
import { markTourSeen, stepAfter, tourSeen, TOUR_STORAGE_KEY } from './tour-store.ts';
import { studentText } from './text.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('the guided tour is shown once', () => {
  it('is unseen on a fresh device and seen after it is marked', () => {
    const storage = memoryStorage();
    expect(tourSeen(storage)).toBe(false);
    markTourSeen(storage);
    expect(tourSeen(storage)).toBe(true);
    expect(storage.data.get(TOUR_STORAGE_KEY)).toBe('done');
  });

  it('counts as seen when storage cannot be read, so it never nags', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(tourSeen(broken)).toBe(true);
    expect(() => markTourSeen(broken)).not.toThrow();
  });
});

describe('tour steps (spec §2: five)', () => {
  it('has five steps, each pointing at a part of the dashboard', () => {
    expect(studentText.tour.steps).toHaveLength(5);
    expect(new Set(studentText.tour.steps.map((s) => s.target)).size).toBe(5);
  });

  it('moves forward to the end and back to the start', () => {
    expect(stepAfter(0, 'next', 5)).toBe(1);
    expect(stepAfter(4, 'next', 5)).toBe('end');
    expect(stepAfter(0, 'back', 5)).toBe(0);
    expect(stepAfter(3, 'back', 5)).toBe(2);
  });
});
