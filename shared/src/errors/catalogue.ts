/**
 * The error-code catalogue: every code of spec §8 and one kebab-case code for each validation
 * case of spec §5, with its HTTP status (API.md) and the message the product shows.
 * One place for each code: the server answers with it, the PWA shows its Arabic message.
 */

import type { Gender } from '../enums.ts';

interface Entry {
  readonly status: number;
  /** The Arabic message; where it speaks to the reader, in the masculine (ARABIC.md's `other`). */
  readonly ar: string;
  /** The same message to a woman, where `ar` speaks to the reader (decision 217). */
  readonly arFemale?: string;
}

const general = {
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

const notFound = {
  'not-found': {
    status: 404,
    ar: 'مش لاقيين اللي بتدوّر عليه.',
    arFemale: 'مش لاقيين اللي بتدوّري عليه.',
  },
  'sync-collection-not-found': {
    status: 404,
    ar: 'البيانات دي مش متاحة للمزامنة.',
  },
  'session-not-found': { status: 404, ar: 'الجلسة دي مش موجودة.' },
  'demo-session-not-found': {
    status: 404,
    ar: 'الجلسة التجريبية دي مش موجودة.',
  },
  'transaction-not-found': {
    status: 404,
    ar: 'الطلب ده مش موجود.',
  },
  'user-not-found': { status: 404, ar: 'المستخدم ده مش موجود.' },
  'tutor-not-found': { status: 404, ar: 'المدرّس ده مش موجود.' },
  'student-not-found': { status: 404, ar: 'الطالب ده مش موجود.' },
  'lesson-not-found': { status: 404, ar: 'الحصة دي مش موجودة.' },
  'slot-not-found': { status: 404, ar: 'الميعاد ده مش موجود.' },
  'rating-not-found': { status: 404, ar: 'التقييم ده مش موجود.' },
  'coupon-not-found': { status: 404, ar: 'كود الخصم ده مش موجود.' },
  'upload-not-found': {
    status: 404,
    ar: 'الملف اللي رفعته مش لاقيينه، ارفعه تاني.',
    arFemale: 'الملف اللي رفعتيه مش لاقيينه، ارفعيه تاني.',
  },
  'photo-session-not-found': {
    status: 404,
    ar: 'جلسة التصوير دي مش موجودة.',
  },
  'asset-not-found': { status: 404, ar: 'الملف ده مش موجود.' },
  'invite-not-found': { status: 404, ar: 'الدعوة دي مش موجودة.' },
  'invoice-not-found': {
    status: 404,
    ar: 'طلب السحب ده مش موجود.',
  },
  'plan-not-found': { status: 404, ar: 'الباقة دي مش موجودة.' },
  'room-not-found': { status: 404, ar: 'المحادثة دي مش موجودة.' },
  'message-not-found': { status: 404, ar: 'الرسالة دي مش موجودة.' },
  'room-members-not-found': {
    status: 404,
    ar: 'مش لاقيين أعضاء المحادثة دي.',
  },
  'report-not-found': { status: 404, ar: 'البلاغ ده مش موجود.' },
  'interview-not-found': { status: 404, ar: 'المقابلة دي مش موجودة.' },
  'topic-not-found': { status: 404, ar: 'الموضوع ده مش موجود.' },
  'withdraw-method-not-found': {
    status: 404,
    ar: 'طريقة السحب دي مش موجودة.',
  },
  'subscription-not-found': {
    status: 404,
    ar: 'مفيش اشتراك بالشكل ده.',
  },
  'intro-video-not-found': {
    status: 404,
    ar: 'الفيديو التعريفي ده مش موجود.',
  },
} as const satisfies Record<string, Entry>;

const other = {
  'invalid-invoice-method': {
    status: 400,
    ar: 'طريقة السحب مش مظبوطة.',
  },
  'illegal-invoice-update': {
    status: 409,
    ar: 'طلب السحب مينفعش يتعدّل وهو في الحالة دي.',
  },
  'email-already-verified': {
    status: 409,
    ar: 'إيميلك متأكّد خلاص.',
  },
  'user-already-verified': {
    status: 409,
    ar: 'حسابك متأكّد خلاص.',
  },
  'phone-already-verified': {
    status: 409,
    ar: 'رقم موبايلك متأكّد خلاص.',
  },
  'unresolved-phone': {
    status: 400,
    ar: 'مش قادرين نوصل لرقمك على تيليجرام. ابدأ محادثة مع البوت الأول.',
    arFemale: 'مش قادرين نوصل لرقمك على تيليجرام. ابدأي محادثة مع البوت الأول.',
  },
  'unverified-phone': {
    status: 403,
    ar: 'أكّد رقم موبايلك الأول.',
    arFemale: 'أكّدي رقم موبايلك الأول.',
  },
  'unverified-email': {
    status: 403,
    ar: 'أكّد إيميلك الأول.',
    arFemale: 'أكّدي إيميلك الأول.',
  },
  'invalid-phone': {
    status: 400,
    ar: 'رقم الموبايل مش مظبوط. اكتب رقم مصري زي ٠١٠١٢٣٤٥٦٧٨.',
    arFemale: 'رقم الموبايل مش مظبوط. اكتبي رقم مصري زي ٠١٠١٢٣٤٥٦٧٨.',
  },
  'incorrect-phone': {
    status: 400,
    ar: 'الرقم ده مش هو الرقم المتسجّل.',
  },
  'phone-required': {
    status: 400,
    ar: 'ضيف رقم موبايلك الأول.',
    arFemale: 'ضيفي رقم موبايلك الأول.',
  },
  'expired-verification-code': {
    status: 400,
    ar: 'الكود ده خلص وقته، اطلب كود جديد.',
    arFemale: 'الكود ده خلص وقته، اطلبي كود جديد.',
  },
  'invalid-verification-code': {
    status: 400,
    ar: 'الكود مش صح.',
  },
  'inactive-tutor-manager': {
    status: 403,
    ar: 'حساب مسؤول المدرّسين ده مش متفعّل.',
  },
  'account-suspended': {
    status: 403,
    ar: 'الحساب ده متوقف. كلّم فريق كلام من صفحة التواصل معنا.',
    arFemale: 'الحساب ده متوقف. كلّمي فريق كلام من صفحة التواصل معنا.',
  },
  'inactive-tutor': {
    status: 403,
    ar: 'حساب المدرّس لسه ما اتفعّلش.',
  },
  'wrong-password': {
    status: 401,
    ar: 'الإيميل أو كلمة المرور مش صح.',
  },
  'no-password': {
    status: 401,
    ar: 'الحساب ده متسجّل بجوجل، ادخل بجوجل.',
    arFemale: 'الحساب ده متسجّل بجوجل، ادخلي بجوجل.',
  },
  'conflicting-lessons': {
    status: 409,
    ar: 'عندك حصة تانية في الوقت ده.',
  },
  'conflicting-interview': {
    status: 409,
    ar: 'لسه ماعداش الوقت اللازم من آخر مقابلة (٦ شهور، أو ٣ لو اترفضت).',
  },
  'conflicting-schedule': {
    status: 409,
    ar: 'التعديل ده هيشيل وقت فيه حصص محجوزة، انقل الحصص أو الغيها الأول.',
  },
  'reached-booking-limit': {
    status: 409,
    ar: 'عندك حصة محجوزة، تقدر تحجز اللي بعدها أول ما تخلص.',
    arFemale: 'عندك حصة محجوزة، تقدري تحجزي اللي بعدها أول ما تخلص.',
  },
  'lesson-time-passed': {
    status: 409,
    ar: 'الميعاد ده فات أو قريب أوي عن مهلة المدرّس، اختار وقت بعده.',
    arFemale: 'الميعاد ده فات أو قريب أوي عن مهلة المدرّس، اختاري وقت بعده.',
  },
  'outside-availability': {
    status: 409,
    ar: 'الوقت ده برّه مواعيد المدرّس.',
  },
  'not-message-owner': {
    status: 403,
    ar: 'تقدر تعدّل أو تمسح رسايلك إنت بس.',
    arFemale: 'تقدري تعدّلي أو تمسحي رسايلك إنتي بس.',
  },
  'chat-not-allowed': {
    status: 403,
    ar: 'مش هينفع تبدأ محادثة مع الشخص ده.',
    arFemale: 'مش هينفع تبدئي محادثة مع الشخص ده.',
  },
  'not-session-member': {
    status: 403,
    ar: 'إنت مش من أعضاء الجلسة دي.',
    arFemale: 'إنتي مش من أعضاء الجلسة دي.',
  },
  'session-closed': {
    status: 409,
    ar: 'الجلسة مش مفتوحة دلوقتي، بتفتح قبل ميعادها بـ١٠ دقايق لحد ما تخلص.',
  },
  // Interviews and demo sessions (decision 110).
  'interview-not-passed': {
    status: 409,
    ar: 'المدرّس لسه ما عداش المقابلة، فمينفعش نحجزله جلسة تجريبية.',
  },
  'session-time-passed': {
    status: 409,
    ar: 'الميعاد ده فات أو فاضل عليه أقل من نص ساعة، اختار ميعاد بعد كده.',
    arFemale: 'الميعاد ده فات أو فاضل عليه أقل من نص ساعة، اختاري ميعاد بعد كده.',
  },
  'session-started': {
    status: 409,
    ar: 'مينفعش تلغي بعد ما الميعاد بدأ.',
  },
  'session-not-started': {
    status: 409,
    ar: 'مينفعش تسجّل النتيجة قبل ما الميعاد يبدأ.',
    arFemale: 'مينفعش تسجّلي النتيجة قبل ما الميعاد يبدأ.',
  },
  'intro-video-too-soon': {
    status: 409,
    ar: 'فيديوك التعريفي اترفض من قريب، تقدر تبعت فيديو جديد بعد تلات شهور من الرفض.',
    arFemale: 'فيديوك التعريفي اترفض من قريب، تقدري تبعتي فيديو جديد بعد تلات شهور من الرفض.',
  },
  'intro-video-reviewed': {
    status: 409,
    ar: 'الفيديو ده اتراجع خلاص.',
  },
  'intro-video-required': {
    status: 409,
    ar: 'لازم فيديوك التعريفي يتقبل الأول قبل ما تحجز المقابلة.',
    arFemale: 'لازم فيديوك التعريفي يتقبل الأول قبل ما تحجزي المقابلة.',
  },
  'demo-session-not-passed': {
    status: 409,
    ar: 'المدرّس لسه ما عداش الجلسة التجريبية، فمينفعش نحجز جلسة التصوير.',
  },
  'photo-session-exists': {
    status: 409,
    ar: 'فيه جلسة تصوير محجوزة أو متعملة للمدرّس ده خلاص.',
  },
  'tutor-media-missing': {
    status: 409,
    ar: 'لازم ترفع صورة المدرّس والفيديو والصورة المصغّرة الأول.',
    arFemale: 'لازم ترفعي صورة المدرّس والفيديو والصورة المصغّرة الأول.',
  },
  'session-settled': {
    status: 409,
    ar: 'الميعاد ده اتلغى أو اتسجّلت نتيجته خلاص.',
  },
  'not-room-member': {
    status: 403,
    ar: 'إنت مش في المحادثة دي.',
    arFemale: 'إنتي مش في المحادثة دي.',
  },
  'api-invalid-user-name': {
    status: 400,
    ar: 'اكتب اسمك الأول واسم العيلة.',
    arFemale: 'اكتبي اسمك الأول واسم العيلة.',
  },
  'week-boundaries-violation': {
    status: 409,
    ar: 'الحجز متاح في الأسبوع ده بس.',
  },
  'no-fulfilled-lesson': {
    status: 403,
    ar: 'تقدر تقيّم المدرّس بعد ما تحضر معاه حصة كاملة.',
    arFemale: 'تقدري تقيّمي المدرّس بعد ما تحضري معاه حصة كاملة.',
  },
  'report-closed': {
    status: 409,
    ar: 'البلاغ ده اتعالج خلاص، ومينفعش يتعدّل دلوقتي.',
  },
  'unsatisfiable-range': {
    status: 416,
    ar: 'الجزء المطلوب من الملف مش موجود.',
  },
} as const satisfies Record<string, Entry>;

/** Validation cases of spec §5. */
const validation = {
  required: { status: 400, ar: 'الخانة دي مطلوبة.' },
  'invalid-type': {
    status: 400,
    ar: 'القيمة دي مش من النوع المطلوب.',
  },
  'unknown-field': { status: 400, ar: 'فيه خانة مش معروفة في الطلب.' },
  'short-password': {
    status: 400,
    ar: 'كلمة المرور قصيرة، لازم ٨ حروف على الأقل.',
  },
  'long-password': {
    status: 400,
    ar: 'كلمة المرور طويلة، آخرها ٥٠ حرف.',
  },
  'invalid-password': {
    status: 400,
    ar: 'كلمة المرور لازم يكون فيها أرقام وحروف، من غير مسافات.',
  },
  'password-mismatch': {
    status: 400,
    ar: 'كلمتين المرور مش زي بعض.',
  },
  'invalid-user-name': {
    status: 400,
    ar: 'الاسم لازم يكون حروف بس، من غير أرقام أو رموز أو إيموجي.',
  },
  'short-user-name': { status: 400, ar: 'الاسم قصير أوي.' },
  'long-user-name': { status: 400, ar: 'الاسم طويل أوي.' },
  'invalid-tutor-name': {
    status: 400,
    ar: 'اسم المدرّس لازم يكون بالعربي.',
  },
  'user-too-old': {
    status: 400,
    ar: 'سنة الميلاد دي قديمة أوي: العمر لازم يكون ١٠٠ سنة أو أقل.',
  },
  'user-too-young': {
    status: 400,
    ar: 'سنة الميلاد دي قريبة أوي: العمر لازم يكون ٦ سنين على الأقل.',
  },
  'invalid-gender': { status: 400, ar: 'النوع مش مظبوط.' },
  'invalid-city': { status: 400, ar: 'المحافظة مش مظبوطة.' },
  'invalid-role': { status: 400, ar: 'نوع الحساب مش مظبوط.' },
  'empty-bio': { status: 400, ar: 'النبذة مطلوبة.' },
  'short-bio': { status: 400, ar: 'النبذة قصيرة جدًا.' },
  'long-bio': { status: 400, ar: 'النبذة طويلة جدًا.' },
  'invalid-bio': {
    status: 400,
    ar: 'النبذة لازم تكون بالعربي.',
  },
  'short-tutor-about': { status: 400, ar: 'التعريف قصير جدًا.' },
  'long-tutor-about': { status: 400, ar: 'التعريف طويل جدًا.' },
  'invalid-tutor-about': {
    status: 400,
    ar: 'التعريف لازم يكون بالعربي.',
  },
  'invalid-notice': {
    status: 400,
    ar: 'مهلة الحجز مش مظبوطة.',
  },
  'notice-over-max': {
    status: 400,
    ar: 'مهلة الحجز أطول من المسموح (٧ أيام).',
  },
  'short-review-reason': {
    status: 400,
    ar: 'سبب الرفض قصير جدًا، اكتب للمدرّس يعدّل إيه.',
    arFemale: 'سبب الرفض قصير جدًا، اكتبي للمدرّس يعدّل إيه.',
  },
  'long-review-reason': {
    status: 400,
    ar: 'سبب الرفض طويل جدًا.',
  },
  'invalid-review-reason-html': {
    status: 400,
    ar: 'سبب الرفض فيه تنسيق مش مسموح بيه.',
  },
  'invalid-interview-feedback-html': {
    status: 400,
    ar: 'ملاحظات المقابلة فيها تنسيق مش مسموح بيه.',
  },
  'short-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة قصيرة جدًا.',
  },
  'long-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة طويلة جدًا.',
  },
  'invalid-demo-session-feedback-html': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية فيها تنسيق مش مسموح بيه.',
  },
  'short-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية قصيرة جدًا.',
  },
  'long-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية طويلة جدًا.',
  },
  'invalid-interview-note-html': {
    status: 400,
    ar: 'ملاحظة المقابلة فيها تنسيق مش مسموح بيه.',
  },
  'short-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة قصيرة جدًا.',
  },
  'long-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة طويلة جدًا.',
  },
  'interview-level-too-low': {
    status: 400,
    ar: 'مستوى الإنجليزي لازم يكون ١ أو أكتر (من ١ لـ ١٠).',
  },
  'interview-level-too-high': {
    status: 400,
    ar: 'مستوى الإنجليزي لازم يكون ١٠ أو أقل (من ١ لـ ١٠).',
  },
  'rating-value-out-of-range': {
    status: 400,
    ar: 'التقييم لازم يكون من ١ لـ ٥.',
  },
  'short-rating-text': {
    status: 400,
    ar: 'نص التقييم قصير جدًا.',
  },
  'long-rating-text': {
    status: 400,
    ar: 'نص التقييم طويل جدًا.',
  },
  'plan-weekly-minutes-out-of-range': {
    status: 400,
    ar: 'دقايق الباقة في الأسبوع لازم تكون من ١٥ لـ ١٬٢٠٠.',
  },
  'invalid-plan-price': {
    status: 400,
    ar: 'سعر الباقة مش مظبوط.',
  },
  'plan-discount-out-of-range': {
    status: 400,
    ar: 'الخصم لازم يكون بين ٠ و١٠٠٪.',
  },
  'invalid-coupon-code': {
    status: 400,
    ar: 'كود الخصم مش مظبوط (حروف إنجليزي كبيرة وأرقام، من ٤ لـ ٢٠).',
  },
  'zero-coupon-discount': {
    status: 400,
    ar: 'قيمة الخصم مينفعش تكون صفر.',
  },
  'coupon-max-discount-exceeded': {
    status: 400,
    ar: 'الخصم أكبر من الحد الأقصى المسموح.',
  },
  'invalid-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود مش مظبوط.',
  },
  'past-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود في الماضي.',
  },
  'expired-coupon': { status: 409, ar: 'كود الخصم خلص وقته.' },
  'invalid-message-html': {
    status: 400,
    ar: 'الرسالة فيها تنسيق مش مسموح بيه.',
  },
  'short-message-text': { status: 400, ar: 'الرسالة فاضية.' },
  'long-message-text': {
    status: 400,
    ar: 'الرسالة طويلة أوي (آخرها ٤٠٠٠ حرف).',
  },
  'withdraw-min-above-max': {
    status: 400,
    ar: 'الحد الأدنى للسحب أكبر من الحد الأقصى.',
  },
  'withdraw-min-not-positive': {
    status: 400,
    ar: 'أقل مبلغ للسحب لازم يكون أكبر من صفر.',
  },
  'withdraw-max-not-positive': {
    status: 400,
    ar: 'أكبر مبلغ للسحب لازم يكون أكبر من صفر.',
  },
  // The bounds are platform settings (decision 191): the text names none; the form's hint
  // under the field shows the ones in force (decision 247).
  'invoice-amount-below-min': {
    status: 400,
    ar: 'المبلغ أقل من أقل مبلغ ينفع يتسحب.',
  },
  'invoice-amount-above-max': {
    status: 400,
    ar: 'المبلغ أكبر من أكبر مبلغ ينفع يتسحب.',
  },
  'invoice-amount-above-balance': {
    status: 409,
    ar: 'المبلغ أكبر من رصيدك المتاح للسحب.',
  },
  'receipt-required': {
    status: 400,
    ar: 'ارفع إيصال التحويل (صورة أو PDF).',
    arFemale: 'ارفعي إيصال التحويل (صورة أو PDF).',
  },
  'empty-invoice-note': {
    status: 400,
    ar: 'اكتب الملاحظة الأول.',
    arFemale: 'اكتبي الملاحظة الأول.',
  },
  'invalid-invoice-note': {
    status: 400,
    ar: 'الملاحظة فيها تنسيق مش مسموح بيه.',
  },
  'long-invoice-note': { status: 400, ar: 'الملاحظة طويلة جدًا.' },
  'invalid-instapay-username': {
    status: 400,
    ar: 'عنوان إنستاباي مش مظبوط، زي كده: name@instapay.',
  },
  'empty-bank-name': {
    status: 400,
    ar: 'اختار البنك.',
    arFemale: 'اختاري البنك.',
  },
  'invalid-bank-name': { status: 400, ar: 'البنك ده مش من البنوك اللي بنحوّل عليها.' },
  'invalid-bank-account-number': {
    status: 400,
    ar: 'رقم الحساب البنكي مش مظبوط (IBAN مصري).',
  },
  'invalid-withdraw-method': {
    status: 400,
    ar: 'طريقة السحب مش مظبوطة.',
  },
  'short-topic-name': {
    status: 400,
    ar: 'اسم الموضوع قصير جدًا.',
  },
  'long-topic-name': {
    status: 400,
    ar: 'اسم الموضوع طويل جدًا.',
  },
  'invalid-topic-name': {
    status: 400,
    ar: 'اسم الموضوع فيه رموز مش مسموح بيها.',
  },
  'invalid-plan-name': {
    status: 400,
    ar: 'اسم الباقة مش مظبوط (من ٢ لـ ٥٠ حرف، من غير رموز تنسيق).',
  },
  'invalid-invite-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الدعوة مش مظبوط أو فات.',
  },
  'short-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة قصير جدًا.',
  },
  'long-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة طويل جدًا.',
  },
  'short-contact-message': {
    status: 400,
    ar: 'الرسالة قصيرة جدًا.',
  },
  'long-contact-message': { status: 400, ar: 'الرسالة طويلة جدًا.' },
  'invalid-english-level': {
    status: 400,
    ar: 'مستوى الإنجليزي مش مظبوط.',
  },
  'invalid-verification-code-format': {
    status: 400,
    ar: 'الكود ٥ أرقام.',
  },
  'invalid-lesson-duration': {
    status: 400,
    ar: 'مدة الحصة لازم تكون ١٥ أو ٣٠ دقيقة.',
  },
  'invalid-date': { status: 400, ar: 'التاريخ مش مظبوط.' },
  'invalid-availability-slot': {
    status: 400,
    ar: 'الميعاد مش مظبوط: البداية لازم تكون قبل النهاية في نفس اليوم.',
  },
  'overlapping-availability-slots': {
    status: 400,
    ar: 'المواعيد المتاحة متداخلة.',
  },
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
  'short-report-description': {
    status: 400,
    ar: 'وصف المشكلة قصير جدًا.',
  },
  'long-report-description': {
    status: 400,
    ar: 'وصف المشكلة طويل جدًا.',
  },
  'invalid-report-description': {
    status: 400,
    ar: 'وصف المشكلة فيه رموز مش مسموح بيها.',
  },
  'long-report-note': {
    status: 400,
    ar: 'الملاحظة طويلة جدًا.',
  },
  'invalid-report-note': {
    status: 400,
    ar: 'الملاحظة فيها رموز مش مسموح بيها.',
  },
  'invalid-report-status': {
    status: 400,
    ar: 'حالة البلاغ مش مظبوطة.',
  },
} as const satisfies Record<string, Entry>;

