import { byGender, count, INVITE_DEFAULT_DAYS } from '@kalam/shared';
import { ltr } from './ltr.ts';

/** The admin's words for coupons and invites (ARABIC.md). */

export const offersText = {
  coupons: 'الكوبونات',
  invites: 'الدعوات',
  code: 'الكود',
  discount: 'الخصم ٪',
  maxDiscount: 'أقصى خصم (جنيه)',
  expiresAt: 'بينتهي',
  expired: 'انتهى',
  /** A coupon's limits of uses (decision 294); empty is no limit. */
  usageLimit: 'مرات الاستخدام للكل',
  perStudentLimit: 'مرات الاستخدام لكل طالب',
  limits: 'حد الاستخدام',
  noLimit: 'من غير حد',
  forAll: (n: string) => `${n} للكل`,
  perStudent: (n: string) => `${n} لكل طالب`,
  createCoupon: 'كوبون جديد',
  /** Over the form while it edits a coupon: which one. */
  editing: (code: string) => `تعديل الكوبون ${ltr(code)}`,
  createInvite: 'دعوة جديدة',
  /** An invite not yet accepted, sent again with a fresh code (decision 280). */
  resendInvite: byGender('ابعتي الدعوة تاني', 'ابعت الدعوة تاني'),
  resent: `الدعوة اتبعتت تاني بكود جديد، وشغّالة ${count('days', INVITE_DEFAULT_DAYS)}.`,
  searchCoupons: byGender('دوّري بالكود', 'دوّر بالكود'),
  searchInvites: byGender('دوّري بالإيميل', 'دوّر بالإيميل'),
  state: { pending: 'مستنية', accepted: 'اتقبلت', expired: 'انتهت' } as Record<string, string>,
};
