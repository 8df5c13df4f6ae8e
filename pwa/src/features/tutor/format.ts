import { DEFAULT_TIME_ZONE } from '@kalam/shared';
import { tutorText } from './text.ts';

/** Dates and numbers as a tutor in Egypt reads them: Arabic, Cairo time unless the tutor's zone differs. */
const formats = new Map<string, Intl.DateTimeFormat>();
const numbers = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 1 });

function formatIn(zone: string, kind: 'when' | 'time'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'ar-EG',
      kind === 'when'
        ? {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
          }
        : { hour: 'numeric', minute: '2-digit', timeZone: zone },
    );
    formats.set(key, format);
  }
  return format;
}

/** «الثلاثاء، ٢٤ نوفمبر في ٥:٠٠ م». */
export const formatWhen = (iso: string, zone: string = DEFAULT_TIME_ZONE) =>
  formatIn(zone, 'when').format(new Date(iso));

/** «٥:٣٠ م». */
export const formatTime = (iso: string, zone: string = DEFAULT_TIME_ZONE) =>
  formatIn(zone, 'time').format(new Date(iso));

export const formatNumber = (n: number) => numbers.format(n);

/** A booking notice in words: «من غير مهلة», «٣٠ دقيقة», «ساعتين», «٦ ساعات», «يوم». */
export function noticeLabel(minutes: number): string {
  const w = tutorText.profile.noticeWords;
  if (minutes <= 0) return w.none;
  if (minutes % 1440 === 0) return w.days(minutes / 1440);
  if (minutes < 60 || minutes % 60 !== 0) return w.minutes(minutes);
  return w.hours(minutes / 60);
}
