import { byGender } from '@kalam/shared';

/** The admin's words for the running server: its figures and the tutors' cache (ARABIC.md). */

export const cacheText = {
  title: 'كاش المدرّسين',
  about: byGender(
    'قايمة المدرّسين بتتحفظ في الذاكرة عشان تفتح بسرعة. فرّغيها لو بيانات مدرّس مش ظاهرة صح.',
    'قايمة المدرّسين بتتحفظ في الذاكرة عشان تفتح بسرعة. فرّغها لو بيانات مدرّس مش ظاهرة صح.',
  ),
  flush: byGender('فرّغي الكاش', 'فرّغ الكاش'),
  flushed: 'الكاش اتفرّغ وقايمة المدرّسين اتبنت من جديد.',
};

export const statsText = {
  connections: 'الاتصالات',
  memory: 'الذاكرة (ميجا)',
  rps: 'طلبات في الثانية',
  /**
   * The event loop's delay (its 99th percentile): how long a request waits before the server
   * starts on it, said as an admin reads it, not in the runtime's English.
   */
  loop: 'تأخير استجابة السيرفر (مللي ثانية)',
  waiting: 'مستنيين أول قراءة من السيرفر…',
  live: 'مباشر',
};
