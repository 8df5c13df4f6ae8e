/**
 * The error-code catalogue: every code of spec §8 and one kebab-case code for each validation
 * case of spec §5, with its HTTP status (API.md) and the message the product shows.
 * One place for each code: the server answers with it, the PWA shows its Arabic message.
 */

interface Entry {
  readonly status: number;
  readonly ar: string;
  readonly en: string;
}

const general = {
  unauthenticated: {
    status: 401,
    ar: 'انتهت جلستك، سجّل الدخول مرة أخرى.',
    en: 'Your session has ended. Please log in again.',
  },
  forbidden: {
    status: 403,
    ar: 'ليس لديك صلاحية للقيام بهذا.',
    en: 'You are not allowed to do this.',
  },
  'bad-request': {
    status: 400,
    ar: 'الطلب غير صالح، راجع البيانات وحاول مرة أخرى.',
    en: 'The request is not valid. Check the data and try again.',
  },
  illegal: { status: 400, ar: 'هذه العملية غير مسموح بها.', en: 'This operation is not allowed.' },
  'empty-request': {
    status: 400,
    ar: 'لم يتم إرسال أي بيانات للتعديل.',
    en: 'Nothing was sent to change.',
  },
  'room-exists': {
    status: 409,
    ar: 'هذه المحادثة موجودة بالفعل.',
    en: 'This chat room already exists.',
  },
  'user-exists': {
    status: 409,
    ar: 'هذا البريد الإلكتروني مسجّل بالفعل، استخدم بريدًا آخر.',
    en: 'This email is already registered. Use another email.',
  },
  'coupon-exists': {
    status: 409,
    ar: 'يوجد كود خصم بهذا الاسم بالفعل، اختر كودًا آخر.',
    en: 'A coupon with this code already exists. Choose another code.',
  },
  'plan-invite-exists': {
    status: 409,
    ar: 'هذا المستخدم مدعو لهذه الباقة بالفعل.',
    en: 'This user is already invited to this plan.',
  },
  'rating-exists': {
    status: 409,
    ar: 'لقد قيّمت هذا المعلّم من قبل، يمكنك تعديل تقييمك.',
    en: 'You already rated this tutor. You can edit your rating.',
  },
  'intro-video-exists': {
    status: 409,
    ar: 'لديك فيديو تعريفي قيد المراجعة بالفعل.',
    en: 'You already have an intro video under review.',
  },
  'long-video-dur': { status: 400, ar: 'الفيديو أطول من المسموح.', en: 'The video is too long.' },
  'short-video-dur': { status: 400, ar: 'الفيديو أقصر من المسموح.', en: 'The video is too short.' },
  'demo-session-exists': {
    status: 409,
    ar: 'لديك جلسة تجريبية محجوزة بالفعل.',
    en: 'You already have a demo session booked.',
  },
  'subscription-exists': {
    status: 409,
    ar: 'لديك اشتراك فعّال بالفعل.',
    en: 'You already have an active subscription.',
  },
  'subscription-required': {
    status: 409,
    ar: 'تحتاج إلى اشتراك فعّال لحجز الحصص. اختر باقة أولًا.',
    en: 'You need an active subscription to book lessons. Choose a plan first.',
  },
  'subscription-uncancellable': {
    status: 409,
    ar: 'لا يمكن إلغاء الاشتراك بعد استخدام الحد الأقصى من الحصص.',
    en: 'The subscription cannot be cancelled after the maximum lessons were used.',
  },
  'no-enough-minutes': {
    status: 409,
    ar: 'لا تكفي دقائقك المتبقية هذا الأسبوع لهذه الحصة.',
    en: 'Your remaining minutes this week are not enough for this lesson.',
  },
  'busy-tutor': {
    status: 409,
    ar: 'المعلّم مشغول في هذا الوقت، اختر وقتًا آخر.',
    en: 'The tutor is busy at this time. Pick another time.',
  },
  'busy-tutor-manager': {
    status: 409,
    ar: 'مسؤول المعلّمين مشغول في هذا الوقت، اختر وقتًا آخر.',
    en: 'The tutor manager is busy at this time. Pick another time.',
  },
  'invalid-email-address': {
    status: 400,
    ar: 'البريد الإلكتروني غير صحيح.',
    en: 'The email address is not valid.',
  },
  unexpected: {
    status: 500,
    ar: 'حدث خطأ غير متوقع من جهتنا، حاول مرة أخرى بعد قليل.',
    en: 'Something unexpected happened on our side. Try again shortly.',
  },
  'service-unavailable': {
    status: 503,
    ar: 'الخدمة غير متاحة الآن، حاول بعد قليل.',
    en: 'The service is unavailable. Try again shortly.',
  },
  'fawry-error': {
    status: 502,
    ar: 'تعذّر إتمام الدفع بسبب مشكلة في بوابة الدفع، حاول مرة أخرى.',
    en: 'The payment gateway failed. Try again.',
  },
  'too-many-requests': {
    status: 429,
    ar: 'محاولات كثيرة جدًا، انتظر قليلًا ثم حاول مرة أخرى.',
    en: 'Too many attempts. Wait a little and try again.',
  },
  'large-file-size': {
    status: 413,
    ar: 'حجم الملف أكبر من المسموح.',
    en: 'The file is larger than allowed.',
  },
  'client-too-old': {
    status: 426,
    ar: 'إصدار التطبيق قديم، حدّث الصفحة لتحميل الإصدار الجديد.',
    en: 'This app version is outdated. Reload to get the new version.',
  },
  'sync-not-writable': {
    status: 403,
    ar: 'لا يمكن تعديل هذه البيانات من التطبيق.',
    en: 'These data cannot be changed from the app.',
  },
} as const satisfies Record<string, Entry>;

