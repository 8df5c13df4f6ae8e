import {
  codeInBothDigits,
  count,
  gendered,
  VERIFICATION_CODE_TTL_MINUTES,
  type Gendered,
} from '@kalam/shared';
import type { CodeKind } from '../../db/schema/index.ts';

/**
 * The code message a person receives (e-mail, WhatsApp or Telegram), in the product's colloquial
 * voice and in the recipient's gender (decisions 207, 226): «افتحي الرابط» to a woman,
 * «افتح الرابط» to a man or to someone whose gender is not known. Every number is Arabic-Indic;
 * the code is given in ASCII digits too, in brackets, for a paste or a keyboard without them
 * («٦٠٢٣٥ (60235)», decision 289); the code fields take either.
 */
export function codeMessage(
  kind: CodeKind,
  code: string,
  recipient: Gendered,
  link?: string,
): { subject: string; text: string } {
  const shown = codeInBothDigits(code);
  const expiry = `الكود صالح لمدة ${count('minutes', VERIFICATION_CODE_TTL_MINUTES)}.`;
  if (kind === 'verify-email')
    return {
      subject: 'كود تأكيد إيميلك في كلام',
      text: [
        `كود التأكيد: ${shown}`,
        expiry,
        ...(link
          ? [
              gendered(recipient, {
                female: `أو افتحي الرابط: ${link}`,
                male: `أو افتح الرابط: ${link}`,
              }),
            ]
          : []),
      ].join('\n'),
    };
  if (kind === 'forget-password')
    return {
      subject: 'كود تغيير كلمة المرور في كلام',
      text: [
        `كود تغيير كلمة المرور: ${shown}`,
        expiry,
        gendered(recipient, {
          female: 'لو ما طلبتيهوش، سيبي الرسالة دي وكلمة المرور مش هتتغيّر.',
          male: 'لو ما طلبتهوش، سيب الرسالة دي وكلمة المرور مش هتتغيّر.',
        }),
      ].join('\n'),
    };
  return {
    subject: 'كود تأكيد رقم موبايلك في كلام',
    text: [`كود تأكيد رقم الموبايل: ${shown}`, expiry].join('\n'),
  };
}
