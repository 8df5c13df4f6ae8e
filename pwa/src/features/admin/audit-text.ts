import { AUDIT_ACTION_VERBS, AUDIT_ENTITY_NAMES, AUDIT_FIELD_NAMES } from '@kalam/shared';

/** The admin's words for the audit log (ARABIC.md). */

/** Fields every audited write sets by itself: left out of a row's summary. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

export const auditText = {
  who: 'مين',
  /** An actor whose account is gone: never their raw id. */
  someone: 'حساب مش موجود',
  /** What was done, as a noun: the actor's gender is not in the log. */
  what: 'العملية',
  entity: 'على إيه',
  when: 'إمتى',
  before: 'قبل',
  after: 'بعد',
  details: 'التفاصيل',
  verbs: { post: 'إضافة', change: 'تعديل', delete: 'مسح' },
  /** Enum values the details show by name, never the server's English. */
  canceledBy: { student: 'الطالب', tutor: 'المدرّس', self: 'المنصة' },
  periods: { Month: 'شهر', Quarter: '٣ شهور', Year: 'سنة', FreeTrial: 'تجربة مجانية' },
  sources: { admin: 'من الإدارة', payment: 'بالدفع', trial: 'تجربة' },
  notificationMethods: { whatsapp: 'واتساب', telegram: 'تيليجرام', none: 'من غير تنبيهات' },
  caches: { tutors: 'قايمة المدرّسين' },
  /** The changed fields an admin reads in a row's summary, in Arabic (never the raw key). */
  fields: AUDIT_FIELD_NAMES,
  /** A row's summary: the first three changed fields it can name, else «التفاصيل». */
  summary(keys: readonly string[]): string {
    // Bookkeeping every creation or write moves (the id, the dates): the summary names what
    // the admin changed; the details still list them.
    const named = keys
      .filter((k) => !BOOKKEEPING.has(k))
      .map((k) => auditText.fields[k])
      .filter(Boolean);
    return named.slice(0, 3).join('، ') || auditText.details;
  },
  /** Each audited record as a noun (shared: a server test checks every audited one has its name). */
  entities: AUDIT_ENTITY_NAMES,
  /** What a call did, said as a noun: the call's own verb, else its method's. */
  verbOf(action: string): string {
    const own = AUDIT_ACTION_VERBS[action];
    if (own) return own;
    if (action.startsWith('POST ')) return auditText.verbs.post;
    if (action.startsWith('DELETE ')) return auditText.verbs.delete;
    return auditText.verbs.change;
  },
  /** Before the person a record is about: «طلب سحب لـ أحمد». */
  of: 'لـ',
};