const notFound = {
  'not-found': { status: 404, ar: 'المطلوب غير موجود.', en: 'Not found.' },
  'sync-collection-not-found': {
    status: 404,
    ar: 'هذه البيانات غير متاحة للمزامنة.',
    en: 'These data are not available for sync.',
  },
  'session-not-found': { status: 404, ar: 'الجلسة غير موجودة.', en: 'Session not found.' },
  'demo-session-not-found': {
    status: 404,
    ar: 'الجلسة التجريبية غير موجودة.',
    en: 'Demo session not found.',
  },
  'transaction-not-found': {
    status: 404,
    ar: 'عملية الدفع غير موجودة.',
    en: 'Transaction not found.',
  },
  'user-not-found': { status: 404, ar: 'المستخدم غير موجود.', en: 'User not found.' },
  'tutor-not-found': { status: 404, ar: 'المعلّم غير موجود.', en: 'Tutor not found.' },
  'student-not-found': { status: 404, ar: 'الطالب غير موجود.', en: 'Student not found.' },
  'lesson-not-found': { status: 404, ar: 'الحصة غير موجودة.', en: 'Lesson not found.' },
  'slot-not-found': { status: 404, ar: 'الموعد غير موجود.', en: 'Slot not found.' },
  'rating-not-found': { status: 404, ar: 'التقييم غير موجود.', en: 'Rating not found.' },
  'coupon-not-found': { status: 404, ar: 'كود الخصم غير موجود.', en: 'Coupon not found.' },
  'asset-not-found': { status: 404, ar: 'الملف غير موجود.', en: 'File not found.' },
  'invite-not-found': { status: 404, ar: 'الدعوة غير موجودة.', en: 'Invite not found.' },
  'invoice-not-found': {
    status: 404,
    ar: 'طلب السحب غير موجود.',
    en: 'Withdrawal request not found.',
  },
  'plan-not-found': { status: 404, ar: 'الباقة غير موجودة.', en: 'Plan not found.' },
  'room-not-found': { status: 404, ar: 'المحادثة غير موجودة.', en: 'Chat room not found.' },
  'message-not-found': { status: 404, ar: 'الرسالة غير موجودة.', en: 'Message not found.' },
  'room-members-not-found': {
    status: 404,
    ar: 'أعضاء المحادثة غير موجودين.',
    en: 'Room members not found.',
  },
  'report-not-found': { status: 404, ar: 'البلاغ غير موجود.', en: 'Report not found.' },
  'interview-not-found': { status: 404, ar: 'المقابلة غير موجودة.', en: 'Interview not found.' },
  'topic-not-found': { status: 404, ar: 'الموضوع غير موجود.', en: 'Topic not found.' },
  'withdraw-method-not-found': {
    status: 404,
    ar: 'طريقة السحب غير موجودة.',
    en: 'Withdraw method not found.',
  },
  'subscription-not-found': {
    status: 404,
    ar: 'الاشتراك غير موجود.',
    en: 'Subscription not found.',
  },
  'intro-video-not-found': {
    status: 404,
    ar: 'الفيديو التعريفي غير موجود.',
    en: 'Intro video not found.',
  },
} as const satisfies Record<string, Entry>;

