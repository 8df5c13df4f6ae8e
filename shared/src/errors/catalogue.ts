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
  readonly en: string;
}

const general = {
  unauthenticated: {
    status: 401,
    ar: 'الجلسة خلصت، سجّل دخولك تاني.',
    arFemale: 'الجلسة خلصت، سجّلي دخولك تاني.',
    en: 'Your session has ended. Please log in again.',
  },
  forbidden: {
    status: 403,
    ar: 'مش مسموح لحسابك يعمل ده.',
    en: 'You are not allowed to do this.',
  },
  'bad-request': {
    status: 400,
    ar: 'فيه حاجة مش مظبوطة في الطلب، راجع البيانات وجرّب تاني.',
    arFemale: 'فيه حاجة مش مظبوطة في الطلب، راجعي البيانات وجرّبي تاني.',
    en: 'The request is not valid. Check the data and try again.',
  },
  illegal: { status: 400, ar: 'الخطوة دي مش مسموحة.', en: 'This operation is not allowed.' },
  'empty-request': {
    status: 400,
    ar: 'مفيش حاجة اتغيّرت عشان نحفظها.',
    en: 'Nothing was sent to change.',
  },
  'room-exists': {
    status: 409,
    ar: 'المحادثة دي موجودة خلاص.',
    en: 'This chat room already exists.',
  },
  'user-exists': {
    status: 409,
    ar: 'الإيميل ده متسجّل قبل كده، سجّل دخول بيه أو استخدم إيميل تاني.',
    arFemale: 'الإيميل ده متسجّل قبل كده، سجّلي دخول بيه أو استخدمي إيميل تاني.',
    en: 'This email is already registered. Use another email.',
  },
  'coupon-exists': {
    status: 409,
    ar: 'فيه كود خصم بالاسم ده قبل كده، اختار اسم تاني.',
    arFemale: 'فيه كود خصم بالاسم ده قبل كده، اختاري اسم تاني.',
    en: 'A coupon with this code already exists. Choose another code.',
  },
  'invite-used': {
    status: 409,
    ar: 'الدعوة دي اتقبلت واتعمل بيها حساب، فمينفعش تتمسح.',
    en: 'This invite was accepted and used to make an account, so it cannot be deleted.',
  },
  'plan-invite-exists': {
    status: 409,
    ar: 'المستخدم ده متعزوم على الباقة دي قبل كده.',
    en: 'This user is already invited to this plan.',
  },
  'rating-exists': {
    status: 409,
    ar: 'إنت قيّمت المدرّس ده قبل كده، تقدر تعدّل تقييمك.',
    arFemale: 'إنتي قيّمتي المدرّس ده قبل كده، تقدري تعدّلي تقييمك.',
    en: 'You already rated this tutor. You can edit your rating.',
  },
  'intro-video-exists': {
    status: 409,
    ar: 'عندك فيديو تعريفي لسه بيتراجع.',
    en: 'You already have an intro video under review.',
  },
  'long-video-dur': { status: 400, ar: 'الفيديو أطول من المسموح.', en: 'The video is too long.' },
  'short-video-dur': { status: 400, ar: 'الفيديو أقصر من المسموح.', en: 'The video is too short.' },
  'demo-session-exists': {
    status: 409,
    ar: 'عندك جلسة تجريبية محجوزة خلاص.',
    en: 'You already have a demo session booked.',
  },
  'subscription-exists': {
    status: 409,
    ar: 'عندك باقة شغّالة خلاص. تقدر تجدّدها في آخر أسبوع منها.',
    arFemale: 'عندك باقة شغّالة خلاص. تقدري تجدّديها في آخر أسبوع منها.',
    en: 'You already have an active subscription.',
  },
  'subscription-required': {
    status: 409,
    ar: 'محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.',
    arFemale: 'محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.',
    en: 'You need an active subscription to book lessons. Choose a plan first.',
  },
  'subscription-uncancellable': {
    status: 409,
    ar: 'مش هينفع تلغي الباقة بعد ما استخدمت أقصى عدد حصص.',
    arFemale: 'مش هينفع تلغي الباقة بعد ما استخدمتي أقصى عدد حصص.',
    en: 'The subscription cannot be cancelled after the maximum lessons were used.',
  },
  'no-enough-minutes': {
    status: 409,
    ar: 'دقايقك الفاضلة الأسبوع ده مش مكفّية الحصة دي.',
    en: 'Your remaining minutes this week are not enough for this lesson.',
  },
  'busy-tutor': {
    status: 409,
    ar: 'المدرّس مشغول في الوقت ده، اختار وقت تاني.',
    arFemale: 'المدرّس مشغول في الوقت ده، اختاري وقت تاني.',
    en: 'The tutor is busy at this time. Pick another time.',
  },
  'busy-tutor-manager': {
    status: 409,
    ar: 'مسؤول المدرّسين مشغول في الوقت ده، اختار وقت تاني.',
    arFemale: 'مسؤول المدرّسين مشغول في الوقت ده، اختاري وقت تاني.',
    en: 'The tutor manager is busy at this time. Pick another time.',
  },
  'invalid-email-address': {
    status: 400,
    ar: 'الإيميل مش مظبوط.',
    en: 'The email address is not valid.',
  },
  unexpected: {
    status: 500,
    ar: 'حصلت مشكلة عندنا، جرّب تاني كمان شوية.',
    arFemale: 'حصلت مشكلة عندنا، جرّبي تاني كمان شوية.',
    en: 'Something unexpected happened on our side. Try again shortly.',
  },
  'service-unavailable': {
    status: 503,
    ar: 'الخدمة مش متاحة دلوقتي، جرّب كمان شوية.',
    arFemale: 'الخدمة مش متاحة دلوقتي، جرّبي كمان شوية.',
    en: 'The service is unavailable. Try again shortly.',
  },
  'fawry-error': {
    status: 502,
    ar: 'الدفع ماكملش بسبب مشكلة عند بوابة الدفع، جرّب تاني.',
    arFemale: 'الدفع ماكملش بسبب مشكلة عند بوابة الدفع، جرّبي تاني.',
    en: 'The payment gateway failed. Try again.',
  },
  'invite-mail-failed': {
    status: 502,
    ar: 'رسالة الدعوة ماتبعتتش، ومااتسجلش حاجة. جرّب تاني كمان شوية.',
    arFemale: 'رسالة الدعوة ماتبعتتش، ومااتسجلش حاجة. جرّبي تاني كمان شوية.',
    en: 'The invite e-mail could not be sent, so nothing was saved. Try again shortly.',
  },
  'too-many-requests': {
    status: 429,
    ar: 'محاولات كتير ورا بعض، استنى شوية وجرّب تاني.',
    arFemale: 'محاولات كتير ورا بعض، استني شوية وجرّبي تاني.',
    en: 'Too many attempts. Wait a little and try again.',
  },
  'large-file-size': {
    status: 413,
    ar: 'الملف أكبر من المسموح.',
    en: 'The file is larger than allowed.',
  },
  'client-too-old': {
    status: 426,
    ar: 'نسخة التطبيق قديمة، حدّث الصفحة عشان تنزل النسخة الجديدة.',
    arFemale: 'نسخة التطبيق قديمة، حدّثي الصفحة عشان تنزل النسخة الجديدة.',
    en: 'This app version is outdated. Reload to get the new version.',
  },
  'sync-not-writable': {
    status: 403,
    ar: 'البيانات دي مينفعش تتعدّل من التطبيق.',
    en: 'These data cannot be changed from the app.',
  },
} as const satisfies Record<string, Entry>;

