import { describe, expect, it } from 'vitest';
import type { CurrentSubscriptionDto, UserSubscriptionDto } from '@kalam/shared';
import { offerFor } from './plan-offer.ts';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-11-24T10:00:00Z');
const running = (planId: string, paidThroughDays: number): CurrentSubscriptionDto => ({
  subscription: { planId } as UserSubscriptionDto,
  paidThrough: new Date(NOW + paidThroughDays * DAY).toISOString(),
  freeCancellationMinutes: 120,
});

describe('what a plan card offers (decision 140)', () => {
  it('any plan to a student without one', () => {
    expect(offerFor('a', null, NOW)).toEqual({ kind: 'buy' });
    const none = { subscription: null, paidThrough: null, freeCancellationMinutes: 120 };
    expect(offerFor('a', none, NOW)).toEqual({ kind: 'buy' });
  });

  it('their own plan: a renewal only in the last seven days', () => {
    expect(offerFor('a', running('a', 20), NOW)).toEqual({ kind: 'current', from: NOW + 13 * DAY });
    expect(offerFor('a', running('a', 7), NOW)).toEqual({ kind: 'renew' });
    expect(offerFor('a', running('a', 2), NOW)).toEqual({ kind: 'renew' });
  });

  it('another plan only once theirs ends', () => {
    expect(offerFor('b', running('a', 2), NOW)).toEqual({ kind: 'blocked', until: NOW + 2 * DAY });
  });
});
