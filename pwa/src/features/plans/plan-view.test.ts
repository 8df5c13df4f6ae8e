import { describe, expect, it } from 'vitest';
import { perMonth, savingOf, toPlanView, toPlanViews } from './plan-view.ts';

const plan = (over: Record<string, unknown> = {}) => ({
  id: 'p60',
  nameAr: 'باقة ٦٠',
  nameEn: '60',
  weeklyMinutes: 60,
  monthPrice: 100_000,
  monthDiscount: 0,
  quarterDiscount: 10,
  yearDiscount: 20,
  inviteOnly: false,
  ...over,
});

describe('plans read from GET /plan/list', () => {
  it('computes the period prices from the discounts when the server sends none', () => {
    const view = toPlanView(plan())!;
    expect(view.price).toEqual({ Month: 100_000, Quarter: 270_000, Year: 960_000 });
    expect(savingOf(view, 'Quarter')).toBe(30_000);
    expect(savingOf(view, 'Month')).toBe(0);
    expect(perMonth(view, 'Year')).toBe(80_000);
  });

  it('prefers the prices the server computed', () => {
    const view = toPlanView(plan({ prices: { month: 99_900, quarter: 250_000, year: 900_000 } }))!;
    expect(view.price.Quarter).toBe(250_000);
    expect(savingOf(view, 'Year')).toBe(300_000);
  });

  it('leaves out invite-only, deleted and malformed plans, smallest first', () => {
    const list = toPlanViews({
      list: [
        plan({ id: 'p230', weeklyMinutes: 230 }),
        plan({ id: 'inv', inviteOnly: true }),
        plan({ id: 'del', state: 'deleted' }),
        { id: 'x' },
        null,
        plan(),
      ],
      total: 6,
    });
    expect(list.map((p) => p.id)).toEqual(['p60', 'p230']);
    expect(toPlanViews([plan()])).toHaveLength(1);
    expect(toPlanViews('nonsense')).toEqual([]);
  });
});