const notFound = {
  'not-found': {
    status: 404,
    ar: 'مش لاقيين اللي بتدوّر عليه.',
    arFemale: 'مش لاقيين اللي بتدوّري عليه.',
    en: 'Not found.',
  },
  'sync-collection-not-found': {
    status: 404,
    ar: 'البيانات دي مش متاحة للمزامنة.',
    en: 'These data are not available for sync.',
  },
  'session-not-found': { status: 404, ar: 'الجلسة دي مش موجودة.', en: 'Session not found.' },
  'demo-session-not-found': {
    status: 404,
    ar: 'الجلسة التجريبية دي مش موجودة.',
    en: 'Demo session not found.',
  },
  'transaction-not-found': {
    status: 404,
    ar: 'الطلب ده مش موجود.',
    en: 'Transaction not found.',
  },
  'user-not-found': { status: 404, ar: 'المستخدم ده مش موجود.', en: 'User not found.' },
  'tutor-not-found': { status: 404, ar: 'المدرّس ده مش موجود.', en: 'Tutor not found.' },
  'student-not-found': { status: 404, ar: 'الطالب ده مش موجود.', en: 'Student not found.' },
  'lesson-not-found': { status: 404, ar: 'الحصة دي مش موجودة.', en: 'Lesson not found.' },
  'slot-not-found': { status: 404, ar: 'الميعاد ده مش موجود.', en: 'Slot not found.' },
  'rating-not-found': { status: 404, ar: 'التقييم ده مش موجود.', en: 'Rating not found.' },
  'coupon-not-found': { status: 404, ar: 'كود الخصم ده مش موجود.', en: 'Coupon not found.' },
  'upload-not-found': {
    status: 404,
    ar: 'الملف اللي رفعته مش لاقيينه، ارفعه تاني.',
    arFemale: 'الملف اللي رفعتيه مش لاقيينه، ارفعيه تاني.',
    en: 'The uploaded file was not found. Upload it again.',
  },
  'photo-session-not-found': {
    status: 404,
    ar: 'جلسة التصوير دي مش موجودة.',
    en: 'Photo session not found.',
  },
  'asset-not-found': { status: 404, ar: 'الملف ده مش موجود.', en: 'File not found.' },
  'invite-not-found': { status: 404, ar: 'الدعوة دي مش موجودة.', en: 'Invite not found.' },
  'invoice-not-found': {
    status: 404,
    ar: 'طلب السحب ده مش موجود.',
    en: 'Withdrawal request not found.',
  },
  'plan-not-found': { status: 404, ar: 'الباقة دي مش موجودة.', en: 'Plan not found.' },
  'room-not-found': { status: 404, ar: 'المحادثة دي مش موجودة.', en: 'Chat room not found.' },
  'message-not-found': { status: 404, ar: 'الرسالة دي مش موجودة.', en: 'Message not found.' },
  'room-members-not-found': {
    status: 404,
    ar: 'مش لاقيين أعضاء المحادثة دي.',
    en: 'Room members not found.',
  },
  'report-not-found': { status: 404, ar: 'البلاغ ده مش موجود.', en: 'Report not found.' },
  'interview-not-found': { status: 404, ar: 'المقابلة دي مش موجودة.', en: 'Interview not found.' },
  'topic-not-found': { status: 404, ar: 'الموضوع ده مش موجود.', en: 'Topic not found.' },
  'withdraw-method-not-found': {
    status: 404,
    ar: 'طريقة السحب دي مش موجودة.',
    en: 'Withdraw method not found.',
  },
  'subscription-not-found': {
    status: 404,
    ar: 'مفيش اشتراك بالشكل ده.',
    en: 'Subscription not found.',
  },
  'intro-video-not-found': {
    status: 404,
    ar: 'الفيديو التعريفي ده مش موجود.',
    en: 'Intro video not found.',
  },
} as const satisfies Record<string, Entry>;

