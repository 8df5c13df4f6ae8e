import type { Entry } from './entry.ts';

/** Client-side errors of spec §8 (never sent by the server). */
export const client = {
  'invalid-device-time': {
    status: 0,
    ar: 'ساعة جهازك أو منطقته الزمنية مش مظبوطة، اظبطها عشان المواعيد تظهر صح.',
    arFemale: 'ساعة جهازك أو منطقته الزمنية مش مظبوطة، اظبطيها عشان المواعيد تظهر صح.',
  },
  'loading-error': {
    status: 0,
    ar: 'التحميل ما نجحش، جرّب تاني.',
    arFemale: 'التحميل ما نجحش، جرّبي تاني.',
  },
  'invalid-cvv': {
    status: 0,
    ar: 'رمز CVV مش مظبوط (٣ أو ٤ أرقام).',
  },
  'connection-failure': {
    status: 0,
    ar: 'مفيش اتصال بالإنترنت أو بالسيرفر.',
  },
  'media-device-not-found': {
    status: 0,
    ar: 'مش لاقيين كاميرا أو مايك، وصّل واحد وجرّب تاني.',
    arFemale: 'مش لاقيين كاميرا أو مايك، وصّلي واحد وجرّبي تاني.',
  },
  'media-permission-denied': {
    status: 0,
    ar: 'المتصفح رفض يفتح الكاميرا أو المايك. اسمح بيهم من إعدادات الموقع وجرّب تاني.',
    arFemale: 'المتصفح رفض يفتح الكاميرا أو المايك. اسمحي بيهم من إعدادات الموقع وجرّبي تاني.',
  },
  'media-unexpected': {
    status: 0,
    ar: 'حصلت مشكلة في الكاميرا أو المايك.',
  },
} as const satisfies Record<string, Entry>;