const other = {
  'invalid-invoice-method': {
    status: 400,
    ar: 'طريقة السحب غير صحيحة.',
    en: 'The withdrawal method is not valid.',
  },
  'illegal-invoice-update': {
    status: 409,
    ar: 'لا يمكن تعديل طلب السحب في حالته الحالية.',
    en: 'The withdrawal request cannot be changed in its current state.',
  },
  'email-already-verified': {
    status: 409,
    ar: 'بريدك الإلكتروني مؤكَّد بالفعل.',
    en: 'Your email is already verified.',
  },
  'user-already-verified': {
    status: 409,
    ar: 'حسابك مؤكَّد بالفعل.',
    en: 'Your account is already verified.',
  },
  'phone-already-verified': {
    status: 409,
    ar: 'رقم هاتفك مؤكَّد بالفعل.',
    en: 'Your phone number is already verified.',
  },
  'unresolved-phone': {
    status: 400,
    ar: 'لم نتمكن من الوصول إلى رقمك عبر تيليجرام. ابدأ محادثة مع البوت أولًا.',
    en: 'We could not reach your number on Telegram. Start a chat with the bot first.',
  },
  'unverified-phone': {
    status: 403,
    ar: 'أكّد رقم هاتفك أولًا.',
    en: 'Verify your phone number first.',
  },
  'unverified-email': {
    status: 403,
    ar: 'أكّد بريدك الإلكتروني أولًا.',
    en: 'Verify your email first.',
  },
  'invalid-phone': {
    status: 400,
    ar: 'رقم الهاتف غير صحيح. اكتب رقم موبايل مصري مثل 01012345678.',
    en: 'The phone number is not valid. Use an Egyptian mobile number such as 01012345678.',
  },
  'incorrect-phone': {
    status: 400,
    ar: 'رقم الهاتف لا يطابق الرقم المسجّل.',
    en: 'The phone number does not match the one on record.',
  },
  'phone-required': { status: 400, ar: 'أضف رقم هاتفك أولًا.', en: 'Add your phone number first.' },
  'expired-verification-code': {
    status: 400,
    ar: 'انتهت صلاحية الكود، اطلب كودًا جديدًا.',
    en: 'The code has expired. Ask for a new one.',
  },
  'invalid-verification-code': {
    status: 400,
    ar: 'الكود غير صحيح.',
    en: 'The code is not correct.',
  },
  'inactive-tutor-manager': {
    status: 403,
    ar: 'حساب مسؤول المعلّمين غير مفعّل.',
    en: 'This tutor manager account is not active.',
  },
  'inactive-tutor': {
    status: 403,
    ar: 'حساب المعلّم غير مفعّل بعد.',
    en: 'This tutor account is not active yet.',
  },
  'wrong-password': {
    status: 401,
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'The email or password is incorrect.',
  },
  'no-password': {
    status: 401,
    ar: 'هذا الحساب مسجّل عبر جوجل، سجّل الدخول باستخدام جوجل.',
    en: 'This account uses Google sign-in. Log in with Google.',
  },
  'conflicting-lessons': {
    status: 409,
    ar: 'لديك حصة أخرى في هذا الوقت.',
    en: 'You have another lesson at this time.',
  },
  'conflicting-interview': {
    status: 409,
    ar: 'يجب أن يمر ستة أشهر على مقابلتك السابقة.',
    en: 'Your earlier interview must be at least six months old.',
  },
  'conflicting-schedule': {
    status: 409,
    ar: 'هذا التعديل سيُلغي حصصًا محجوزة، انقل الحصص أو ألغِها أولًا.',
    en: 'This change would cancel booked lessons. Move or cancel them first.',
  },
  'reached-booking-limit': {
    status: 409,
    ar: 'لديك حصة محجوزة بالفعل، يمكنك حجز حصة جديدة بعد انتهائها.',
    en: 'You already have a booked lesson. You can book another after it ends.',
  },
  'lesson-time-passed': {
    status: 409,
    ar: 'موعد الحصة قد فات أو أقرب من مهلة المعلّم، اختر وقتًا لاحقًا.',
    en: 'The lesson time has passed or is inside the tutor’s notice. Pick a later time.',
  },
  'outside-availability': {
    status: 409,
    ar: 'هذا الوقت خارج مواعيد المعلّم المتاحة.',
    en: 'This time is outside the tutor’s availability.',
  },
  'not-message-owner': {
    status: 403,
    ar: 'يمكنك تعديل أو حذف رسائلك فقط.',
    en: 'You can only edit or delete your own messages.',
  },
  'chat-not-allowed': {
    status: 403,
    ar: 'لا يمكنك بدء محادثة مع هذا المستخدم.',
    en: 'You cannot start a chat with this user.',
  },
  'not-session-member': {
    status: 403,
    ar: 'لست من أعضاء هذه الجلسة.',
    en: 'You are not a member of this session.',
  },
  'session-closed': {
    status: 409,
    ar: 'الجلسة غير متاحة الآن، يمكنك الدخول قبل موعدها بعشر دقائق وحتى نهايتها.',
    en: 'The session is not open now. You can join from ten minutes before it starts until it ends.',
  },
  // Interviews and demo sessions (decision 110).
  'interview-not-passed': {
    status: 409,
    ar: 'لم يجتز المعلّم المقابلة بعد، لذا لا يمكن حجز جلسة تجريبية له.',
    en: 'The tutor has not passed the interview yet, so no demo session can be booked.',
  },
  'session-time-passed': {
    status: 409,
    ar: 'الموعد قد فات أو بعد أقل من نصف ساعة، اختر وقتًا لاحقًا.',
    en: 'The time has passed or is less than 30 minutes away. Pick a later time.',
  },
  'session-started': {
    status: 409,
    ar: 'لا يمكن الإلغاء بعد بداية الموعد.',
    en: 'It cannot be cancelled after it has started.',
  },
  'session-not-started': {
    status: 409,
    ar: 'لا يمكن تسجيل النتيجة قبل بداية الموعد.',
    en: 'The result cannot be recorded before it starts.',
  },
  'session-settled': {
    status: 409,
    ar: 'تم إلغاء هذا الموعد أو تسجيل نتيجته بالفعل.',
    en: 'This appointment was already cancelled or decided.',
  },
  'not-room-member': {
    status: 403,
    ar: 'لست عضوًا في هذه المحادثة.',
    en: 'You are not a member of this chat room.',
  },
  'api-invalid-user-name': {
    status: 400,
    ar: 'الاسم يجب أن يتكون من جزأين على الأقل.',
    en: 'The name must have at least two parts.',
  },
  'week-boundaries-violation': {
    status: 409,
    ar: 'يمكنك الحجز خلال الأسبوع الحالي فقط.',
    en: 'You can only book within the current week.',
  },
  'no-fulfilled-lesson': {
    status: 403,
    ar: 'يمكنك تقييم المعلّم بعد أن تحضر معه حصة مكتملة.',
    en: 'You can rate a tutor after a completed lesson with them.',
  },
  'report-closed': {
    status: 409,
    ar: 'تمت معالجة هذا البلاغ، ولا يمكن تعديله الآن.',
    en: 'This report has been handled and can no longer be edited.',
  },
  'unsatisfiable-range': {
    status: 416,
    ar: 'الجزء المطلوب من الملف غير موجود.',
    en: 'The requested part of the file does not exist.',
  },
} as const satisfies Record<string, Entry>;

