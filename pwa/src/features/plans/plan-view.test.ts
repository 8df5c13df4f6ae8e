import { describe, expect, it } from 'vitest';
import { planDtoSchema, planPrices, type PlanDto } from '@kalam/shared';
import { perMonth, savingOf, toPlanView, toPlanViews } from './plan-view.ts';

/** A plan as GET /plan/list answers it: the server fills `prices` with the shared rule. */
const plan = (over: Partial<PlanDto> = {}): PlanDto => {
  const base = {
    id: 'p60',
    nameAr: 'باقة ٦٠',
    nameEn: '60',
    weeklyMinutes: 60,
    monthPrice: 100_000,
    monthDiscount: 0,
    quarterDiscount: 10,
    yearDiscount: 20,
    inviteOnly: false,
    maxLessons: null,
    state: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  } as Omit<PlanDto, 'prices'> & { prices?: PlanDto['prices'] };
  return planDtoSchema.parse({ prices: planPrices(base), ...base });
};

describe('plans read from GET /plan/list', () => {
  it('shows the prices the server sent and what each period saves', () => {
    const view = toPlanView(plan())!;
    expect(view.price).toEqual({ Month: 100_000, Quarter: 270_000, Year: 960_000 });
    expect(savingOf(view, 'Quarter')).toBe(30_000);
    expect(savingOf(view, 'Month')).toBe(0);
    expect(perMonth(view, 'Year')).toBe(80_000);
  });

  it('never works the price out again: a price the server sent wins', () => {
    const view = toPlanView(plan({ prices: { month: 99_900, quarter: 250_000, year: 900_000 } }));
    expect(view.price.Quarter).toBe(250_000);
    expect(savingOf(view, 'Year')).toBe(300_000);
  });

  it('offers the invite-only plan the server sent her, leaves out retired ones, smallest first', () => {
    const answer = [
      plan({ id: 'p230', weeklyMinutes: 230 }),
      plan({ id: 'inv', inviteOnly: true, weeklyMinutes: 90 }),
      plan({ id: 'del', state: 'deleted' }),
      plan(),
    ];
    const list = toPlanViews(answer);
    expect(list.map((p) => p.id)).toEqual(['p60', 'inv', 'p230']);
    expect(list.find((p) => p.id === 'inv')?.inviteOnly).toBe(true);
    // An admin's answer holds every plan: the page offers what a visitor is offered.
    expect(toPlanViews(answer, true).map((p) => p.id)).toEqual(['p60', 'p230']);
  });
});
