import { describe, expect, it } from 'vitest';
import { planBodySchema } from '@kalam/shared';
import { refusedFields, sharedResolver } from './form.ts';

const plan = {
  nameAr: 'باقة المحادثة',
  nameEn: 'Conversation',
  weeklyMinutes: 60,
  monthPrice: 45_000,
  monthDiscount: 0,
  quarterDiscount: 0,
  yearDiscount: 0,
  inviteOnly: false,
};

// An empty plan name read «اسم الباقة مش مظبوط (من ٢ لـ ٥٠ حرف…)» (issue 40).
describe('a field left empty is said to be needed, whatever rule it broke', () => {
  it('the plan dialog (refusedFields): an empty or blank name is «مطلوبة», a short one its rule', () => {
    expect(refusedFields(planBodySchema, { ...plan, nameAr: '' })).toEqual({
      nameAr: 'الخانة دي مطلوبة.',
    });
    expect(refusedFields(planBodySchema, { ...plan, nameEn: '   ' })).toEqual({
      nameEn: 'الخانة دي مطلوبة.',
    });
    expect(refusedFields(planBodySchema, { ...plan, nameAr: 'ب' }).nameAr).not.toBe(
      'الخانة دي مطلوبة.',
    );
  });

  it('a react-hook-form resolver says the same', async () => {
    const resolve = sharedResolver(planBodySchema);
    const { errors } = await resolve({ ...plan, nameAr: '' } as never, undefined, {} as never);
    expect((errors as { nameAr?: { message: string } }).nameAr?.message).toBe('الخانة دي مطلوبة.');
  });
});
