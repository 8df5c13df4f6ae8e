import type {
  AdminOverviewDto,
  AuditEntryDto,
  ContactRequestAdminDto,
  CouponDto,
  InviteDto,
  LessonDto,
  ManualTutorBody,
  MediaDto,
  PlanDto,
  PlanInviteDto,
  PlatformSettings,
  PlatformSettingsDto,
  RatingDto,
  ReportDto,
  StudioTutorDto,
  SubscriptionDto,
  TopicDto,
  TransactionDto,
  TutorStatsDto,
  UserDto,
} from '@kalam/shared';
import { api } from '../../lib/api.ts';

/**
 * Every call of the admin back office (issue 19), in one module so the typed client (issue 15)
 * can replace it in one place. Request and answer schemas live in @kalam/shared.
 */
export interface Page<T> {
  list: T[];
  total: number;
}

/** A query string from defined, non-empty values. */
export function qs(params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

type Params = Record<string, string | number | boolean | undefined | null>;

export const adminApi = {
  overview: () => api<AdminOverviewDto>('GET', '/admin/overview'),

  users: (p: Params) => api<Page<UserDto>>('GET', `/user/list${qs(p)}`),
  user: (id: string) => api<UserDto>('GET', `/user/${id}`),
  updateUser: (id: string, body: Record<string, unknown>) =>
    api<UserDto>('PUT', `/user/${id}`, body),
  /** Sends the user the password code (they choose the new one): support, never impersonation. */
  sendPasswordReset: (email: string) =>
    api<unknown>('POST', '/confirmation-code/password/send', { email }),
  userLessons: (p: Params) => api<Page<LessonDto>>('GET', `/lesson/list${qs(p)}`),
  userSubscriptions: (userId: string) =>
    api<Page<SubscriptionDto>>('GET', `/sub/list${qs({ userId, size: 50 })}`),
  userTransactions: (userId: string) =>
    api<Page<TransactionDto>>('GET', `/tx/list${qs({ userId, size: 50 })}`),

  tutors: (p: Params) => api<Page<StudioTutorDto>>('GET', `/user/tutor/all/for/studio${qs(p)}`),
  tutor: (id: string) => api<StudioTutorDto>('GET', `/user/tutor/${id}/for/studio`),
  tutorStats: (id: string) => api<TutorStatsDto>('GET', `/user/tutor/stats/${id}`),
  tutorRatings: (id: string) => api<Page<RatingDto>>('GET', `/rating/list/tutor/${id}?size=20`),
  addTutor: (body: ManualTutorBody) => api<UserDto>('POST', '/user/tutor/manual', body),

  lessons: (p: Params) => api<Page<LessonDto>>('GET', `/lesson/list${qs(p)}`),
  cancelLesson: (id: string, reason: string) =>
    api<LessonDto>('PATCH', '/lesson', { id, cancel: true, reason }),

  plans: () => api<Page<PlanDto>>('GET', '/plan/list?size=100'),
  createPlan: (body: Record<string, unknown>) => api<PlanDto>('POST', '/plan', body),
  updatePlan: (id: string, body: Record<string, unknown>) =>
    api<PlanDto>('PATCH', `/plan/${id}`, body),
  retirePlan: (id: string) => api<{ id: string }>('DELETE', `/plan/${id}`),

  planInvites: (p: Params) => api<Page<PlanInviteDto>>('GET', `/plan-invite/list${qs(p)}`),
  createPlanInvite: (body: { userId: string; planId: string }) =>
    api<PlanInviteDto>('POST', '/plan-invite', body),
  deletePlanInvite: (id: string) => api<unknown>('DELETE', `/plan-invite/${id}`),

  coupons: (p: Params) => api<Page<CouponDto>>('GET', `/coupon/list${qs(p)}`),
  createCoupon: (body: Record<string, unknown>) => api<CouponDto>('POST', '/coupon', body),
  deleteCoupon: (id: string) => api<unknown>('DELETE', `/coupon/${id}`),
  invites: (p: Params) => api<Page<InviteDto>>('GET', `/invite/list${qs(p)}`),
  createInvite: (body: Record<string, unknown>) => api<InviteDto>('POST', '/invite', body),
  deleteInvite: (id: string) => api<unknown>('DELETE', `/invite/${id}`),

  topics: () => api<Page<TopicDto>>('GET', '/topic/list?size=100'),
  createTopic: (body: { nameAr: string; nameEn: string }) => api<TopicDto>('POST', '/topic', body),
  updateTopic: (id: string, body: { nameAr?: string; nameEn?: string }) =>
    api<TopicDto>('PUT', `/topic/${id}`, body),
  deleteTopic: (id: string) => api<unknown>('DELETE', `/topic/${id}`),

  reports: (p: Params) => api<Page<ReportDto>>('GET', `/report/list${qs(p)}`),
  updateReport: (body: { id: string; status?: string; note?: string }) =>
    api<ReportDto>('PUT', '/report', body),

  contactRequests: (p: Params) =>
    api<Page<ContactRequestAdminDto>>('GET', `/contact-request/list${qs(p)}`),
  media: (p: Params) => api<Page<MediaDto>>('GET', `/admin/media${qs(p)}`),
  flushCache: () => api<unknown>('DELETE', '/cache/flush'),

  settings: () => api<PlatformSettingsDto>('GET', '/platform-settings'),
  saveSettings: (body: PlatformSettings) =>
    api<PlatformSettingsDto>('PUT', '/platform-settings', body),
  audit: (p: Params) => api<Page<AuditEntryDto>>('GET', `/audit-log${qs(p)}`),
};
