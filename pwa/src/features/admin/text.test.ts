import { describe, expect, it } from 'vitest';
import { formatWeekday } from '../../lib/format.ts';
import { adminText } from './text.ts';

describe('the back office names a person’s role in their gender', () => {
  it.each([
    ['Student', 'female', 'طالبة'],
    ['Student', 'male', 'طالب'],
    ['Tutor', 'female', 'مدرّسة'],
    ['Tutor', null, 'مدرّس'],
    ['SuperAdmin', 'female', 'سوبر أدمن'],
  ] as const)('%s, %s → %s', (role, gender, shown) => {
    expect(adminText.roleOf({ role, gender })).toBe(shown);
  });

  it('names every stored file kind in Arabic', () => {
    for (const label of Object.values(adminText.media.kinds))
      expect(label).toMatch(/^[\u0600-\u06FF\s]+$/);
  });
});

describe('the admin speaks of the person on the page in their gender', () => {
  it.each([
    ['female', 'ابعتلها كود تغيير كلمة المرور', 'ألغتها هي', 'دقايق درّستها', 'حصص ما دخلتهاش'],
    ['male', 'ابعتله كود تغيير كلمة المرور', 'ألغاها هو', 'دقايق درّسها', 'حصص ما دخلهاش'],
    [
      null,
      'ابعتله كود تغيير كلمة المرور',
      'اتلغت من المدرّس',
      'دقايق درّسها',
      'حصص المدرّس ما دخلهاش',
    ],
  ] as const)('%s', (gender, reset, cancelled, minutes, absent) => {
    expect(adminText.user.resetPassword({ gender })).toBe(reset);
    expect(adminText.tutorStats({ gender }).cancelledByTutor).toBe(cancelled);
    expect(adminText.tutorStats({ gender }).minutesTaught).toBe(minutes);
    expect(adminText.tutorStats({ gender }).tutorAbsent).toBe(absent);
  });
});

describe('the back office speaks to the signed-in admin in her or his gender (decision 225)', () => {
  it.each([
    ['female', 'احفظي', 'امسحي', 'وقّفي الحساب', 'دوّري بالاسم أو الإيميل', 'فرّغي الكاش'],
    ['male', 'احفظ', 'امسح', 'وقّف الحساب', 'دوّر بالاسم أو الإيميل', 'فرّغ الكاش'],
    [null, 'احفظ', 'امسح', 'وقّف الحساب', 'دوّر بالاسم أو الإيميل', 'فرّغ الكاش'],
  ] as const)('%s', (gender, save, remove, deactivate, search, flush) => {
    const reader = { gender };
    expect(adminText.save(reader)).toBe(save);
    expect(adminText.delete(reader)).toBe(remove);
    expect(adminText.user.deactivate(reader)).toBe(deactivate);
    expect(adminText.users.search(reader)).toBe(search);
    expect(adminText.cache.flush(reader)).toBe(flush);
  });

  it('keeps nouns and neutral lines as they are', () => {
    expect(adminText.cancel).toBe('إلغاء');
    expect(adminText.add).toBe('إضافة');
    expect(adminText.audit.verbs).toEqual({ post: 'إضافة', change: 'تعديل', delete: 'مسح' });
  });

  it('says who cancelled an onboarding step without a gendered verb', () => {
    expect(adminText.tutors.states.CanceledByTutor).toBe('اتلغت من المدرّس');
    for (const label of Object.values(adminText.tutors.states))
      expect(label).not.toMatch(/^لغ|^ألغ/);
  });

  it('names a woman tutor manager in her form', () => {
    expect(adminText.roleOf({ role: 'TutorManager', gender: 'female' })).toBe('مسؤولة مقابلات');
    expect(adminText.roleOf({ role: 'TutorManager', gender: null })).toBe('مسؤول مقابلات');
  });

  it('names the studio role as the invite e-mail does, one name', () => {
    expect(adminText.roles.Studio).toBe('فريق الاستوديو');
  });
});

