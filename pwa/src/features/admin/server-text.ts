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
  loop: 'تأخير الـ event loop (مللي)',
  waiting: 'مستنيين أول قراءة من السيرفر…',
  live: 'مباشر',
};
