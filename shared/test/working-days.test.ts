import { describe, expect, it } from 'vitest';
import { addWorkingDays, isEgyptianIban, isWorkingDay } from '../src/index.ts';

describe('working days (Sunday to Thursday, Cairo)', () => {
  it('skips Friday and Saturday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isWorkingDay)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // Thursday 26 Nov 2026 → Sun, Mon, Tue, Wed (4th), Thu (5th).
    const thursday = Date.parse('2026-11-26T08:00:00Z');
    expect(addWorkingDays(thursday, 4)).toBe('2026-12-02');
    expect(addWorkingDays(thursday, 5)).toBe('2026-12-03');
    expect(addWorkingDays(thursday, 1)).toBe('2026-11-29');
    expect(addWorkingDays(thursday, 0)).toBe('2026-11-26');
  });

  it('counts from the Cairo date, not the UTC one, across summer time', () => {
    // 23:30 on Wednesday 29 Apr 2026 UTC is Thursday 30 Apr 02:30 in Cairo (+3 in summer).
    const late = Date.parse('2026-04-29T23:30:00Z');
    expect(addWorkingDays(late, 1)).toBe('2026-05-03');
    expect(addWorkingDays(late, 1, 'UTC')).toBe('2026-04-30');
  });
});

describe('Egyptian IBAN', () => {
  it('checks EG + 27 digits with mod-97', () => {
    expect(isEgyptianIban('EG380019000500000000263180002')).toBe(true);
    expect(isEgyptianIban('eg38 0019 0005 0000 0000 2631 8000 2')).toBe(true);
    expect(isEgyptianIban('EG380019000500000000263180003')).toBe(false);
    expect(isEgyptianIban('EG38001900050000000026318000')).toBe(false);
    expect(isEgyptianIban('DE89370400440532013000')).toBe(false);
  });
});
