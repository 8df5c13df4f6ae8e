import { afterEach, describe, expect, it } from 'vitest';
import { setMessageReader } from '@kalam/shared';
import { noteRefusal } from './note-rule.ts';

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
