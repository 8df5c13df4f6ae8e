import { byGender } from '@kalam/shared';
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
  createCoupon: 'كوبون جديد',
  /** Over the form while it edits a coupon: which one. */
  editing: (code: string) => `تعديل الكوبون ${ltr(code)}`,
  createInvite: 'دعوة جديدة',
  searchCoupons: byGender('دوّري بالكود', 'دوّر بالكود'),
  searchInvites: byGender('دوّري بالإيميل', 'دوّر بالإيميل'),
  state: { pending: 'مستنية', accepted: 'اتقبلت', expired: 'انتهت' } as Record<string, string>,
};
