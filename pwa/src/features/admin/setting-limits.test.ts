import { describe, expect, it } from 'vitest';
import { toArabicDigits } from '@kalam/shared';
import { sharedResolver } from '../../lib/form.ts';
import { allowedText, settingBounds, settingRefusal } from './setting-limits.ts';
import { draftSchema, type SettingsDraft } from './settings-draft.ts';

type Draft = SettingsDraft;
const draft: Draft = {
  quotaRenewalWeekday: '0',
  quotaRenewalHour: '٦',
  defaultNoticeMinutes: '30',
  introVideoMinSeconds: '٣٠',
  introVideoMaxSeconds: '120',
  withdrawalMinEgp: '100',
  withdrawalMaxEgp: '50000',
  freeCancellationMinutes: '120',
  studioAddress: 'المهندسين، الجيزة',
};

/** The message the settings form shows under a field for this draft. */
function refusal(changes: Partial<Draft>, field: keyof Draft): string | undefined {
  const values = { ...draft, ...changes };
  // The draft is one the shared rule refuses: the message is for a real refusal.
  expect(draftSchema.safeParse(values).success).toBe(false);
  return settingRefusal(field, 'invalid-type', values);
}

describe('platform settings say what they allow (decision 249)', () => {
  it('reads the bounds from the shared rule, a positive one starting at one', () => {
    expect(settingBounds('quotaRenewalHour')).toEqual({ min: 0, max: 23 });
    expect(settingBounds('withdrawalMinEgp')).toEqual({ min: 1, max: 1_000_000 });
  });
  it('names the range in the field’s own words, with Arabic digits and the unit', () => {
    expect(allowedText('quotaRenewalHour')).toBe('ساعة التجديد لازم تكون رقم صحيح من ٠ لـ ٢٣.');
    expect(allowedText('defaultNoticeMinutes')).toBe(
      'المهلة لازم تكون رقم صحيح بين ٠ و١٠٬٠٨٠ دقيقة.',
    );
    expect(allowedText('introVideoMaxSeconds')).toBe(
      'المدة لازم تكون رقم صحيح بين ١ و٣٬٦٠٠ ثانية.',
    );
    expect(allowedText('withdrawalMaxEgp')).toMatch(
      /^المبلغ لازم يكون جنيهات صحيحة بين .*١\sج\.م\..* و.*١٬٠٠٠٬٠٠٠\sج\.م\./,
    );
    for (const key of Object.keys(draft).filter(
      (k) => k !== 'quotaRenewalWeekday' && k !== 'studioAddress',
    ))
      expect(allowedText(key as 'quotaRenewalHour')).not.toMatch(/[0-9]/);
  });
  it('says the range for a value out of it or not whole, typed in either digit set', () => {
    expect(refusal({ quotaRenewalHour: '٢٥' }, 'quotaRenewalHour')).toBe(
      allowedText('quotaRenewalHour'),
    );
    expect(refusal({ quotaRenewalHour: '25' }, 'quotaRenewalHour')).toBe(
      allowedText('quotaRenewalHour'),
    );
    expect(refusal({ defaultNoticeMinutes: '٢٫٥' }, 'defaultNoticeMinutes')).toBe(
      allowedText('defaultNoticeMinutes'),
    );
    expect(refusal({ withdrawalMinEgp: '0' }, 'withdrawalMinEgp')).toBe(
      allowedText('withdrawalMinEgp'),
    );
  });
  it('says the rule between two fields when each is in range', () => {
    expect(refusal({ introVideoMaxSeconds: '٢٠' }, 'introVideoMaxSeconds')).toBe(
      'أطول مدة لازم تكون أكبر من أقل مدة.',
    );
    expect(refusal({ withdrawalMinEgp: '60000' }, 'withdrawalMinEgp')).toBe(
      'أقل مبلغ لازم يكون أصغر من أكبر مبلغ أو قدّه.',
    );
  });
  it('sends the studio address as written, and says its rule when it is too long or has < >', async () => {
    expect(draftSchema.parse({ ...draft, studioAddress: ' ١٤ شارع النصر ' }).studioAddress).toBe(
      '١٤ شارع النصر',
    );
    expect(draftSchema.parse({ ...draft, studioAddress: '' }).studioAddress).toBe('');
    const resolve = sharedResolver<SettingsDraft>(draftSchema, settingRefusal);
    for (const studioAddress of ['ش'.repeat(201), '<b>المهندسين</b>']) {
      const result = await resolve({ ...draft, studioAddress }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(result.errors.studioAddress?.message).toBe(
        'العنوان لازم يكون ٢٠٠ حرف على الأكثر، من غير < أو >.',
      );
    }
  });
  it('keeps «الخانة دي مطلوبة» for an empty field', () => {
    expect(settingRefusal('quotaRenewalHour', 'required', { ...draft, quotaRenewalHour: '' })).toBe(
      undefined,
    );
  });
  it('is what the form’s resolver shows under the field', async () => {
    const resolve = sharedResolver<SettingsDraft>(draftSchema, settingRefusal);
    const values = { ...draft, freeCancellationMinutes: toArabicDigits('20000') };
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.freeCancellationMinutes?.message).toBe(
      'المدة لازم تكون رقم صحيح بين ٠ و١٠٬٠٨٠ دقيقة.',
    );
  });
});
