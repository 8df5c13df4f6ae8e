import type { Entry } from './entry.ts';

/**
 * Spec §8's general codes: the session and the request, what exists already, a plan's and a
 * tutor's limits, and failures on our side or a partner's.
 */
export const general = {
  unauthenticated: {
    status: 401,
    ar: 'الجلسة خلصت، سجّل دخولك تاني.',
    arFemale: 'الجلسة خلصت، سجّلي دخولك تاني.',
  },
  forbidden: {
    status: 403,
    ar: 'مش مسموح لحسابك يعمل ده.',
  },
  'bad-request': {
    status: 400,
    ar: 'فيه حاجة مش مظبوطة في الطلب، راجع البيانات وجرّب تاني.',
    arFemale: 'فيه حاجة مش مظبوطة في الطلب، راجعي البيانات وجرّبي تاني.',
  },
  illegal: { status: 400, ar: 'الخطوة دي مش مسموحة.' },
  'empty-request': {
    status: 400,
    ar: 'مفيش حاجة اتغيّرت عشان نحفظها.',
  },
  'room-exists': {
    status: 409,
    ar: 'المحادثة دي موجودة خلاص.',
  },
  'user-exists': {
    status: 409,
    ar: 'الإيميل ده متسجّل قبل كده، سجّل دخول بيه أو استخدم إيميل تاني.',
    arFemale: 'الإيميل ده متسجّل قبل كده، سجّلي دخول بيه أو استخدمي إيميل تاني.',
  },
  'coupon-exists': {
    status: 409,
    ar: 'فيه كود خصم بالاسم ده قبل كده، اختار اسم تاني.',
    arFemale: 'فيه كود خصم بالاسم ده قبل كده، اختاري اسم تاني.',
  },
  'invite-used': {
    status: 409,
    ar: 'الدعوة دي اتقبلت واتعمل بيها حساب، فمينفعش تتمسح.',
  },
  'plan-invite-exists': {
    status: 409,
    ar: 'المستخدم ده متعزوم على الباقة دي قبل كده.',
  },
  'rating-exists': {
    status: 409,
    ar: 'إنت قيّمت المدرّس ده قبل كده، تقدر تعدّل تقييمك.',
    arFemale: 'إنتي قيّمتي المدرّس ده قبل كده، تقدري تعدّلي تقييمك.',
  },
  'intro-video-exists': {
    status: 409,
    ar: 'عندك فيديو تعريفي لسه بيتراجع.',
  },
  'long-video-dur': { status: 400, ar: 'الفيديو أطول من المسموح.' },
  'short-video-dur': { status: 400, ar: 'الفيديو أقصر من المسموح.' },
  'demo-session-exists': {
    status: 409,
    ar: 'عندك جلسة تجريبية محجوزة خلاص.',
  },
  'subscription-exists': {
    status: 409,
    ar: 'عندك باقة شغّالة خلاص. تقدر تجدّدها في آخر أسبوع منها.',
    arFemale: 'عندك باقة شغّالة خلاص. تقدري تجدّديها في آخر أسبوع منها.',
  },
  'subscription-required': {
    status: 409,
    ar: 'محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.',
    arFemale: 'محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.',
  },
  'subscription-uncancellable': {
    status: 409,
    ar: 'مش هينفع تلغي الباقة بعد ما استخدمت أقصى عدد حصص.',
    arFemale: 'مش هينفع تلغي الباقة بعد ما استخدمتي أقصى عدد حصص.',
  },
  'no-enough-minutes': {
    status: 409,
    ar: 'دقايقك الفاضلة الأسبوع ده مش مكفّية الحصة دي.',
  },
  'busy-tutor': {
    status: 409,
    ar: 'المدرّس مشغول في الوقت ده، اختار وقت تاني.',
    arFemale: 'المدرّس مشغول في الوقت ده، اختاري وقت تاني.',
  },
  'busy-tutor-manager': {
    status: 409,
    ar: 'مسؤول المدرّسين مشغول في الوقت ده، اختار وقت تاني.',
    arFemale: 'مسؤول المدرّسين مشغول في الوقت ده، اختاري وقت تاني.',
  },
  'invalid-email-address': {
    status: 400,
    ar: 'الإيميل مش مظبوط.',
  },
  unexpected: {
    status: 500,
    ar: 'حصلت مشكلة عندنا، جرّب تاني كمان شوية.',
    arFemale: 'حصلت مشكلة عندنا، جرّبي تاني كمان شوية.',
  },
  'service-unavailable': {
    status: 503,
    ar: 'الخدمة مش متاحة دلوقتي، جرّب كمان شوية.',
    arFemale: 'الخدمة مش متاحة دلوقتي، جرّبي كمان شوية.',
  },
  'fawry-error': {
    status: 502,
    ar: 'الدفع ماكملش بسبب مشكلة عند بوابة الدفع، جرّب تاني.',
    arFemale: 'الدفع ماكملش بسبب مشكلة عند بوابة الدفع، جرّبي تاني.',
  },
  'invite-mail-failed': {
    status: 502,
    ar: 'رسالة الدعوة ماتبعتتش، ومااتسجلش حاجة. جرّب تاني كمان شوية.',
    arFemale: 'رسالة الدعوة ماتبعتتش، ومااتسجلش حاجة. جرّبي تاني كمان شوية.',
  },
  'too-many-requests': {
    status: 429,
    ar: 'محاولات كتير ورا بعض، استنى شوية وجرّب تاني.',
    arFemale: 'محاولات كتير ورا بعض، استني شوية وجرّبي تاني.',
  },
  'large-file-size': {
    status: 413,
    ar: 'الملف أكبر من المسموح.',
  },
  'client-too-old': {
    status: 426,
    ar: 'نسخة التطبيق قديمة، حدّث الصفحة عشان تنزل النسخة الجديدة.',
    arFemale: 'نسخة التطبيق قديمة، حدّثي الصفحة عشان تنزل النسخة الجديدة.',
  },
  'sync-not-writable': {
    status: 403,
    ar: 'البيانات دي مينفعش تتعدّل من التطبيق.',
  },
} as const satisfies Record<string, Entry>;
