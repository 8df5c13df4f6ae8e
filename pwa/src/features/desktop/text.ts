import type { UploadState } from '@kalam/shared';
import { formatNumber } from '../../lib/format.ts';

const MB = 1024 * 1024;
const oneDecimal = (n: number) => formatNumber(Math.round(n * 10) / 10);

/** Every string of the desktop uploads screen. */
export const uploadsText = {
  title: 'رفع الفيديوهات',
  subtitle:
    'اختار فيديو من جهازك وسيبه يترفع. لو النت فصل أو قفلت البرنامج، الرفع بيكمّل من مكان ما وقف.',
  pick: 'اختار فيديوهات',
  empty: 'مفيش فيديوهات في الطابور',
  onlyDesktop: 'رفع الفيديوهات الكبيرة متاح في برنامج كلام للكمبيوتر بس.',
  queue: 'طابور الرفع',
  cancel: (name: string) => `إلغاء رفع ${name}`,
  cancelShort: 'إلغاء',
  size: (bytes: number) => `${oneDecimal(bytes / MB)} ميجا`,
  progress: (sent: number, size: number) =>
    `${formatNumber(size ? Math.floor((sent / size) * 100) : 0)}٪`,
  speed: (bytesPerSecond: number) => `${oneDecimal(bytesPerSecond / MB)} ميجا/ثانية`,
  states: {
    waiting: 'مستني دوره',
    uploading: 'بيترفع',
    retrying: 'النت فصل، بنحاول تاني',
    'needs-sign-in': 'سجّل دخولك عشان الرفع يكمّل',
    done: 'اترفع',
    failed: 'الرفع موقف: الملف اتغيّر أو اتنقل',
    canceled: 'اتلغى',
  } satisfies Record<UploadState, string>,
} as const;
