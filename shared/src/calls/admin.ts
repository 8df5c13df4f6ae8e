import { z } from 'zod';
import { idSchema, listOf, pagingQuerySchema } from '../schemas/common.ts';
import {
  adminOverviewDtoSchema,
  contactListQuerySchema,
  contactRequestAdminDtoSchema,
  manualTutorBodySchema,
  mediaDtoSchema,
  mediaListQuerySchema,
  tutorTimelineItemSchema,
  tutorTimelineQuerySchema,
} from '../contracts/admin.ts';
import { auditEntryDtoSchema, auditListQuerySchema } from '../contracts/audit.ts';
import {
  planBodySchema,
  planDtoSchema,
  planInviteBodySchema,
  planInviteDtoSchema,
  planInviteQuerySchema,
  planUpdateBodySchema,
  studioTutorDtoSchema,
  topicBodySchema,
  tutorListQuerySchema,
  topicDtoSchema,
  topicUpdateBodySchema,
  userListQuerySchema,
} from '../contracts/catalogue.ts';
import {
  couponBodySchema,
  couponUpdateBodySchema,
  couponDtoSchema,
  inviteBodySchema,
  inviteDtoSchema,
  inviteUpdateBodySchema,
  offersListQuerySchema,
} from '../contracts/offers.ts';
import {
  platformSettingsDtoSchema,
  platformSettingsSchema,
} from '../contracts/platform-settings.ts';
import {
  reportDtoSchema,
  reportListQuerySchema,
  reportUpdateBodySchema,
} from '../contracts/reports.ts';
import { subscriptionDtoSchema, tutorStatsDtoSchema } from '../contracts/scheduling.ts';
import { userDtoSchema } from '../contracts/user.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema, removedAnswerSchema } from './call-parts.ts';

const tutorIdParamsSchema = z.object({ tutorId: idSchema });

