import { count } from '@kalam/shared';

/**
 * A span of whole minutes as said: «٣٠ دقيقة», «ساعة واحدة», «ساعتين», «٩٠ دقيقة», «يومين» —
 * in days or hours when it is whole ones, in minutes otherwise. A tutor's booking notice and
 * the free-cancellation window (a platform setting, decision 275) are said this way.
 */
export function spanWords(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return count('days', minutes / 1440);
  if (minutes < 60 || minutes % 60 !== 0) return count('minutes', minutes);
  return count('hours', minutes / 60);
}

/**
 * «قبل الحصة بـ…»: the preposition joined to a word («بساعتين»), set apart before a number
 * («بـ ٣٠ دقيقة»), as Arabic writes it — by a no-break space, so a line never ends on «بـ».
 */
export function withBi(span: string): string {
  return /^[\d٠-٩]/.test(span) ? `بـ\u00a0${span}` : `ب${span}`;
}