const other = {
  'invalid-invoice-method': {
    status: 400,
    ar: 'طريقة السحب مش مظبوطة.',
    en: 'The withdrawal method is not valid.',
  },
  'illegal-invoice-update': {
    status: 409,
    ar: 'طلب السحب مينفعش يتعدّل وهو في الحالة دي.',
    en: 'The withdrawal request cannot be changed in its current state.',
  },
  'email-already-verified': {
    status: 409,
    ar: 'إيميلك متأكّد خلاص.',
    en: 'Your email is already verified.',
  },
  'user-already-verified': {
    status: 409,
    ar: 'حسابك متأكّد خلاص.',
    en: 'Your account is already verified.',
  },
  'phone-already-verified': {
    status: 409,
    ar: 'رقم موبايلك متأكّد خلاص.',
    en: 'Your phone number is already verified.',
  },
  'unresolved-phone': {
    status: 400,
    ar: 'مش قادرين نوصل لرقمك على تيليجرام. ابدأ محادثة مع البوت الأول.',
    arFemale: 'مش قادرين نوصل لرقمك على تيليجرام. ابدأي محادثة مع البوت الأول.',
    en: 'We could not reach your number on Telegram. Start a chat with the bot first.',
  },
  'unverified-phone': {
    status: 403,
    ar: 'أكّد رقم موبايلك الأول.',
    arFemale: 'أكّدي رقم موبايلك الأول.',
    en: 'Verify your phone number first.',
  },
  'unverified-email': {
    status: 403,
    ar: 'أكّد إيميلك الأول.',
    arFemale: 'أكّدي إيميلك الأول.',
    en: 'Verify your email first.',
  },
  'invalid-phone': {
    status: 400,
    ar: 'رقم الموبايل مش مظبوط. اكتب رقم مصري زي ٠١٠١٢٣٤٥٦٧٨.',
    arFemale: 'رقم الموبايل مش مظبوط. اكتبي رقم مصري زي ٠١٠١٢٣٤٥٦٧٨.',
    en: 'The phone number is not valid. Use an Egyptian mobile number such as 01012345678.',
  },
  'incorrect-phone': {
    status: 400,
    ar: 'الرقم ده مش هو الرقم المتسجّل.',
    en: 'The phone number does not match the one on record.',
  },
  'phone-required': {
    status: 400,
    ar: 'ضيف رقم موبايلك الأول.',
    arFemale: 'ضيفي رقم موبايلك الأول.',
    en: 'Add your phone number first.',
  },
  'expired-verification-code': {
    status: 400,
    ar: 'الكود ده خلص وقته، اطلب كود جديد.',
    arFemale: 'الكود ده خلص وقته، اطلبي كود جديد.',
    en: 'The code has expired. Ask for a new one.',
  },
  'invalid-verification-code': {
    status: 400,
    ar: 'الكود مش صح.',
    en: 'The code is not correct.',
  },
  'inactive-tutor-manager': {
    status: 403,
    ar: 'حساب مسؤول المدرّسين ده مش متفعّل.',
    en: 'This tutor manager account is not active.',
  },
  'account-suspended': {
    status: 403,
    ar: 'الحساب ده متوقف. كلّم فريق كلام من صفحة تواصل معانا.',
    arFemale: 'الحساب ده متوقف. كلّمي فريق كلام من صفحة تواصل معانا.',
    en: 'This account has been deactivated. Contact the Kalam team.',
  },
  'inactive-tutor': {
    status: 403,
    ar: 'حساب المدرّس لسه ما اتفعّلش.',
    en: 'This tutor account is not active yet.',
  },
  'wrong-password': {
    status: 401,
    ar: 'الإيميل أو كلمة المرور مش صح.',
    en: 'The email or password is incorrect.',
  },
  'no-password': {
    status: 401,
    ar: 'الحساب ده متسجّل بجوجل، ادخل بجوجل.',
    arFemale: 'الحساب ده متسجّل بجوجل، ادخلي بجوجل.',
    en: 'This account uses Google sign-in. Log in with Google.',
  },
  'conflicting-lessons': {
    status: 409,
    ar: 'عندك حصة تانية في الوقت ده.',
    en: 'You have another lesson at this time.',
  },
  'conflicting-interview': {
    status: 409,
    ar: 'لسه ماعداش الوقت اللازم من آخر مقابلة (٦ شهور، أو ٣ لو اترفضت).',
    en: 'Your earlier interview must be at least six months old.',
  },
  'conflicting-schedule': {
    status: 409,
    ar: 'التعديل ده هيشيل وقت فيه حصص محجوزة، انقل الحصص أو الغيها الأول.',
    en: 'This change would cancel booked lessons. Move or cancel them first.',
  },
  'reached-booking-limit': {
    status: 409,
    ar: 'عندك حصة محجوزة، تقدر تحجز اللي بعدها أول ما تخلص.',
    arFemale: 'عندك حصة محجوزة، تقدري تحجزي اللي بعدها أول ما تخلص.',
    en: 'You already have a booked lesson. You can book another after it ends.',
  },
  'lesson-time-passed': {
    status: 409,
    ar: 'الميعاد ده فات أو قريب أوي عن مهلة المدرّس، اختار وقت بعده.',
    arFemale: 'الميعاد ده فات أو قريب أوي عن مهلة المدرّس، اختاري وقت بعده.',
    en: 'The lesson time has passed or is inside the tutor’s notice. Pick a later time.',
  },
  'outside-availability': {
    status: 409,
    ar: 'الوقت ده برّه مواعيد المدرّس.',
    en: 'This time is outside the tutor’s availability.',
  },
  'not-message-owner': {
    status: 403,
    ar: 'تقدر تعدّل أو تمسح رسايلك إنت بس.',
    arFemale: 'تقدري تعدّلي أو تمسحي رسايلك إنتي بس.',
    en: 'You can only edit or delete your own messages.',
  },
  'chat-not-allowed': {
    status: 403,
    ar: 'مش هينفع تبدأ محادثة مع الشخص ده.',
    arFemale: 'مش هينفع تبدئي محادثة مع الشخص ده.',
    en: 'You cannot start a chat with this user.',
  },
  'not-session-member': {
    status: 403,
    ar: 'إنت مش من أعضاء الجلسة دي.',
    arFemale: 'إنتي مش من أعضاء الجلسة دي.',
    en: 'You are not a member of this session.',
  },
  'session-closed': {
    status: 409,
    ar: 'الجلسة مش مفتوحة دلوقتي، بتفتح قبل ميعادها بـ١٠ دقايق لحد ما تخلص.',
    en: 'The session is not open now. You can join from ten minutes before it starts until it ends.',
  },
  // Interviews and demo sessions (decision 110).
  'interview-not-passed': {
    status: 409,
    ar: 'المدرّس لسه ما عداش المقابلة، فمينفعش نحجزله جلسة تجريبية.',
    en: 'The tutor has not passed the interview yet, so no demo session can be booked.',
  },
  'session-time-passed': {
    status: 409,
    ar: 'الميعاد ده فات أو فاضل عليه أقل من نص ساعة، اختار ميعاد بعد كده.',
    arFemale: 'الميعاد ده فات أو فاضل عليه أقل من نص ساعة، اختاري ميعاد بعد كده.',
    en: 'The time has passed or is less than 30 minutes away. Pick a later time.',
  },
  'session-started': {
    status: 409,
    ar: 'مينفعش تلغي بعد ما الميعاد بدأ.',
    en: 'It cannot be cancelled after it has started.',
  },
  'session-not-started': {
    status: 409,
    ar: 'مينفعش تسجّل النتيجة قبل ما الميعاد يبدأ.',
    arFemale: 'مينفعش تسجّلي النتيجة قبل ما الميعاد يبدأ.',
    en: 'The result cannot be recorded before it starts.',
  },
  'intro-video-too-soon': {
    status: 409,
    ar: 'فيديوك التعريفي اترفض من قريب، تقدر تبعت فيديو جديد بعد تلات شهور من الرفض.',
    arFemale: 'فيديوك التعريفي اترفض من قريب، تقدري تبعتي فيديو جديد بعد تلات شهور من الرفض.',
    en: 'Your intro video was rejected recently. You can send a new one three months after the rejection.',
  },
  'intro-video-reviewed': {
    status: 409,
    ar: 'الفيديو ده اتراجع خلاص.',
    en: 'This intro video was already reviewed.',
  },
  'intro-video-required': {
    status: 409,
    ar: 'لازم فيديوك التعريفي يتقبل الأول قبل ما تحجز المقابلة.',
    arFemale: 'لازم فيديوك التعريفي يتقبل الأول قبل ما تحجزي المقابلة.',
    en: 'Your intro video must be approved before you book the interview.',
  },
  'demo-session-not-passed': {
    status: 409,
    ar: 'المدرّس لسه ما عداش الجلسة التجريبية، فمينفعش نحجز جلسة التصوير.',
    en: 'The tutor has not passed the demo session yet, so no photo session can be scheduled.',
  },
  'photo-session-exists': {
    status: 409,
    ar: 'فيه جلسة تصوير محجوزة أو متعملة للمدرّس ده خلاص.',
    en: 'This tutor already has a photo session scheduled or done.',
  },
  'tutor-media-missing': {
    status: 409,
    ar: 'لازم ترفع صورة المدرّس والفيديو والصورة المصغّرة الأول.',
    arFemale: 'لازم ترفعي صورة المدرّس والفيديو والصورة المصغّرة الأول.',
    en: "Upload the tutor's photo, video and thumbnail first.",
  },
  'session-settled': {
    status: 409,
    ar: 'الميعاد ده اتلغى أو اتسجّلت نتيجته خلاص.',
    en: 'This appointment was already cancelled or decided.',
  },
  'not-room-member': {
    status: 403,
    ar: 'إنت مش في المحادثة دي.',
    arFemale: 'إنتي مش في المحادثة دي.',
    en: 'You are not a member of this chat room.',
  },
  'api-invalid-user-name': {
    status: 400,
    ar: 'اكتب اسمك الأول واسم العيلة.',
    arFemale: 'اكتبي اسمك الأول واسم العيلة.',
    en: 'The name must have at least two parts.',
  },
  'week-boundaries-violation': {
    status: 409,
    ar: 'الحجز متاح في الأسبوع ده بس.',
    en: 'You can only book within the current week.',
  },
  'no-fulfilled-lesson': {
    status: 403,
    ar: 'تقدر تقيّم المدرّس بعد ما تحضر معاه حصة كاملة.',
    arFemale: 'تقدري تقيّمي المدرّس بعد ما تحضري معاه حصة كاملة.',
    en: 'You can rate a tutor after a completed lesson with them.',
  },
  'report-closed': {
    status: 409,
    ar: 'البلاغ ده اتعالج خلاص، ومينفعش يتعدّل دلوقتي.',
    en: 'This report has been handled and can no longer be edited.',
  },
  'unsatisfiable-range': {
    status: 416,
    ar: 'الجزء المطلوب من الملف مش موجود.',
    en: 'The requested part of the file does not exist.',
  },
} as const satisfies Record<string, Entry>;