/** The admin back office's calls (issue 19): people, catalogue, offers, reports, platform. */
export const adminCalls = {
  users: defineCallSpec({
    method: 'get',
    path: '/user/list',
    query: userListQuerySchema,
    status: 200,
    answer: listOf(userDtoSchema),
  }),
  tutors: defineCallSpec({
    method: 'get',
    path: '/user/tutor/all/for/studio',
    query: tutorListQuerySchema,
    status: 200,
    answer: listOf(studioTutorDtoSchema),
  }),
  uncontactedTutors: defineCallSpec({
    method: 'get',
    path: '/user/tutor/list/uncontacted',
    query: tutorListQuerySchema,
    status: 200,
    answer: listOf(studioTutorDtoSchema),
  }),
  tutor: defineCallSpec({
    method: 'get',
    path: '/user/tutor/{tutorId}/for/studio',
    params: tutorIdParamsSchema,
    status: 200,
    answer: studioTutorDtoSchema,
  }),
  tutorActivity: defineCallSpec({
    method: 'get',
    path: '/admin/tutor/{tutorId}/activity',
    params: tutorIdParamsSchema,
    query: tutorTimelineQuerySchema,
    status: 200,
    answer: listOf(tutorTimelineItemSchema),
  }),
  overview: defineCallSpec({
    method: 'get',
    path: '/admin/overview',
    status: 200,
    answer: adminOverviewDtoSchema,
  }),
  contactRequests: defineCallSpec({
    method: 'get',
    path: '/contact-request/list',
    query: contactListQuerySchema,
    status: 200,
    answer: listOf(contactRequestAdminDtoSchema),
  }),
  media: defineCallSpec({
    method: 'get',
    path: '/admin/media',
    query: mediaListQuerySchema,
    status: 200,
    answer: listOf(mediaDtoSchema),
  }),
  addTutor: defineCallSpec({
    method: 'post',
    path: '/user/tutor/manual',
    body: manualTutorBodySchema,
    status: 201,
    answer: userDtoSchema,
  }),
  subscriptions: defineCallSpec({
    method: 'get',
    path: '/sub/list',
    query: pagingQuerySchema.extend({ userId: idSchema.optional() }),
    status: 200,
    answer: listOf(subscriptionDtoSchema),
  }),
  tutorStats: defineCallSpec({
    method: 'get',
    path: '/user/tutor/stats/{id}',
    params: idParamsSchema,
    status: 200,
    answer: tutorStatsDtoSchema,
  }),
  createTopic: defineCallSpec({
    method: 'post',
    path: '/topic',
    body: topicBodySchema,
    status: 201,
    answer: topicDtoSchema,
  }),
  updateTopic: defineCallSpec({
    method: 'put',
    path: '/topic/{id}',
    params: idParamsSchema,
    body: topicUpdateBodySchema,
    status: 200,
    answer: topicDtoSchema,
  }),
  deleteTopic: defineCallSpec({
    method: 'delete',
    path: '/topic/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
  createPlan: defineCallSpec({
    method: 'post',
    path: '/plan',
    body: planBodySchema,
    status: 201,
    answer: planDtoSchema,
  }),
  updatePlan: defineCallSpec({
    method: 'patch',
    path: '/plan/{id}',
    params: idParamsSchema,
    body: planUpdateBodySchema,
    status: 200,
    answer: planDtoSchema,
  }),
  retirePlan: defineCallSpec({
    method: 'delete',
    path: '/plan/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
  planInvites: defineCallSpec({
    method: 'get',
    path: '/plan-invite/list',
    query: planInviteQuerySchema,
    status: 200,
    answer: listOf(planInviteDtoSchema),
  }),
  createPlanInvite: defineCallSpec({
    method: 'post',
    path: '/plan-invite',
    body: planInviteBodySchema,
    status: 201,
    answer: planInviteDtoSchema,
  }),
  deletePlanInvite: defineCallSpec({
    method: 'delete',
    path: '/plan-invite/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
  createCoupon: defineCallSpec({
    method: 'post',
    path: '/coupon',
    body: couponBodySchema,
    status: 201,
    answer: couponDtoSchema,
  }),
  coupons: defineCallSpec({
    method: 'get',
    path: '/coupon/list',
    query: offersListQuerySchema,
    status: 200,
    answer: listOf(couponDtoSchema),
  }),
  /** Changes only the fields sent (the coupons list's edit form sends what the admin changed). */
  updateCoupon: defineCallSpec({
    method: 'put',
    path: '/coupon/{id}',
    params: idParamsSchema,
    body: couponUpdateBodySchema,
    status: 200,
    answer: couponDtoSchema,
  }),
  deleteCoupon: defineCallSpec({
    method: 'delete',
    path: '/coupon/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
  createInvite: defineCallSpec({
    method: 'post',
    path: '/invite',
    body: inviteBodySchema,
    status: 201,
    answer: inviteDtoSchema,
  }),
  invites: defineCallSpec({
    method: 'get',
    path: '/invite/list',
    query: offersListQuerySchema,
    status: 200,
    answer: listOf(inviteDtoSchema),
  }),
  /** The invites list sends one again: a fresh code and a new expiry (decision 280). */
  updateInvite: defineCallSpec({
    method: 'put',
    path: '/invite/{id}',
    params: idParamsSchema,
    body: inviteUpdateBodySchema,
    status: 200,
    answer: inviteDtoSchema,
  }),
  deleteInvite: defineCallSpec({
    method: 'delete',
    path: '/invite/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
  flushCache: defineCallSpec({
    method: 'delete',
    path: '/cache/flush',
    status: 200,
    answer: z.object({ flushed: z.array(z.string()) }),
  }),
  updateReport: defineCallSpec({
    method: 'put',
    path: '/report',
    body: reportUpdateBodySchema,
    status: 200,
    answer: reportDtoSchema,
  }),
  reports: defineCallSpec({
    method: 'get',
    path: '/report/list',
    query: reportListQuerySchema,
    status: 200,
    answer: listOf(reportDtoSchema),
  }),
  settings: defineCallSpec({
    method: 'get',
    path: '/platform-settings',
    status: 200,
    answer: platformSettingsDtoSchema,
  }),
  saveSettings: defineCallSpec({
    method: 'put',
    path: '/platform-settings',
    body: platformSettingsSchema,
    status: 200,
    answer: platformSettingsDtoSchema,
  }),
  audit: defineCallSpec({
    method: 'get',
    path: '/audit-log',
    query: auditListQuerySchema,
    status: 200,
    answer: listOf(auditEntryDtoSchema),
  }),
};
