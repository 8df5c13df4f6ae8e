import { DEFAULT_TIME_ZONE, dayAndTime, timeOfDay } from '@kalam/shared';
import { spanWords } from '../../lib/span-words.ts';
import { tutorText } from './text.ts';

/** Dates and numbers as a tutor in Egypt reads them: Arabic, Cairo time unless the tutor's zone differs. */
const numbers = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 1 });

/** «الثلاثاء، ٢٤ نوفمبر، ٥ العصر». */
export const formatWhen = (iso: string, zone: string = DEFAULT_TIME_ZONE) => dayAndTime(iso, zone);

/** «٥:٣٠ العصر». */
export const formatTime = (iso: string, zone: string = DEFAULT_TIME_ZONE) => timeOfDay(iso, zone);

export const formatNumber = (n: number) => numbers.format(n);

/** A booking notice in words: «من غير مهلة», «٣٠ دقيقة», «ساعتين», «٦ ساعات», «يوم». */
export function noticeLabel(minutes: number): string {
  return minutes <= 0 ? tutorText.profile.noticeWords.none : spanWords(minutes);
}
