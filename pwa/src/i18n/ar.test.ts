import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { phoneCheckText } from './phone-check-text.ts';
import { codeWait } from './code-wait.ts';
import { passwordChangeText } from './password-change-text.ts';

describe('the shell speaks to the signed-in reader in her or his gender', () => {
  it.each([
    ['female', 'اختاري صورة', 'أكّدي رقم موبايلك', 'تقدري تطلبي كود جديد بعد ٣٠.'],
    ['male', 'اختار صورة', 'أكّد رقم موبايلك', 'تقدر تطلب كود جديد بعد ٣٠.'],
    // Unknown (a new account on sign-up): the phone lines need no gender (decision 248).
    [null, 'اختار صورة', 'تأكيد رقم الموبايل', 'طلب كود جديد ممكن بعد ٣٠.'],
  ] as const)('%s', (gender, photo, phone, wait) => {
    expect(ar.ui.photo.choose({ gender })).toBe(photo);
    expect(phoneCheckText.title({ gender })).toBe(phone);
    expect(codeWait('٣٠', { gender })).toBe(wait);
  });

  it('the phone check on sign-up, gender not chosen yet, speaks in no gender', () => {
    expect(phoneCheckText.verify({ gender: null })).toBe('تأكيد الرقم');
    expect(phoneCheckText.laterHint.Student({ gender: null })).toBe(
      'تأكيده ممكن بعدين من الإعدادات، وهنسألك عليه قبل الدفع.',
    );
  });

  it('the password change tells the signed-in reader the code went to her own e-mail', () => {
    expect(passwordChangeText.sent).toBe('بعتنالك الكود على إيميلك.');
    expect(passwordChangeText.sent).not.toContain('لو الإيميل ده بتاعك');
  });

  it('stopping a photo upload is said in her form', () => {
    expect(ar.ui.photo.cancelUpload({ gender: 'female' })).toBe('وقّفي الرفع');
    expect(ar.ui.photo.cancelUpload({ gender: 'male' })).toBe('وقّف الرفع');
    expect(ar.ui.photo.cancelUpload(null)).toBe('وقّف الرفع');
  });

  it('a session that ended is told in her form, and in none once nobody is known', () => {
    expect(ar.sessionEnded({ gender: 'female' })).toBe('الجلسة دي خلصت. ادخلي تاني عشان تكمّلي.');
    expect(ar.sessionEnded({})).toBe('الجلسة دي خلصت، ومحتاجة تسجيل دخول تاني.');
  });

  it('pages anyone may see need no gender, and sign in and up have one name each', () => {
    expect(ar.backHome).toBe('الرجوع للرئيسية');
    expect(ar.account.signIn).toBe('تسجيل الدخول');
    expect(ar.account.signUp).toBe('إنشاء حساب');
    // The offline page may be read by anyone: retrying is a noun, not «حاول تاني».
    expect(ar.offlinePage.retry).toBe('إعادة المحاولة');
    expect(ar.forbidden.title).toBe('الصفحة دي مش متاحة لحسابك');
  });
});
