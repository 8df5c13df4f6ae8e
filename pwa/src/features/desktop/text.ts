import { byGender, type Gendered, type UploadState } from '@kalam/shared';
import { formatNumber } from '../../lib/numbers.ts';

const MB = 1024 * 1024;
const oneDecimal = (n: number) => formatNumber(Math.round(n * 10) / 10);

/** Every string of the desktop uploads screen. */
export const uploadsText = {
  title: 'رفع الفيديوهات',
  subtitle: byGender(
    'اختاري فيديو من جهازك وسيبيه يترفع. لو النت فصل أو قفلتي البرنامج، الرفع بيكمّل من مكان ما وقف.',
    'اختار فيديو من جهازك وسيبه يترفع. لو النت فصل أو قفلت البرنامج، الرفع بيكمّل من مكان ما وقف.',
  ),
  pick: byGender('اختاري فيديوهات', 'اختار فيديوهات'),
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
    // Signed out by now, so the reader may not be known: then a line that needs no gender.
    'needs-sign-in': byGender(
      'سجّلي دخولك عشان الرفع يكمّل',
      'سجّل دخولك عشان الرفع يكمّل',
      'الرفع هيكمّل بعد تسجيل الدخول',
    ),
    done: 'اترفع',
    failed: 'الرفع موقف: الملف اتغيّر أو اتنقل',
    canceled: 'اتلغى',
  } satisfies Record<UploadState, string | ((reader: Gendered) => string)>,
} as const;

/** What a file's state says, to the reader in their gender where the line needs one. */
export function stateLabel(state: UploadState, reader: Gendered): string {
  const label: string | ((r: Gendered) => string) = uploadsText.states[state];
  return typeof label === 'string' ? label : label(reader);
}