describe('the user page names payments and subscriptions in Arabic', () => {
  it('every subscription state has its word', () => {
    expect(Object.values(adminText.user.subscriptionStates)).toEqual(['شغّال', 'اتلغى', 'خلص']);
    for (const word of Object.values(adminText.user.subscriptionStates))
      expect(word).toMatch(/^[\u0600-\u06FF]+$/);
  });
});

describe('a refund says what follows, about the student in her or his gender', () => {
  it.each([
    ['female', 'للطالبة', 'ولو باقتها'],
    ['male', 'للطالب', 'ولو باقته'],
  ] as const)('%s', (gender, to, plan) => {
    const body = adminText.user.refund.body('٨٥٠ ج.م.', { gender });
    expect(body).toContain(`هيرجع ٨٥٠ ج.م. ${to}`);
    expect(body).toContain(plan);
  });
});

describe('the admin ends a student’s plan, told what follows in the student’s gender', () => {
  it.each([
    ['female', 'ومش هتقدر تحجز بيهم'],
    ['male', 'ومش هيقدر يحجز بيهم'],
  ] as const)('%s', (gender, cannot) => {
    const body = adminText.user.cancelPlan.body({ gender });
    expect(body).toContain(cannot);
    // No money goes back with it: the admin is sent to the refund.
    expect(body).toContain('الفلوس مش هترجع لوحدها');
  });
});

describe('the audit log names what changed in Arabic', () => {
  it('summarises the changed fields by their Arabic names, never the raw keys', () => {
    expect(adminText.audit.summary(['role', 'updatedAt', 'suspended'])).toBe('الدور، الإيقاف');
    expect(adminText.audit.summary(['contacted'])).toBe('التواصل');
    // A creation: what the admin wrote, not the id and dates every row gets.
    expect(adminText.audit.summary(['id', 'nameAr', 'nameEn', 'createdAt'])).toBe(
      'الاسم بالعربي، الاسم بالإنجليزي',
    );
  });

  it('says «التفاصيل» when no changed field has a name', () => {
    expect(adminText.audit.summary(['passwordHashVersion'])).toBe('التفاصيل');
    expect(adminText.audit.summary([])).toBe('التفاصيل');
  });
});

describe('the password has one name, the sign-in page’s (ARABIC.md, names)', () => {
  it('«كلمة المرور» everywhere the staff read, and the sign-in link named as it reads', () => {
    expect(JSON.stringify(adminText)).not.toContain('كلمة السر');
    expect(adminText.userSettings.sendCode).toBe('ابعتلي كود تغيير كلمة المرور');
    // A tutor added by hand signs in through this link on /login: «نسيت كلمة المرور؟».
    expect(adminText.tutors.addHint).toContain('«نسيت كلمة المرور؟»');
  });
});

describe('the week has one set of day names (ARABIC.md, names)', () => {
  // The platform settings offered «الحد، الاتنين، التلات، الأربع…» while every date and the
  // schedule say «الأحد، الاثنين، الثلاثاء، الأربعاء».
  it("names the quota's renewal day as every date in the app names it, Sunday first", () => {
    expect(adminText.settings.weekdays).toEqual([
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
    ]);
    // Wednesday 25 November 2026, as a date shows it: the same word as the settings' day 3.
    expect(formatWeekday('2026-11-25T10:00:00Z')).toBe(adminText.settings.weekdays[3]);
  });
});

/** Every word of the back office that is a plain string (not a function of the reader). */
function* words(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* words(inner, `${path}.${key}`);
}

describe('the back office speaks Arabic (ARABIC.md, register)', () => {
  // The server's page said «تأخير الـ event loop (مللي)».
  it('has no English word in any of its labels', () => {
    const english = [...words(adminText, 'adminText')].filter(([, text]) => /[A-Za-z]/.test(text));
    expect(english).toEqual([]);
  });

  it("names the server's delay in words an admin reads, its unit in full", () => {
    expect(adminText.stats.loop).toBe('تأخير استجابة السيرفر (مللي ثانية)');
  });
});