/** Validation cases of spec §5. */
const validation = {
  required: { status: 400, ar: 'الخانة دي مطلوبة.', en: 'This field is required.' },
  'invalid-type': {
    status: 400,
    ar: 'القيمة دي مش من النوع المطلوب.',
    en: 'The value has the wrong type.',
  },
  'unknown-field': { status: 400, ar: 'حقل غير معروف.', en: 'Unknown field.' },
  'short-password': {
    status: 400,
    ar: 'كلمة المرور قصيرة، لازم ٨ حروف على الأقل.',
    en: 'The password is too short: at least 8 characters.',
  },
  'long-password': {
    status: 400,
    ar: 'كلمة المرور طويلة، آخرها ٥٠ حرف.',
    en: 'The password is too long: at most 50 characters.',
  },
  'invalid-password': {
    status: 400,
    ar: 'كلمة المرور لازم يكون فيها أرقام وحروف، من غير مسافات.',
    en: 'The password needs digits, letters and symbols, with no spaces.',
  },
  'password-mismatch': {
    status: 400,
    ar: 'كلمتين المرور مش زي بعض.',
    en: 'The passwords do not match.',
  },
  'invalid-user-name': {
    status: 400,
    ar: 'الاسم لازم يكون حروف بس، من غير أرقام أو رموز أو إيموجي.',
    en: 'The name may hold letters only: no digits, symbols or emoji.',
  },
  'short-user-name': { status: 400, ar: 'الاسم قصير أوي.', en: 'The name is too short.' },
  'long-user-name': { status: 400, ar: 'الاسم طويل أوي.', en: 'The name is too long.' },
  'invalid-tutor-name': {
    status: 400,
    ar: 'اسم المدرّس لازم يكون بالعربي.',
    en: 'The tutor name must be in Arabic.',
  },
  'user-too-old': {
    status: 400,
    ar: 'سنة الميلاد غير مقبولة (العمر أكبر من المسموح).',
    en: 'The birth year is not accepted (too old).',
  },
  'user-too-young': {
    status: 400,
    ar: 'سنة الميلاد غير مقبولة (العمر أصغر من المسموح).',
    en: 'The birth year is not accepted (too young).',
  },
  'invalid-gender': { status: 400, ar: 'النوع مش مظبوط.', en: 'The gender is not valid.' },
  'invalid-city': { status: 400, ar: 'المحافظة مش مظبوطة.', en: 'The governorate is not valid.' },
  'invalid-role': { status: 400, ar: 'نوع الحساب مش مظبوط.', en: 'The account type is not valid.' },
  'empty-bio': { status: 400, ar: 'النبذة مطلوبة.', en: 'The bio is required.' },
  'short-bio': { status: 400, ar: 'النبذة قصيرة جدًا.', en: 'The bio is too short.' },
  'long-bio': { status: 400, ar: 'النبذة طويلة جدًا.', en: 'The bio is too long.' },
  'invalid-bio': {
    status: 400,
    ar: 'النبذة لازم تكون بالعربي.',
    en: 'The bio must be in Arabic.',
  },
  'short-tutor-about': { status: 400, ar: 'التعريف قصير جدًا.', en: 'The about text is too short.' },
  'long-tutor-about': { status: 400, ar: 'التعريف طويل جدًا.', en: 'The about text is too long.' },
  'invalid-tutor-about': {
    status: 400,
    ar: 'التعريف لازم يكون بالعربي.',
    en: 'The about text must be in Arabic.',
  },
  'invalid-notice': {
    status: 400,
    ar: 'مهلة الحجز مش مظبوطة.',
    en: 'The booking notice is not valid.',
  },
  'notice-over-max': {
    status: 400,
    ar: 'مهلة الحجز أطول من المسموح (٧ أيام).',
    en: 'The booking notice is longer than allowed (7 days).',
  },
  'short-review-reason': {
    status: 400,
    ar: 'سبب الرفض قصير جدًا، اكتب للمدرّس يعدّل إيه.',
    arFemale: 'سبب الرفض قصير جدًا، اكتبي للمدرّس يعدّل إيه.',
    en: 'The rejection reason is too short.',
  },
  'long-review-reason': {
    status: 400,
    ar: 'سبب الرفض طويل جدًا.',
    en: 'The rejection reason is too long.',
  },
  'invalid-review-reason-html': {
    status: 400,
    ar: 'سبب الرفض فيه تنسيق مش مسموح بيه.',
    en: 'The rejection reason contains disallowed HTML.',
  },
  'invalid-interview-feedback-html': {
    status: 400,
    ar: 'ملاحظات المقابلة فيها تنسيق مش مسموح بيه.',
    en: 'The interview feedback contains disallowed HTML.',
  },
  'short-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة قصيرة جدًا.',
    en: 'The interview feedback is too short.',
  },
  'long-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة طويلة جدًا.',
    en: 'The interview feedback is too long.',
  },
  'invalid-demo-session-feedback-html': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية فيها تنسيق مش مسموح بيه.',
    en: 'The demo session feedback contains disallowed HTML.',
  },
  'short-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية قصيرة جدًا.',
    en: 'The demo session feedback is too short.',
  },
  'long-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية طويلة جدًا.',
    en: 'The demo session feedback is too long.',
  },
  'invalid-interview-note-html': {
    status: 400,
    ar: 'ملاحظة المقابلة فيها تنسيق مش مسموح بيه.',
    en: 'The interview note contains disallowed HTML.',
  },
  'short-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة قصيرة جدًا.',
    en: 'The interview note is too short.',
  },
  'long-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة طويلة جدًا.',
    en: 'The interview note is too long.',
  },
  'interview-level-too-low': {
    status: 400,
    ar: 'مستوى المقابلة أقل من المسموح.',
    en: 'The interview level is too low.',
  },
  'interview-level-too-high': {
    status: 400,
    ar: 'مستوى المقابلة أعلى من المسموح.',
    en: 'The interview level is too high.',
  },
  'rating-value-out-of-range': {
    status: 400,
    ar: 'التقييم لازم يكون من ١ لـ ٥.',
    en: 'The rating must be from 1 to 5.',
  },
  'short-rating-text': {
    status: 400,
    ar: 'نص التقييم قصير جدًا.',
    en: 'The rating text is too short.',
  },
  'long-rating-text': {
    status: 400,
    ar: 'نص التقييم طويل جدًا.',
    en: 'The rating text is too long.',
  },
  'plan-weekly-minutes-out-of-range': {
    status: 400,
    ar: 'دقائق الباقة الأسبوعية خارج الحدود المسموحة.',
    en: 'The plan’s weekly minutes are out of range.',
  },
  'invalid-plan-price': {
    status: 400,
    ar: 'سعر الباقة مش مظبوط.',
    en: 'The plan price is not valid.',
  },
  'plan-discount-out-of-range': {
    status: 400,
    ar: 'الخصم لازم يكون بين ٠ و١٠٠٪.',
    en: 'The discount must be between 0 and 100%.',
  },
  'invalid-coupon-code': {
    status: 400,
    ar: 'كود الخصم مش مظبوط (حروف إنجليزي كبيرة وأرقام، من ٤ لـ ٢٠).',
    en: 'The coupon code is not valid (4 to 20 capital letters and digits).',
  },
  'zero-coupon-discount': {
    status: 400,
    ar: 'قيمة الخصم مينفعش تكون صفر.',
    en: 'The discount cannot be zero.',
  },
  'coupon-max-discount-exceeded': {
    status: 400,
    ar: 'الخصم أكبر من الحد الأقصى المسموح.',
    en: 'The discount exceeds the allowed maximum.',
  },
  'invalid-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود مش مظبوط.',
    en: 'The coupon expiry date is not valid.',
  },
  'past-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود في الماضي.',
    en: 'The coupon expiry date is in the past.',
  },
  'expired-coupon': { status: 409, ar: 'كود الخصم خلص وقته.', en: 'The coupon has expired.' },
  'invalid-message-html': {
    status: 400,
    ar: 'الرسالة فيها تنسيق مش مسموح بيه.',
    en: 'The message contains disallowed HTML.',
  },
  'short-message-text': { status: 400, ar: 'الرسالة فاضية.', en: 'The message is empty.' },
  'long-message-text': {
    status: 400,
    ar: 'الرسالة طويلة أوي (آخرها ٤٠٠٠ حرف).',
    en: 'The message is too long (at most 4000 characters).',
  },
  'withdraw-min-above-max': {
    status: 400,
    ar: 'الحد الأدنى للسحب أكبر من الحد الأقصى.',
    en: 'The withdrawal minimum is above the maximum.',
  },
  'withdraw-min-not-positive': {
    status: 400,
    ar: 'أقل مبلغ للسحب لازم يكون أكبر من صفر.',
    en: 'The withdrawal minimum must be above zero.',
  },
  'withdraw-max-not-positive': {
    status: 400,
    ar: 'أكبر مبلغ للسحب لازم يكون أكبر من صفر.',
    en: 'The withdrawal maximum must be above zero.',
  },
  // The bounds are platform settings (decision 191): the text names none; the form's hint
  // under the field shows the ones in force (decision 247).
  'invoice-amount-below-min': {
    status: 400,
    ar: 'المبلغ أقل من أقل مبلغ ينفع يتسحب.',
    en: 'The amount is below the withdrawal minimum.',
  },
  'invoice-amount-above-max': {
    status: 400,
    ar: 'المبلغ أكبر من أكبر مبلغ ينفع يتسحب.',
    en: 'The amount is above the withdrawal maximum.',
  },
  'invoice-amount-above-balance': {
    status: 409,
    ar: 'المبلغ أكبر من رصيدك المتاح للسحب.',
    en: 'The amount is more than your available balance.',
  },
  'receipt-required': {
    status: 400,
    ar: 'ارفع إيصال التحويل (صورة أو PDF).',
    arFemale: 'ارفعي إيصال التحويل (صورة أو PDF).',
    en: 'Upload the transfer receipt (an image or a PDF).',
  },
  'empty-invoice-note': { status: 400, ar: 'الملاحظة فارغة.', en: 'The note is empty.' },
  'invalid-invoice-note': {
    status: 400,
    ar: 'الملاحظة فيها تنسيق مش مسموح بيه.',
    en: 'The note contains disallowed HTML.',
  },
  'long-invoice-note': { status: 400, ar: 'الملاحظة طويلة جدًا.', en: 'The note is too long.' },
  'invalid-instapay-username': {
    status: 400,
    ar: 'عنوان إنستاباي مش مظبوط، زي كده: name@instapay.',
    en: 'The InstaPay address is not valid, e.g. name@instapay.',
  },
  'empty-bank-name': {
    status: 400,
    ar: 'اختار البنك.',
    arFemale: 'اختاري البنك.',
    en: 'Choose the bank.',
  },
  'invalid-bank-name': { status: 400, ar: 'البنك غير مدعوم.', en: 'The bank is not supported.' },
  'invalid-bank-account-number': {
    status: 400,
    ar: 'رقم الحساب البنكي مش مظبوط (IBAN مصري).',
    en: 'The bank account number is not valid (Egyptian IBAN).',
  },
  'invalid-withdraw-method': {
    status: 400,
    ar: 'طريقة السحب مش مظبوطة.',
    en: 'The withdrawal method is not valid.',
  },
  'short-topic-name': {
    status: 400,
    ar: 'اسم الموضوع قصير جدًا.',
    en: 'The topic name is too short.',
  },
  'long-topic-name': {
    status: 400,
    ar: 'اسم الموضوع طويل جدًا.',
    en: 'The topic name is too long.',
  },
  'invalid-topic-name': {
    status: 400,
    ar: 'اسم الموضوع فيه رموز مش مسموح بيها.',
    en: 'The topic name contains characters that are not allowed.',
  },
  'invalid-plan-name': {
    status: 400,
    ar: 'اسم الباقة مش مظبوط (من ٢ لـ ٥٠ حرف، من غير رموز تنسيق).',
    en: 'The plan name is not valid (2 to 50 characters, no markup).',
  },
  'invalid-invite-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الدعوة مش مظبوط أو فات.',
    en: 'The invite expiry date is not valid or is in the past.',
  },
  'short-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة قصير جدًا.',
    en: 'The title is too short.',
  },
  'long-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة طويل جدًا.',
    en: 'The title is too long.',
  },
  'short-contact-message': {
    status: 400,
    ar: 'الرسالة قصيرة جدًا.',
    en: 'The message is too short.',
  },
  'long-contact-message': { status: 400, ar: 'الرسالة طويلة جدًا.', en: 'The message is too long.' },
  'invalid-english-level': {
    status: 400,
    ar: 'مستوى الإنجليزي مش مظبوط.',
    en: 'The English level is not valid.',
  },
  'invalid-verification-code-format': {
    status: 400,
    ar: 'الكود ٥ أرقام.',
    en: 'The code is 5 digits.',
  },
  'invalid-lesson-duration': {
    status: 400,
    ar: 'مدة الحصة لازم تكون ١٥ أو ٣٠ دقيقة.',
    en: 'The lesson duration must be 15 or 30 minutes.',
  },
  'invalid-date': { status: 400, ar: 'التاريخ مش مظبوط.', en: 'The date is not valid.' },
  'invalid-availability-slot': {
    status: 400,
    ar: 'الميعاد مش مظبوط: البداية لازم تكون قبل النهاية في نفس اليوم.',
    en: 'The slot is not valid: start must be before end within the day.',
  },
  'overlapping-availability-slots': {
    status: 400,
    ar: 'المواعيد المتاحة متداخلة.',
    en: 'The availability slots overlap.',
  },
  'invalid-file-type': {
    status: 400,
    ar: 'نوع الملف ده مش مدعوم.',
    en: 'This file type is not supported.',
  },
  'small-image': {
    status: 400,
    ar: 'الصورة صغيرة، لازم تكون ٤٨٠×٤٨٠ بكسل على الأقل.',
    en: 'The image is too small: at least 480×480 pixels.',
  },
  'invalid-image-dimensions': {
    status: 400,
    ar: 'أبعاد الصورة كبيرة جدًا.',
    en: 'The image dimensions are too large.',
  },
  'incomplete-upload': {
    status: 400,
    ar: 'رفع الملف ما كملش، جرّب تاني.',
    arFemale: 'رفع الملف ما كملش، جرّبي تاني.',
    en: 'The upload did not complete. Try again.',
  },
  'invalid-url': { status: 400, ar: 'الرابط مش مظبوط.', en: 'The link is not valid.' },
  'corrupt-file': {
    status: 400,
    ar: 'الملف تالف أو غير مكتمل.',
    en: 'The file is damaged or incomplete.',
  },
  'too-many-files': {
    status: 400,
    ar: 'عدد الملفات أكبر من المسموح.',
    en: 'Too many files were sent.',
  },
  'invalid-asset-name': {
    status: 400,
    ar: 'اسم الملف مش مظبوط.',
    en: 'The file name is not valid.',
  },
  'short-report-description': {
    status: 400,
    ar: 'وصف المشكلة قصير جدًا.',
    en: 'The problem description is too short.',
  },
  'long-report-description': {
    status: 400,
    ar: 'وصف المشكلة طويل جدًا.',
    en: 'The problem description is too long.',
  },
  'invalid-report-description': {
    status: 400,
    ar: 'وصف المشكلة فيه رموز مش مسموح بيها.',
    en: 'The problem description contains characters that are not allowed.',
  },
  'long-report-note': {
    status: 400,
    ar: 'الملاحظة طويلة جدًا.',
    en: 'The note is too long.',
  },
  'invalid-report-note': {
    status: 400,
    ar: 'الملاحظة فيها رموز مش مسموح بيها.',
    en: 'The note contains characters that are not allowed.',
  },
  'invalid-report-status': {
    status: 400,
    ar: 'حالة البلاغ مش مظبوطة.',
    en: 'The report status is not valid.',
  },
} as const satisfies Record<string, Entry>;

