import { byGender } from '@kalam/shared';
import { WEEKDAY_NAMES } from '../../lib/format.ts';

/** The admin's words for the platform settings (ARABIC.md). */

export const settingsText = {
  readOnly: byGender(
    'بتشوفي الإعدادات بس: التعديل للسوبر أدمن.',
    'بتشوف الإعدادات بس: التعديل للسوبر أدمن.',
  ),
  quota: 'تجديد الدقايق الأسبوعي',
  weekday: 'يوم التجديد',
  hour: 'ساعة التجديد (بتوقيت القاهرة)',
  noticeGroup: 'مهلة الحجز',
  notice: 'المهلة الافتراضية للمدرّس الجديد (دقيقة)',
  video: 'مدة الفيديو التعريفي (ثانية)',
  videoMin: 'أقل مدة',
  videoMax: 'أطول مدة',
  withdrawal: 'حدود السحب (جنيه)',
  withdrawalMin: 'أقل مبلغ',
  withdrawalMax: 'أكبر مبلغ',
  cancellation: 'الإلغاء',
  freeCancellation: 'الطالب اللي يلغي قبل الحصة بالمدة دي أو أكتر ترجعله دقايقه (دقيقة)',
  studio: 'الاستوديو',
  studioAddress: 'عنوان الاستوديو',
  studioAddressNone: 'لسه ما اتكتبش',
  studioAddressHint: 'بيظهر للمتقدّم في خطوة جلسة التصوير. لو فاضي، الخطوة مش بتقول عنوان.',
  /** Too long, or with < or >: the rule in its own words (the server's code is generic). */
  studioAddressAllowed: (max: string) => `العنوان لازم يكون ${max} حرف على الأكثر، من غير < أو >.`,
  lastChange: (when: string) => `آخر تعديل: ${when}`,
  /**
   * What each field allows, in its own words (decision 249). `from` and `to` come formatted
   * (Arabic digits, the unit on `to`) from the shared rule's bounds.
   */
  allowed: {
    quotaRenewalHour: (from: string, to: string) =>
      `ساعة التجديد لازم تكون رقم صحيح من ${from} لـ ${to}.`,
    defaultNoticeMinutes: (from: string, to: string) =>
      `المهلة لازم تكون رقم صحيح بين ${from} و${to}.`,
    introVideoMinSeconds: (from: string, to: string) =>
      `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
    introVideoMaxSeconds: (from: string, to: string) =>
      `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
    withdrawalMinEgp: (from: string, to: string) =>
      `المبلغ لازم يكون جنيهات صحيحة بين ${from} و${to}.`,
    withdrawalMaxEgp: (from: string, to: string) =>
      `المبلغ لازم يكون جنيهات صحيحة بين ${from} و${to}.`,
    freeCancellationMinutes: (from: string, to: string) =>
      `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
  },
  /** The rules between two fields, said on the field the rule names. */
  videoOrder: 'أطول مدة لازم تكون أكبر من أقل مدة.',
  withdrawalOrder: 'أقل مبلغ لازم يكون أصغر من أكبر مبلغ أو قدّه.',
  /** The renewal day's choices: the week's days as every other screen names them. */
  weekdays: WEEKDAY_NAMES,
};
