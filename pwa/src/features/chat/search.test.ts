import { describe, expect, it } from 'vitest';
import { foldArabic, matches } from './search.ts';

describe('Arabic search folding', () => {
  it('reads alef forms, final yaa, taa marbuta, vowels and stretch the same', () => {
    expect(foldArabic('أحمد')).toBe(foldArabic('احمد'));
    expect(foldArabic('إيمان')).toBe('ايمان');
    expect(foldArabic('منى')).toBe(foldArabic('مني'));
    expect(foldArabic('مدرسة')).toBe(foldArabic('مدرسه'));
    expect(foldArabic('مُدَرِّس')).toBe('مدرس');
    expect(foldArabic('كـــلام')).toBe('كلام');
  });

  it('matches either digit set and ignores case and extra spaces', () => {
    expect(matches('الحصة ٣٠ دقيقة', foldArabic('30'))).toBe(true);
    expect(matches('Present  Perfect', foldArabic('present perfect'))).toBe(true);
    expect(matches('أي حاجة', '')).toBe(true);
    expect(matches('سلام', foldArabic('كلام'))).toBe(false);
  });
});
