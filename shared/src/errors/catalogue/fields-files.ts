import type { Entry } from './entry.ts';

/** Validation cases of spec §5: uploaded files and images. */
export const fileFields = {
  'invalid-file-type': {
    status: 400,
    ar: 'نوع الملف ده مش مدعوم.',
  },
  'small-image': {
    status: 400,
    ar: 'الصورة صغيرة، لازم تكون ٤٨٠×٤٨٠ بكسل على الأقل.',
  },
  'invalid-image-dimensions': {
    status: 400,
    ar: 'أبعاد الصورة كبيرة جدًا.',
  },
  'incomplete-upload': {
    status: 400,
    ar: 'رفع الملف ما كملش، جرّب تاني.',
    arFemale: 'رفع الملف ما كملش، جرّبي تاني.',
  },
  'invalid-url': { status: 400, ar: 'الرابط مش مظبوط.' },
  'corrupt-file': {
    status: 400,
    ar: 'الملف بايظ أو ناقص.',
  },
  'too-many-files': {
    status: 400,
    ar: 'عدد الملفات أكبر من المسموح.',
  },
  'invalid-asset-name': {
    status: 400,
    ar: 'اسم الملف مش مظبوط.',
  },
} as const satisfies Record<string, Entry>;
