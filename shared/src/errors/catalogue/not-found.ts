import type { Entry } from './entry.ts';

/** Spec §8's answers for a thing that is not there. */
export const notFound = {
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
