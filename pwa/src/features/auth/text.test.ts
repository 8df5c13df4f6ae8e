import { describe, expect, it } from 'vitest';
import { authText as t } from './text.ts';

const sara = { gender: 'female' as const };
const omar = { gender: 'male' as const };

describe('the verify and complete-profile screens speak to the signed-in reader in her gender', () => {
  it.each([
    [
      sara,
      'العنوان ده غلط؟ صحّحيه',
      'احفظي ونبعتلك الكود',
      'مش لاقياه؟ بصّي في الرسائل غير المرغوب فيها.',
    ],
    [
      omar,
      'العنوان ده غلط؟ صحّحه',
      'احفظ ونبعتلك الكود',
      'مش لاقيه؟ بصّ في الرسائل غير المرغوب فيها.',
    ],
    // A new account whose gender is not known yet: no gendered imperative (decision 248).
    [
      { gender: null },
      'العنوان ده غلط؟ تصحيح العنوان',
      'حفظ العنوان وإرسال الكود',
      'الرسالة مش ظاهرة؟ ممكن تكون في الرسائل غير المرغوب فيها.',
    ],
  ])('the verify page, %o', (reader, wrong, save, hint) => {
    expect(t.verify.wrongAddress(reader)).toBe(wrong);
    expect(t.verify.saveAddress(reader)).toBe(save);
    expect(t.verify.sentHint(reader).endsWith(hint)).toBe(true);
  });

  it('says every word in Arabic: no English inside an Arabic line (ARABIC.md)', () => {
    const lines: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') lines.push(value);
      else if (typeof value === 'function')
        for (const reader of [sara, omar, { gender: null }])
          lines.push(value.length > 1 ? value(30, reader) : value(reader));
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(t);
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) expect(line).not.toMatch(/[A-Za-z]/);
  });

  it('a new account with no gender yet reads no masculine imperative on the verify page', () => {
    const reader = { gender: null };
    const lines = [
      t.verify.sentHint(reader),
      t.verify.wrongAddress(reader),
      t.verify.saveAddress(reader),
      t.verify.wait(30, reader),
    ];
    for (const line of lines)
      expect(line).not.toMatch(/(^|\s)(اكتبه|افتح|بصّ|صحّحه|احفظ|تقدر|تطلب|لاقيه)(\s|[؟.،]|$)/);
  });

  it('the resend wait counts in Arabic digits, in her form', () => {
    expect(t.verify.wait(30, sara)).toBe('تقدري تطلبي كود جديد بعد ٣٠ ثانية.');
    expect(t.verify.wait(30, omar)).toBe('تقدر تطلب كود جديد بعد ٣٠ ثانية.');
    expect(t.verify.wait(30, null)).toBe('طلب كود جديد ممكن بعد ٣٠ ثانية.');
  });

  it('completing the profile; a gender not chosen yet reads a noun in the selects', () => {
    expect(t.profile.title(sara)).toBe('كمّلي ملفك');
    expect(t.profile.topics(sara)).toBe('اختاري الموضوعات اللي تحبيها');
    expect(t.profile.choose(sara)).toBe('اختاري');
    expect(t.profile.choose(omar)).toBe('اختار');
    expect(t.profile.choose(null)).toBe('اختيار');
    expect(t.profile.title(null)).toBe('استكمال ملفك');
    expect(t.profile.topics(null)).toBe('الموضوعات المفضّلة عندك');
  });

  it('lines read before sign-in need no gender', () => {
    const visitor = [
      t.login.subtitle,
      t.google.failed,
      t.register.student.subtitle,
      t.register.tutor.title,
      t.register.tutor.subtitle,
      t.verify.subtitle,
      t.forgot.emailStep,
      t.forgot.send,
      t.forgot.codeStep,
      // A taken e-mail, said to a visitor at sign-up and to a new account fixing its address.
      t.register.taken,
      t.verify.taken,
    ];
    for (const line of visitor)
      expect(line).not.toMatch(/(^|\s)(جرّب|سجّل|اكتب|افتح|اختار|ابدأ|ابعت|بيك|انضم)(\s|$)/);
  });
});

describe('sign-up fields left empty', () => {
  it('are asked for by name, in no gender', async () => {
    const { unfilled } = await import('./register.page.tsx');
    const form = (v: object) => v as Parameters<typeof unfilled>[2];
    const empty = form({ name: ' ', email: '', password: '', confirmPassword: '' });
    expect(unfilled('name', 'short-user-name', empty)).toBe('الاسم مطلوب.');
    expect(unfilled('email', 'invalid-email-address', empty)).toBe('الإيميل مطلوب.');
    expect(unfilled('password', 'short-password', empty)).toBe('كلمة المرور مطلوبة.');
    // A filled field keeps its rule's own message.
    expect(unfilled('name', 'short-user-name', form({ name: 'x' }))).toBeUndefined();
  });
});
