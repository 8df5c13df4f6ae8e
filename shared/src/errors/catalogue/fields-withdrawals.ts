import type { Entry } from './entry.ts';

/** Validation cases of spec §5: a tutor's withdrawal, its note and where it is paid. */
export const withdrawalFields = {
  'withdraw-min-above-max': {
    status: 400,
    ar: 'الحد الأدنى للسحب أكبر من الحد الأقصى.',
  },
  'withdraw-min-not-positive': {
    status: 400,
    ar: 'أقل مبلغ للسحب لازم يكون أكبر من صفر.',
  },
  'withdraw-max-not-positive': {
    status: 400,
    ar: 'أكبر مبلغ للسحب لازم يكون أكبر من صفر.',
  },
  // The bounds are platform settings (decision 191): the text names none; the form's hint
  // under the field shows the ones in force (decision 247).
  'invoice-amount-below-min': {
    status: 400,
    ar: 'المبلغ أقل من أقل مبلغ ينفع يتسحب.',
  },
  'invoice-amount-above-max': {
    status: 400,
    ar: 'المبلغ أكبر من أكبر مبلغ ينفع يتسحب.',
  },
  'invoice-amount-above-balance': {
    status: 409,
    ar: 'المبلغ أكبر من رصيدك المتاح للسحب.',
  },
  'receipt-required': {
    status: 400,
    ar: 'ارفع إيصال التحويل (صورة أو PDF).',
    arFemale: 'ارفعي إيصال التحويل (صورة أو PDF).',
  },
  'empty-invoice-note': {
    status: 400,
    ar: 'اكتب الملاحظة الأول.',
    arFemale: 'اكتبي الملاحظة الأول.',
  },
  'invalid-invoice-note': {
    status: 400,
    ar: 'الملاحظة فيها تنسيق مش مسموح بيه.',
  },
  'long-invoice-note': { status: 400, ar: 'الملاحظة طويلة جدًا.' },
  'invalid-instapay-username': {
    status: 400,
    ar: 'عنوان إنستاباي مش مظبوط، زي كده: name@instapay.',
  },
  'empty-bank-name': {
    status: 400,
    ar: 'اختار البنك.',
    arFemale: 'اختاري البنك.',
  },
  'invalid-bank-name': { status: 400, ar: 'البنك ده مش من البنوك اللي بنحوّل عليها.' },
  'invalid-bank-account-number': {
    status: 400,
    ar: 'رقم الحساب البنكي مش مظبوط (IBAN مصري).',
  },
  'invalid-withdraw-method': {
    status: 400,
    ar: 'طريقة السحب مش مظبوطة.',
  },
} as const satisfies Record<string, Entry>;
