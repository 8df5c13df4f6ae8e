/**
 * What the admin's audit log calls each audited record and what each call did (decision 281),
 * so a row reads «تعديل طلب سحب لـ أحمد», never «تعديل invoice» over `PUT /invoice/{id}`.
 * `server/test/admin/audit-field-names.test.ts` walks the audited calls in the served OpenAPI
 * document and fails on a record without a name here, or on a POST that changes a record (it
 * answers 200, not 201) without its own verb.
 */

/** Each audited record (`defineCall({ audit: { entity } })` on the server), as a noun. */
export const AUDIT_ENTITY_NAMES: Readonly<Record<string, string>> = {
  plan: 'باقة',
  topic: 'موضوع',
  coupon: 'كوبون',
  invite: 'دعوة',
  'plan-invite': 'دعوة باقة',
  user: 'مستخدم',
  lesson: 'حصة',
  subscription: 'اشتراك',
  cache: 'الكاش',
  'platform-settings': 'إعدادات المنصة',
  report: 'بلاغ',
  interview: 'مقابلة',
  'demo-session': 'جلسة تجريبية',
  transaction: 'عملية دفع',
  'tutor-media': 'صور وفيديو مدرّس',
  invoice: 'طلب سحب',
  'intro-video': 'فيديو تعريفي',
  'photo-session': 'جلسة تصوير',
};

/**
 * Calls whose method alone would name them wrongly: a POST that changes a payment is no
 * «إضافة», and a cancel or a flush says so. Every other call reads by its method (POST adds,
 * DELETE removes, the rest change).
 */
export const AUDIT_ACTION_VERBS: Readonly<Record<string, string>> = {
  'POST /fawry/refund': 'استرداد',
  'POST /fawry/cancel-unpaid-order': 'إلغاء',
  'POST /fawry/payment-status/sync': 'مراجعة حالة',
  'PATCH /sub/cancel': 'إلغاء',
  'DELETE /cache/flush': 'تفريغ',
};
