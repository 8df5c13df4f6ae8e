import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@kalam/shared';
import { AuditWhat } from './audit-what.tsx';

function entry(over: Partial<AuditEntryDto>): AuditEntryDto {
  return {
    id: 'a1',
    at: '2026-12-02T18:21:00.000Z',
    actorId: 'admin1',
    actorName: 'مدير كلام',
    actorRole: 'SuperAdmin',
    action: 'PUT /coupon/{id}',
    entity: 'coupon',
    entityId: null,
    before: null,
    after: null,
    names: {},
    ...over,
  };
}

const html = (e: AuditEntryDto) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuditWhat entry={e} />
    </MemoryRouter>,
  );
/** What an admin reads: the markup without its tags. */
const text = (e: AuditEntryDto) => html(e).replace(/<[^>]+>/g, '');

const tutor = { id: 'tutor1', name: 'سارة المدرّسة', image: null };

// The log said «تعديل invoice» over `PUT /invoice/{id}/with/asset` (decision 281).
describe("an audit row's «العملية»", () => {
  it('names the record in Arabic and says the person it is about, never the call', () => {
    const invoice = entry({
      action: 'PUT /invoice/{id}/with/asset',
      entity: 'invoice',
      entityId: 'inv1',
      after: { id: 'inv1', userId: 'tutor1', status: 'Approved' },
      names: { tutor1: 'أحمد المدرّس' },
    });
    expect(text(invoice)).toBe('تعديل طلب سحب لـ أحمد المدرّس');
    expect(html(invoice)).not.toContain('/invoice');
    // The person opens their page.
    expect(html(invoice)).toContain('href="/admin/user/tutor1"');
  });

  it("names the tutor whose intro video was reviewed, from the answer's member", () => {
    const video = entry({
      action: 'PUT /intro-video/{id}',
      entity: 'intro-video',
      entityId: 'v1',
      after: { id: 'v1', status: 'Approved', tutor },
    });
    expect(text(video)).toBe('تعديل فيديو تعريفي لـ سارة المدرّسة');
    expect(html(video)).not.toMatch(/PUT|intro-video\//);
  });

  it('names a record by its own name as before: a coupon, a user with a link', () => {
    expect(
      text(
        entry({
          action: 'POST /coupon',
          entityId: 'c1',
          names: { c1: 'AUDIT15' },
        }),
      ),
    ).toBe('إضافة كوبون AUDIT15');
    const user = entry({
      action: 'PUT /user/{id}',
      entity: 'user',
      entityId: 'u1',
      names: { u1: 'منى' },
    });
    expect(text(user)).toBe('تعديل مستخدم منى');
    expect(html(user)).toContain('href="/admin/user/u1"');
  });

  it('says a POST that changes a payment by what it did, not «إضافة»', () => {
    const payment = (action: string) =>
      text(
        entry({
          action,
          entity: 'transaction',
          entityId: 't1',
          after: { id: 't1', userId: 's1' },
          names: { s1: 'ليلى' },
        }),
      );
    expect(payment('POST /fawry/refund')).toBe('استرداد عملية دفع لـ ليلى');
    expect(payment('POST /fawry/cancel-unpaid-order')).toBe('إلغاء عملية دفع لـ ليلى');
    expect(text(entry({ action: 'DELETE /cache/flush', entity: 'cache' }))).toBe('تفريغ الكاش');
  });

  it('names no one where the record has no single subject (a lesson) or no name came', () => {
    const lesson = entry({
      action: 'PATCH /lesson',
      entity: 'lesson',
      entityId: 'l1',
      after: { id: 'l1', studentId: 's1', tutorId: 'tutor1' },
      names: { s1: 'ليلى', tutor1: 'سارة' },
    });
    expect(text(lesson)).toBe('تعديل حصة');
    const gone = entry({
      action: 'PUT /invoice/{id}/with/asset',
      entity: 'invoice',
      entityId: 'i',
    });
    expect(text(gone)).toBe('تعديل طلب سحب');
  });

  it('has an Arabic name for the records the reviewer saw in English', () => {
    for (const entity of ['invoice', 'intro-video', 'photo-session'])
      expect(text(entry({ entity }))).toMatch(/^تعديل [\u0600-\u06FF\s]+$/);
  });
});
