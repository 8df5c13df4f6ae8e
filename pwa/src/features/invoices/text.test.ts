import { describe, expect, it } from 'vitest';
import { invoicesText as t } from './text.ts';
import { withdrawalText as w } from './withdrawal-text.ts';

describe('the receipts speak to the student in her or his gender', () => {
  it.each([
    ['female', 'شوفي الباقات', 'كمّلي الدفع'],
    ['male', 'شوف الباقات', 'كمّل الدفع'],
    [null, 'شوف الباقات', 'كمّل الدفع'],
  ] as const)('%s', (gender, plans, resume) => {
    expect(t.plans({ gender })).toBe(plans);
    expect(t.resume({ gender })).toBe(resume);
    expect(t.emptyBody({ gender })).toContain(gender === 'female' ? 'تشتركي' : 'تشترك في');
  });
});

describe('the withdrawals screens speak to the reader in her or his gender (decision 225)', () => {
  it.each([
    ['female', 'وافقي على التعديل', 'احفظي الملاحظة', 'لأ، سيبيه', 'ابعتي الطلب', 'ارفعي إيصال'],
    ['male', 'وافق على التعديل', 'احفظ الملاحظة', 'لأ، سيبه', 'ابعت الطلب', 'ارفع إيصال'],
    [null, 'وافق على التعديل', 'احفظ الملاحظة', 'لأ، سيبه', 'ابعت الطلب', 'ارفع إيصال'],
  ] as const)('%s', (gender, approve, saveNote, keep, submit, upload) => {
    const reader = { gender };
    expect(w.admin.approveUpdate(reader)).toBe(approve);
    expect(w.admin.saveNote(reader)).toBe(saveNote);
    expect(w.list.keep(reader)).toBe(keep);
    expect(w.form.submit(reader)).toBe(submit);
    expect(w.admin.fulfilBody('٥٠٠ ج.م.', 'منى', reader)).toMatch(new RegExp(`^${upload} `));
  });
});

describe('a lesson’s earning on the tutor’s dashboard', () => {
  it('is dated like the lessons beside it, not as «٢٠٢٦/١١/٢٣»', async () => {
    const { formatDayTime } = await import('../../lib/format.ts');
    const when = formatDayTime('2026-11-23T07:45:00.000Z');
    expect(when).toBe('الاثنين، ٢٣ نوفمبر، ٩:٤٥ الصبح');
    expect(when).not.toMatch(/\//);
  });
});

// After «رفض» and «تم التحويل» the admin read only «اتعمل.» (decision 282): each action says
// what it did.
describe('the admin is told what an action on a request did', () => {
  it('names the rejection and the transfer, and no two actions alike', () => {
    expect(w.admin.done.reject).toBe('الطلب اترفض، والمدرّس هيشوف السبب.');
    expect(w.admin.done.fulfil).toBe('اتسجّل التحويل، والمدرّس هيشوف الإيصال.');
    const said = Object.values(w.admin.done);
    expect(new Set(said).size).toBe(said.length);
    expect(said).not.toContain('اتعمل.');
  });
});