/** Validation cases of spec §5. */
const validation = {
  required: { status: 400, ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  'invalid-type': { status: 400, ar: 'نوع القيمة غير صحيح.', en: 'The value has the wrong type.' },
  'unknown-field': { status: 400, ar: 'حقل غير معروف.', en: 'Unknown field.' },
  'short-password': {
    status: 400,
    ar: 'كلمة المرور قصيرة، 8 أحرف على الأقل.',
    en: 'The password is too short: at least 8 characters.',
  },
  'long-password': {
    status: 400,
    ar: 'كلمة المرور طويلة، 50 حرفًا على الأكثر.',
    en: 'The password is too long: at most 50 characters.',
  },
  'invalid-password': {
    status: 400,
    ar: 'كلمة المرور يجب أن تحتوي على أرقام وحروف ورموز، بدون مسافات.',
    en: 'The password needs digits, letters and symbols, with no spaces.',
  },
  'password-mismatch': {
    status: 400,
    ar: 'كلمتا المرور غير متطابقتين.',
    en: 'The passwords do not match.',
  },
  'invalid-user-name': { status: 400, ar: 'الاسم غير صحيح.', en: 'The name is not valid.' },
  'short-user-name': { status: 400, ar: 'الاسم قصير جدًا.', en: 'The name is too short.' },
  'long-user-name': { status: 400, ar: 'الاسم طويل جدًا.', en: 'The name is too long.' },
  'invalid-tutor-name': {
    status: 400,
    ar: 'اسم المعلّم يجب أن يكون بالعربية.',
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
  'invalid-gender': { status: 400, ar: 'النوع غير صحيح.', en: 'The gender is not valid.' },
  'invalid-city': { status: 400, ar: 'المحافظة غير صحيحة.', en: 'The governorate is not valid.' },
  'invalid-role': { status: 400, ar: 'نوع الحساب غير صحيح.', en: 'The account type is not valid.' },
  'empty-bio': { status: 400, ar: 'النبذة مطلوبة.', en: 'The bio is required.' },
  'short-bio': { status: 400, ar: 'النبذة قصيرة جدًا.', en: 'The bio is too short.' },
  'long-bio': { status: 400, ar: 'النبذة طويلة جدًا.', en: 'The bio is too long.' },
  'invalid-bio': {
    status: 400,
    ar: 'النبذة يجب أن تكون بالعربية.',
    en: 'The bio must be in Arabic.',
  },
  'short-tutor-about': { status: 400, ar: 'التعريف قصير جدًا.', en: 'The about text is too short.' },
  'long-tutor-about': { status: 400, ar: 'التعريف طويل جدًا.', en: 'The about text is too long.' },
  'invalid-tutor-about': {
    status: 400,
    ar: 'التعريف يجب أن يكون بالعربية.',
    en: 'The about text must be in Arabic.',
  },
  'invalid-notice': {
    status: 400,
    ar: 'مهلة الحجز غير صحيحة.',
    en: 'The booking notice is not valid.',
  },
  'notice-over-max': {
    status: 400,
    ar: 'مهلة الحجز أطول من المسموح (7 أيام).',
    en: 'The booking notice is longer than allowed (7 days).',
  },
  'invalid-interview-feedback-html': {
    status: 400,
    ar: 'ملاحظات المقابلة تحتوي على تنسيق غير مسموح.',
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
  'invalid-interview-note-html': {
    status: 400,
    ar: 'ملاحظة المقابلة تحتوي على تنسيق غير مسموح.',
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
    ar: 'التقييم يجب أن يكون من 1 إلى 5.',
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
    ar: 'سعر الباقة غير صحيح.',
    en: 'The plan price is not valid.',
  },
  'plan-discount-out-of-range': {
    status: 400,
    ar: 'الخصم يجب أن يكون بين 0 و100٪.',
    en: 'The discount must be between 0 and 100%.',
  },
  'invalid-coupon-code': {
    status: 400,
    ar: 'كود الخصم غير صحيح (حروف إنجليزية كبيرة وأرقام، من 4 إلى 20).',
    en: 'The coupon code is not valid (4 to 20 capital letters and digits).',
  },
  'zero-coupon-discount': {
    status: 400,
    ar: 'قيمة الخصم لا يمكن أن تكون صفرًا.',
    en: 'The discount cannot be zero.',
  },
  'coupon-max-discount-exceeded': {
    status: 400,
    ar: 'الخصم أكبر من الحد الأقصى المسموح.',
    en: 'The discount exceeds the allowed maximum.',
  },
  'invalid-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود غير صحيح.',
    en: 'The coupon expiry date is not valid.',
  },
  'past-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود في الماضي.',
    en: 'The coupon expiry date is in the past.',
  },
  'expired-coupon': { status: 409, ar: 'انتهت صلاحية كود الخصم.', en: 'The coupon has expired.' },
  'invalid-message-html': {
    status: 400,
    ar: 'الرسالة تحتوي على تنسيق غير مسموح.',
    en: 'The message contains disallowed HTML.',
  },
  'short-message-text': { status: 400, ar: 'الرسالة فارغة.', en: 'The message is empty.' },
  'long-message-text': {
    status: 400,
    ar: 'الرسالة طويلة جدًا (4000 حرف على الأكثر).',
    en: 'The message is too long (at most 4000 characters).',
  },
  'withdraw-min-above-max': {
    status: 400,
    ar: 'الحد الأدنى للسحب أكبر من الحد الأقصى.',
    en: 'The withdrawal minimum is above the maximum.',
  },
  'withdraw-min-not-positive': {
    status: 400,
    ar: 'الحد الأدنى للسحب يجب أن يكون أكبر من صفر.',
    en: 'The withdrawal minimum must be above zero.',
  },
  'withdraw-max-not-positive': {
    status: 400,
    ar: 'الحد الأقصى للسحب يجب أن يكون أكبر من صفر.',
    en: 'The withdrawal maximum must be above zero.',
  },
  'invoice-amount-below-min': {
    status: 400,
    ar: 'المبلغ يجب أن يكون بين 100 و50000 جنيه.',
    en: 'The amount must be between 100 and 50,000 EGP.',
  },
  'invoice-amount-above-max': {
    status: 400,
    ar: 'المبلغ يجب أن يكون بين 100 و50000 جنيه.',
    en: 'The amount must be between 100 and 50,000 EGP.',
  },
  'empty-invoice-note': { status: 400, ar: 'الملاحظة فارغة.', en: 'The note is empty.' },
  'invalid-invoice-note': {
    status: 400,
    ar: 'الملاحظة تحتوي على تنسيق غير مسموح.',
    en: 'The note contains disallowed HTML.',
  },
  'long-invoice-note': { status: 400, ar: 'الملاحظة طويلة جدًا.', en: 'The note is too long.' },
  'invalid-instapay-username': {
    status: 400,
    ar: 'عنوان إنستاباي غير صحيح، مثال: name@instapay.',
    en: 'The InstaPay address is not valid, e.g. name@instapay.',
  },
  'empty-bank-name': { status: 400, ar: 'اختر البنك.', en: 'Choose the bank.' },
  'invalid-bank-name': { status: 400, ar: 'البنك غير مدعوم.', en: 'The bank is not supported.' },
  'invalid-bank-account-number': {
    status: 400,
    ar: 'رقم الحساب البنكي غير صحيح (IBAN مصري).',
    en: 'The bank account number is not valid (Egyptian IBAN).',
  },
  'invalid-withdraw-method': {
    status: 400,
    ar: 'طريقة السحب غير صحيحة.',
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
    ar: 'اسم الموضوع يحتوي على رموز غير مسموحة.',
    en: 'The topic name contains characters that are not allowed.',
  },
  'invalid-plan-name': {
    status: 400,
    ar: 'اسم الباقة غير صحيح (من 2 إلى 50 حرفًا، دون رموز تنسيق).',
    en: 'The plan name is not valid (2 to 50 characters, no markup).',
  },
  'invalid-invite-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الدعوة غير صحيح أو في الماضي.',
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
    ar: 'مستوى اللغة الإنجليزية غير صحيح.',
    en: 'The English level is not valid.',
  },
  'invalid-verification-code-format': {
    status: 400,
    ar: 'الكود يتكون من 5 أرقام.',
    en: 'The code is 5 digits.',
  },
  'invalid-lesson-duration': {
    status: 400,
    ar: 'مدة الحصة يجب أن تكون 15 أو 30 دقيقة.',
    en: 'The lesson duration must be 15 or 30 minutes.',
  },
  'invalid-date': { status: 400, ar: 'التاريخ غير صحيح.', en: 'The date is not valid.' },
  'invalid-availability-slot': {
    status: 400,
    ar: 'الموعد غير صحيح: يجب أن تكون البداية قبل النهاية خلال اليوم.',
    en: 'The slot is not valid: start must be before end within the day.',
  },
  'overlapping-availability-slots': {
    status: 400,
    ar: 'المواعيد المتاحة متداخلة.',
    en: 'The availability slots overlap.',
  },
  'invalid-file-type': {
    status: 400,
    ar: 'نوع الملف غير مدعوم.',
    en: 'This file type is not supported.',
  },
  'small-image': {
    status: 400,
    ar: 'الصورة صغيرة، يجب ألا تقل عن 480×480 بكسل.',
    en: 'The image is too small: at least 480×480 pixels.',
  },
  'invalid-image-dimensions': {
    status: 400,
    ar: 'أبعاد الصورة كبيرة جدًا.',
    en: 'The image dimensions are too large.',
  },
  'incomplete-upload': {
    status: 400,
    ar: 'لم يكتمل رفع الملف، حاول مرة أخرى.',
    en: 'The upload did not complete. Try again.',
  },
  'invalid-url': { status: 400, ar: 'الرابط غير صحيح.', en: 'The link is not valid.' },
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
    ar: 'اسم الملف غير صحيح.',
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
    ar: 'وصف المشكلة يحتوي على رموز غير مسموح بها.',
    en: 'The problem description contains characters that are not allowed.',
  },
  'long-report-note': {
    status: 400,
    ar: 'الملاحظة طويلة جدًا.',
    en: 'The note is too long.',
  },
  'invalid-report-note': {
    status: 400,
    ar: 'الملاحظة تحتوي على رموز غير مسموح بها.',
    en: 'The note contains characters that are not allowed.',
  },
  'invalid-report-status': {
    status: 400,
    ar: 'حالة البلاغ غير صحيحة.',
    en: 'The report status is not valid.',
  },
} as const satisfies Record<string, Entry>;