/** Client-side errors of spec §8 (never sent by the server). */
const client = {
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

export const ERROR_CATALOGUE = {
  ...general,
  ...notFound,
  ...other,
  ...validation,
  ...client,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ServerErrorCode = Exclude<ErrorCode, keyof typeof client>;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Who reads a message, when known: the gender picks the form of one that speaks to them. */
export type MessageReader = { gender?: Gender | null } | null | undefined;

let currentReader: () => MessageReader = () => null;

/**
 * An app that shows its messages to one person (the PWA: whoever is signed in on the device)
 * says who that is, once (decision 217); every message made after speaks to them in their gender,
 * wherever it is made (`new AppError(code)`, a screen's own `errorMessage(code)`). A server never
 * sets it: its envelopes keep the masculine `ar`, ARABIC.md's `other`.
 */
export function setMessageReader(reader: () => MessageReader): void {
  currentReader = reader;
}

/**
 * A code's message as the product shows it: Arabic, in the reader's form where it speaks to them
 * (`arFemale` for a woman). English lives apart (`englishErrorMessage`, decision 254).
 */
export function errorMessage(code: ErrorCode, reader: MessageReader = currentReader()): string {
  const entry: Entry = ERROR_CATALOGUE[code];
  if (reader?.gender === 'female' && entry.arFemale) return entry.arFemale;
  return entry.ar;
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
