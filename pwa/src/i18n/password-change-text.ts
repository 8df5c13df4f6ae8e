import { byGender } from '@kalam/shared';

/** The password change's words, for the account screens that offer it (apart from `ar.ts`). */
export const passwordChangeText = {
  title: 'تغيير كلمة المرور',
  /** Around the account's e-mail, which sits in its own left-to-right island. */
  bodyBefore: 'هنبعت كود من ٥ أرقام على',
  bodyAfter: byGender(
    '، وبعدها تختاري كلمة مرور جديدة. كل الأجهزة التانية هتخرج من حسابك.',
    '، وبعدها تختار كلمة مرور جديدة. كل الأجهزة التانية هتخرج من حسابك.',
  ),
  send: 'ابعت الكود',
  resend: 'ابعت كود جديد',
  // Signed in, to the account's own address: no «if this e-mail is yours» (that is the
  // forgotten-password page's answer to a stranger).
  sent: 'بعتنالك الكود على إيميلك.',
  code: 'الكود',
  password: 'كلمة المرور الجديدة',
  confirm: 'تأكيد كلمة المرور',
  submit: byGender('غيّري كلمة المرور', 'غيّر كلمة المرور'),
  done: 'اتغيّرت كلمة المرور.',
  cancel: 'إلغاء',
};