/** Client-side errors of spec §8 (never sent by the server). */
const client = {
  'invalid-device-time': {
    status: 0,
    ar: 'ساعة جهازك أو منطقته الزمنية غير مضبوطة، اضبطها لتظهر المواعيد صحيحة.',
    en: 'Your device clock or time zone is wrong. Fix it so times show correctly.',
  },
  'loading-error': {
    status: 0,
    ar: 'تعذّر التحميل، حاول مرة أخرى.',
    en: 'Loading failed. Try again.',
  },
  'invalid-cvv': {
    status: 0,
    ar: 'رمز CVV غير صحيح (3 أو 4 أرقام).',
    en: 'The CVV is not valid (3 or 4 digits).',
  },
  'connection-failure': {
    status: 0,
    ar: 'لا يوجد اتصال بالإنترنت أو بالخادم.',
    en: 'No connection to the internet or the server.',
  },
  'media-device-not-found': {
    status: 0,
    ar: 'لم نجد كاميرا أو ميكروفون، وصّل جهازًا ثم حاول مرة أخرى.',
    en: 'No camera or microphone was found. Connect one and try again.',
  },
  'media-permission-denied': {
    status: 0,
    ar: 'رفض المتصفح الوصول إلى الكاميرا أو الميكروفون. اسمح بالوصول من إعدادات الموقع ثم أعد المحاولة.',
    en: 'The browser denied camera or microphone access. Allow it in the site settings and retry.',
  },
  'media-unexpected': {
    status: 0,
    ar: 'حدث خطأ غير متوقع في الكاميرا أو الميكروفون.',
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

export function errorMessage(code: ErrorCode, lang: 'ar' | 'en' = 'ar'): string {
  return ERROR_CATALOGUE[code][lang];
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
