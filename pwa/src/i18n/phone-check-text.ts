import { byGender } from '@kalam/shared';

/**
 * The phone check's words (verifying a number by a code over WhatsApp or Telegram): apart from
 * `ar.ts` because only the phone check reads them, and `ar.ts` is in every screen's first load
 * (the shell's 170 KB aim, decision 228).
 */
export const phoneCheckText = {
  // Also read on sign-up, before the gender is known: the third forms need none (248).
  title: byGender('أكّدي رقم موبايلك', 'أكّد رقم موبايلك', 'تأكيد رقم الموبايل'),
  body: 'هنبعت كود من ٥ أرقام على الرقم ده:',
  /**
   * Why the number must be verified, and where it can be done after «بعدين», by the reader's
   * role: only a student pays and books; a tutor hears of her interviews and lessons on it, and
   * students book her only once it is verified (spec §6); the staff neither pay nor are booked.
   */
  why: {
    Student: () => 'لازم الرقم يتأكّد قبل الدفع وحجز الحصص، وعليه بتوصلك تنبيهات الحصص.',
    Tutor: byGender(
      'على الرقم ده بتوصلك تنبيهات المقابلة والحصص على واتساب أو تيليجرام، والطلاب مش هيقدروا يحجزوا معاكي قبل ما يتأكّد.',
      'على الرقم ده بتوصلك تنبيهات المقابلة والحصص على واتساب أو تيليجرام، والطلاب مش هيقدروا يحجزوا معاك قبل ما يتأكّد.',
      'على الرقم ده بتوصل تنبيهات المقابلة والحصص على واتساب أو تيليجرام، والحجز مع الطلاب بيتفتح بعد ما يتأكّد.',
    ),
    staff: () => 'على الرقم ده بتوصل تنبيهات المواعيد على واتساب أو تيليجرام.',
  },
  sendBy: 'ابعت الكود على',
  whatsapp: 'واتساب',
  telegram: 'تيليجرام',
  send: 'ابعت الكود',
  sent: 'بعتنالك كود من ٥ أرقام.',
  code: 'الكود',
  verify: byGender('أكّدي الرقم', 'أكّد الرقم', 'تأكيد الرقم'),
  resend: 'ابعت كود جديد',
  done: 'تم تأكيد رقمك',
  later: 'بعدين',
  laterHint: {
    Student: byGender(
      'ممكن تأكديه بعدين من الإعدادات، وهنسألك عليه قبل الدفع.',
      'ممكن تأكده بعدين من الإعدادات، وهنسألك عليه قبل الدفع.',
      'تأكيده ممكن بعدين من الإعدادات، وهنسألك عليه قبل الدفع.',
    ),
    // The tutor's dashboard lists it until it is done (setup-items.ts).
    Tutor: byGender(
      'ممكن تأكديه بعدين من إعدادات الحساب، ولوحتك هتفكّرك بيه.',
      'ممكن تأكده بعدين من إعدادات الحساب، ولوحتك هتفكّرك بيه.',
      'تأكيده ممكن بعدين من إعدادات الحساب، ولوحة المدرّس هتفكّر بيه.',
    ),
    staff: () => 'تأكيده ممكن بعدين.',
  },
};
