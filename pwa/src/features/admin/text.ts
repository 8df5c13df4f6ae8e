import {
  byGender,
  genderOf,
  gendered,
  ROLE_NAMES_AR,
  say,
  type Gender,
  type UserRole,
} from '@kalam/shared';
import { ltr } from './ltr.ts';
import { dashboardText } from './dashboard-text.ts';
import { usersText, userText, userSettingsText } from './users-text.ts';
import { tutorStats, tutorsText } from './tutors-text.ts';
import { lessonsText } from './lessons-text.ts';
import { plansText, planInvitesText, topicsText } from './catalogue-text.ts';
import { offersText } from './offers-text.ts';
import { reportsText, contactText } from './support-text.ts';
import { mediaText } from './media-text.ts';
import { cacheText, statsText } from './server-text.ts';
import { settingsText } from './settings-text.ts';
import { auditText } from './audit-text.ts';

/**
 * The admin back office's words (colloquial Egyptian, ARABIC.md): the words its screens share
 * here, each screen's own in a `*-text.ts` beside it.
 */
export const adminText = {
  table: {
    total: (n: string) => `العدد: ${n}`,
    prev: 'السابق',
    next: 'التالي',
    size: 'عدد الصفوف',
    perPage: (n: string) => `${n} في الصفحة`,
  },
  roles: ROLE_NAMES_AR satisfies Record<UserRole, string>,
  /** One person's role, a student, tutor or tutor manager in their gender («طالبة», «مدرّسة»). */
  roleOf: (user: { role: UserRole; gender?: Gender | null }): string =>
    user.role === 'Student'
      ? say('studentRole', { gender: genderOf(user) })
      : user.role === 'Tutor'
        ? say('tutorRole', { gender: genderOf(user) })
        : user.role === 'TutorManager'
          ? gendered(user, { female: 'مسؤولة مقابلات', male: 'مسؤول مقابلات' })
          : adminText.roles[user.role],
  all: 'الكل',
  yes: 'أيوه',
  no: 'لأ',
  /** Buttons and lines to the reader (the signed-in admin) in their gender (decision 225). */
  save: byGender('احفظي', 'احفظ'),
  saved: 'اتحفظ',
  cancel: 'إلغاء',
  edit: byGender('عدّلي', 'عدّل'),
  delete: byGender('امسحي', 'امسح'),
  deleted: 'اتمسح',
  /**
   * What a delete asks before it deletes (decision 267): the thing by the name the admin knows it
   * by, and what stops working. «سيبه» for a masculine thing (كوبون، موضوع), «سيبها» for a
   * feminine one (دعوة، باقة), in the reader's gender.
   */
  sure: {
    keepIt: byGender('لأ، سيبيه', 'لأ، سيبه'),
    keepHer: byGender('لأ، سيبيها', 'لأ، سيبها'),
    coupon: (code: string) => `مسح الكوبون ${ltr(code)}؟`,
    couponBody: 'الكود هيبطل يتقبل في الدفع من دلوقتي، والمسح مالوش رجوع.',
    invite: (email: string) => `مسح دعوة ${ltr(email)}؟`,
    inviteBody: 'لينك الدعوة اللي اتبعت هيبطل يشتغل، والمسح مالوش رجوع.',
    planInvite: (student: string, plan: string) => `مسح دعوة ${student} لـ«${plan}»؟`,
    planInviteBody: (student: string) =>
      `الباقة مش هتبان لـ${student} في الأسعار تاني؛ الاشتراك اللي اتعمل بيها قبل كده (لو فيه) فاضل زي ما هو.`,
    topic: (name: string) => `مسح موضوع «${name}»؟`,
    topicBody: 'الموضوع هيختفي من اختيارات المدرّسين والطلاب، والمسح مالوش رجوع.',
    plan: (name: string) => `وقف «${name}»؟`,
    planBody:
      'الباقة هتختفي من الأسعار ومحدش هيقدر يشترك فيها تاني، واشتراكات اللي مشتركين فيها دلوقتي مش هتتلغي.',
  },
  add: 'إضافة',
  actions: 'إجراءات',
  createdAt: 'اتعمل في',
  name: 'الاسم',
  email: 'الإيميل',
  phone: 'الموبايل',
  role: 'الدور',
  status: 'الحالة',
  dashboard: dashboardText,
  users: usersText,
  tutorStats,
  user: userText,
  tutors: tutorsText,
  lessons: lessonsText,
  plans: plansText,
  planInvites: planInvitesText,
  offers: offersText,
  topics: topicsText,
  reports: reportsText,
  contact: contactText,
  media: mediaText,
  cache: cacheText,
  stats: statsText,
  settings: settingsText,
  audit: auditText,
  userSettings: userSettingsText,
};
