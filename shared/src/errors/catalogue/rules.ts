import type { Entry } from './entry.ts';

/**
 * The refusals of the product's rules (spec §8's other codes, and ours where it names none,
 * decision 152): verification, sign-in, booking, chat and session membership, the onboarding order.
 */
export const ruleRefusals = {
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
    ar: 'التعديل ده هيشيل وقت فيه حصص محجوزة، انقل الحصص أو ألغِها الأول.',
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
  // A demo is taught: passed only if the applicant came into it (issue 40 point 6).
  'demo-not-attended': {
    status: 409,
    ar: 'الجلسة التجريبية ما اتحضرتش، فمينفعش تتسجّل ناجحة.',
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
