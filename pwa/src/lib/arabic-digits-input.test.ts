import { describe, expect, it } from 'vitest';
import { typedNumber } from './arabic-digits-input.ts';
import { filled } from '../features/auth/complete-profile.page.tsx';

describe('a number typed in either digit set', () => {
  it('reads Arabic-Indic digits as the number they show', () => {
    expect(typedNumber('١٩٩٠')).toBe(1990);
    expect(typedNumber(' 1990 ')).toBe(1990);
    expect(typedNumber('٢٥٫٥')).toBe(25.5);
  });

  it('sends the birth year a learner typed in Arabic digits as a number, not null', () => {
    const body = filled({ name: 'سارة علي', birthYear: '٢٠٠٥', city: '1', phone: '' });
    expect(body).toEqual({ name: 'سارة علي', birthYear: 2005, city: 1 });
    // What JSON sends: NaN would have gone as null and come back «القيمة دي مش من النوع المطلوب».
    expect(JSON.parse(JSON.stringify(body)).birthYear).toBe(2005);
  });
});