/** Client-side errors of spec §8 (never sent by the server). */
const client = {
  'invalid-device-time': {
    status: 0,
    ar: 'ساعة جهازك أو منطقته الزمنية مش مظبوطة، اظبطها عشان المواعيد تظهر صح.',
    arFemale: 'ساعة جهازك أو منطقته الزمنية مش مظبوطة، اظبطيها عشان المواعيد تظهر صح.',
    en: 'Your device clock or time zone is wrong. Fix it so times show correctly.',
  },
  'loading-error': {
    status: 0,
    ar: 'التحميل ما نجحش، جرّب تاني.',
    arFemale: 'التحميل ما نجحش، جرّبي تاني.',
    en: 'Loading failed. Try again.',
  },
  'invalid-cvv': {
    status: 0,
    ar: 'رمز CVV مش مظبوط (٣ أو ٤ أرقام).',
    en: 'The CVV is not valid (3 or 4 digits).',
  },
  'connection-failure': {
    status: 0,
    ar: 'مفيش اتصال بالإنترنت أو بالسيرفر.',
    en: 'No connection to the internet or the server.',
  },
  'media-device-not-found': {
    status: 0,
    ar: 'مش لاقيين كاميرا أو مايك، وصّل واحد وجرّب تاني.',
    arFemale: 'مش لاقيين كاميرا أو مايك، وصّلي واحد وجرّبي تاني.',
    en: 'No camera or microphone was found. Connect one and try again.',
  },
  'media-permission-denied': {
    status: 0,
    ar: 'المتصفح رفض يفتح الكاميرا أو المايك. اسمح بيهم من إعدادات الموقع وجرّب تاني.',
    arFemale: 'المتصفح رفض يفتح الكاميرا أو المايك. اسمحي بيهم من إعدادات الموقع وجرّبي تاني.',
    en: 'The browser denied camera or microphone access. Allow it in the site settings and retry.',
  },
  'media-unexpected': {
    status: 0,
    ar: 'حصلت مشكلة في الكاميرا أو المايك.',
    en: 'An unexpected camera or microphone error happened.',
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

/** A code's message, in the reader's form where it speaks to them (`arFemale` for a woman). */
export function errorMessage(
  code: ErrorCode,
  lang: 'ar' | 'en' = 'ar',
  reader: MessageReader = currentReader(),
): string {
  const entry: Entry = ERROR_CATALOGUE[code];
  if (lang === 'ar' && reader?.gender === 'female' && entry.arFemale) return entry.arFemale;
  return entry[lang];
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
