import { describe, expect, it } from 'vitest';
import { checkoutText as t, stepTitle } from './text.ts';

const sara = { gender: 'female' as const };
const omar = { gender: 'male' as const };

describe('the checkout speaks to the payer in her or his gender', () => {
  it('buttons and questions', () => {
    expect(t.card.pay(sara)).toBe('ادفعي');
    expect(t.card.pay(omar)).toBe('ادفع');
    expect(t.card.pay(null)).toBe('ادفع');
    expect(t.progress.cancelConfirm(sara)).toBe('متأكدة إنك عايزة تلغي الطلب؟');
    expect(t.progress.cancelConfirm(omar)).toBe('متأكد إنك عايز تلغي الطلب؟');
    expect(t.done.findTutor(sara)).toBe('دوّري على مدرّس');
  });

  it('the coupon line says the amount actually taken off, its cap included', () => {
    const plain = (s: string) => s.replace(/[\u200f\u00a0]/g, ' ').replace(/ +/g, ' ');
    expect(plain(t.coupon.applied(20, 10_000, true))).toBe(
      'اتخصم ١٠٠ ج.م. ، ودي أقصى قيمة للكوبون',
    );
    expect(plain(t.coupon.applied(20, 8_000, false))).toBe('اتخصم ٨٠ ج.م. (٢٠٪)');
    expect(t.coupon.applied(20, 10_000, true)).not.toContain('٢٠٪');
  });

  it('keeps «3-D Secure» left to right inside the Arabic line (not «(D Secure-3»)', () => {
    expect(t.card.secure(sara)).toBe('هتتنقلي لصفحة البنك للتأكيد (\u20663-D Secure\u2069).');
    expect(t.card.secure(omar)).toContain('(\u20663-D Secure\u2069)');
  });

  it('an order waiting for the bank links back to its page by saying what to do', () => {
    expect(t.card.resume(sara)).toBe('كمّلي التأكيد في صفحة البنك (\u20663-D Secure\u2069)');
    expect(t.card.resume(omar)).toBe('كمّل التأكيد في صفحة البنك (\u20663-D Secure\u2069)');
  });

  it('the Fawry voucher is asked for in her form', () => {
    expect(t.fawry.create(sara)).toBe('اطلبي رقم فوري');
    expect(t.fawry.create(omar)).toBe('اطلب رقم فوري');
    expect(t.fawry.create(null)).toBe('اطلب رقم فوري');
  });

  it('the Fawry steps and the payment states', () => {
    expect(t.fawry.steps(sara)[2]).toBe('ادفعي المبلغ كاش وخدي الإيصال.');
    expect(t.fawry.steps(omar)[2]).toBe('ادفع المبلغ كاش وخد الإيصال.');
    expect(t.fawry.steps(sara)).toHaveLength(5);
    expect(stepTitle(sara).failed.body).toBe(
      'ما اتخصمش منك أي مبلغ. جرّبي تاني أو اختاري طريقة دفع تانية.',
    );
    expect(t.rule.other('١ مارس', sara)).toContain('تقدري تشتركي');
  });
});
