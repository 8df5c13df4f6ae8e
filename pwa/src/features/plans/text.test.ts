import { describe, expect, it } from 'vitest';
import { plansText as t } from './text.ts';

describe('the plans screen speaks to the student in her or his gender', () => {
  it.each([
    ['female', 'اختاري باقتك', 'اشتركي دلوقتي', 'مواعيد مرنة تختاريها بنفسك'],
    ['male', 'اختار باقتك', 'اشترك دلوقتي', 'مواعيد مرنة تختارها بنفسك'],
    [null, 'اختار باقتك', 'اشترك دلوقتي', 'مواعيد مرنة تختارها بنفسك'],
  ] as const)('%s', (gender, title, subscribe, feature) => {
    expect(t.title({ gender })).toBe(title);
    expect(t.subscribe({ gender })).toBe(subscribe);
    expect(t.features({ gender })).toContain(feature);
  });
});

describe('the saving badge is named as on the pricing page', () => {
  it('a noun with its amount and Arabic-Indic percent, the same for everyone', () => {
    expect(t.save('١٠٠ ج.م.', 10)).toBe('توفير ١٠٠ ج.م. (١٠٪)');
  });
});

describe('cancelling the plan asks her in her gender', () => {
  it.each([
    ['female', 'متأكدة إنك عايزة تلغي اشتراكك؟', 'مش هتقدري تحجزي'],
    ['male', 'متأكد إنك عايز تلغي اشتراكك؟', 'مش هتقدر تحجز'],
    [null, 'متأكد إنك عايز تلغي اشتراكك؟', 'مش هتقدر تحجز'],
  ] as const)('%s', (gender, confirm, body) => {
    expect(t.cancel.confirm({ gender })).toBe(confirm);
    expect(t.cancel.body({ gender })).toContain(body);
  });
});

describe('the running plan note', () => {
  it('names the plan when the list is known', () => {
    expect(t.current('الأساسية', '٦٠ دقيقة في الأسبوع', '٢٥ ديسمبر')).toBe(
      'باقتك دلوقتي: الأساسية (٦٠ دقيقة في الأسبوع)، مدفوعة لحد ٢٥ ديسمبر.',
    );
  });
  it('says the minutes alone, with no empty brackets, when the list did not load', () => {
    expect(t.current(undefined, '٦٠ دقيقة في الأسبوع', '٢٥ ديسمبر')).toBe(
      'باقتك دلوقتي: ٦٠ دقيقة في الأسبوع، مدفوعة لحد ٢٥ ديسمبر.',
    );
  });
});
