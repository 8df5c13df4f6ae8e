import { afterEach, describe, expect, it } from 'vitest';
import { setMessageReader } from '@kalam/shared';
import { noteRefusal, rejectReasonRefusal } from './note-rule.ts';

afterEach(() => setMessageReader(() => null));

// The admin's note on a withdrawal request: checked before it is sent (decision 262 left an
// empty note going to the server to learn it was empty).
describe('a note on a withdrawal request, before it is saved', () => {
  it('asks for the note when it is empty or only spaces, in the reader’s gender', () => {
    expect(noteRefusal('')).toBe('اكتب الملاحظة الأول.');
    expect(noteRefusal('   ')).toBe('اكتب الملاحظة الأول.');
    setMessageReader(() => ({ gender: 'female' }));
    expect(noteRefusal('')).toBe('اكتبي الملاحظة الأول.');
  });

  it('refuses markup and a note longer than the rule, and lets a real note through', () => {
    expect(noteRefusal('<b>اتحوّل</b>')).toBe('الملاحظة فيها تنسيق مش مسموح بيه.');
    expect(noteRefusal('ا'.repeat(501))).toBe('الملاحظة طويلة جدًا.');
    expect(noteRefusal('اتحوّل على إنستاباي الساعة ٣')).toBeNull();
  });
});

// The reviewer rejected a request with the reason left empty; the tutor then read only «مرفوض»
// (decision 282). The dialog now refuses to send without one, at the field.
describe('the reason for rejecting a withdrawal request, before it is sent', () => {
  it('is required, said in the reader’s gender', () => {
    const him = { gender: 'male' } as const;
    expect(rejectReasonRefusal('', him)).toBe('اكتب سبب الرفض، المدرّس هيشوفه في الطلب.');
    expect(rejectReasonRefusal(' \n ', him)).toBe('اكتب سبب الرفض، المدرّس هيشوفه في الطلب.');
    expect(rejectReasonRefusal('', { gender: 'female' })).toBe(
      'اكتبي سبب الرفض، المدرّس هيشوفه في الطلب.',
    );
  });

  it('follows the note’s rules past that, and lets a real reason through', () => {
    const reader = { gender: 'male' } as const;
    expect(rejectReasonRefusal('<b>لأ</b>', reader)).toBe('الملاحظة فيها تنسيق مش مسموح بيه.');
    expect(rejectReasonRefusal('رقم المحفظة مش شغال، ابعت طلب جديد برقم تاني', reader)).toBeNull();
  });
});
