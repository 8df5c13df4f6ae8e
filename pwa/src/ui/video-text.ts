import { byGender } from '@kalam/shared';
import { videoSpan } from '../lib/video-span.ts';

const percent = new Intl.NumberFormat('ar-EG', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The video player's words (decision 257): each button named by what a press does, in the
 * reader's gender («شغّلي الفيديو»), a form that needs none for a visitor; the place read out in
 * words (shown as «٠:٠٥ / ١:٣٠» by `formatClock`).
 */
export const videoText = {
  play: byGender('شغّلي الفيديو', 'شغّل الفيديو', 'تشغيل الفيديو'),
  pause: byGender('وقّفي الفيديو', 'وقّف الفيديو', 'إيقاف الفيديو'),
  mute: byGender('اقفلي الصوت', 'اقفل الصوت', 'قفل الصوت'),
  unmute: byGender('افتحي الصوت', 'افتح الصوت', 'فتح الصوت'),
  fullscreen: byGender(
    'اعرضي الفيديو على الشاشة كلها',
    'اعرض الفيديو على الشاشة كلها',
    'عرض الفيديو على الشاشة كلها',
  ),
  exitFullscreen: byGender('صغّري الفيديو', 'صغّر الفيديو', 'تصغير الفيديو'),
  /** The seek bar's name; its value is said by `place`. */
  position: 'مكان الفيديو',
  volume: 'علو الصوت',
  /** Where the video is, as read: «٥ ثواني من دقيقة ونص». */
  place: (at: number, length?: number) =>
    length === undefined ? videoSpan(at) : `${videoSpan(at)} من ${videoSpan(length)}`,
  level: (volume: number) => percent.format(volume),
};
