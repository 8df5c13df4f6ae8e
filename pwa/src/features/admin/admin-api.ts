import {
  adminCalls,
  codeCalls,
  lessonCalls,
  paymentCalls,
  planCalls,
  ratingCalls,
  statsCalls,
  topicCalls,
  userCalls,
  type CallInput,
  type CallSpec,
  type ManualTutorBody,
  type PlatformSettings,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';

/**
 * Every call of the admin back office (issue 19), through the shared call specs: inputs typed,
 * answers parsed by the server's own schemas.
 */
export interface Page<T> {
  list: T[];
  total: number;
}

/** A table's filters as the address holds them (text); unset ones are not sent. */
type Params = Record<string, string | number | boolean | undefined | null>;

/**
 * A query from a table's address state. The values are text from the address bar, so they are
 * not narrowed here: the server checks each one against the spec and answers per field.
 */
function query<C extends CallSpec>(_spec: C, params: Params) {
  const set = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(set) as NonNullable<(CallInput<C> & { query?: unknown })['query']>;
}

type Body<C extends CallSpec> = (CallInput<C> & { body: unknown })['body'];

export const adminApi = {
  overview: () => call(adminCalls.overview),

  users: (p: Params) => call(adminCalls.users, { query: query(adminCalls.users, p) }),
  user: (id: string) => call(userCalls.one, { params: { id } }),
  updateUser: (id: string, body: Body<typeof userCalls.update>) =>
    call(userCalls.update, { params: { id }, body }),
  /** Sends the user the password code (they choose the new one): support, never impersonation. */
  sendPasswordReset: (email: string) => call(codeCalls.sendPassword, { body: { email } }),
  userLessons: (p: Params) => call(lessonCalls.list, { query: query(lessonCalls.list, p) }),
  userSubscriptions: (userId: string) =>
    call(adminCalls.subscriptions, { query: { userId, size: 50 } }),
  userTransactions: (userId: string) =>
    call(paymentCalls.transactions, {
      query: query(paymentCalls.transactions, { userId, size: 50 }),
    }),

  /**
   * Ends a student's running plan (and renewals queued after it) from today; no money goes back
   * by itself — a refund is its own call.
   */
  cancelSubscription: (id: string) => call(statsCalls.cancelPlan, { body: { id } }),

  /** Gives back `amount` (hundredths) of a paid order; its whole ends the plan it paid for. */
  refund: (transactionId: string, amount: number, reason?: string) =>
    call(paymentCalls.refund, {
      body: { transactionId, amount, ...(reason ? { reason } : {}) },
    }),

  tutors: (p: Params) => call(adminCalls.tutors, { query: query(adminCalls.tutors, p) }),
  /** Tutors nobody on the team has reached yet (admins). */
  uncontactedTutors: (p: Params) =>
    call(adminCalls.uncontactedTutors, { query: query(adminCalls.uncontactedTutors, p) }),
  /** Marks a tutor reached by the team, or (a mistaken click) not yet reached; both audited. */
  setContacted: (id: string, contacted: boolean) =>
    call(userCalls.update, { params: { id }, body: { contacted } }),
  tutor: (id: string) => call(adminCalls.tutor, { params: { tutorId: id } }),
  tutorStats: (id: string) => call(adminCalls.tutorStats, { params: { id } }),
  tutorActivity: (tutorId: string, p: Params) =>
    call(adminCalls.tutorActivity, {
      params: { tutorId },
      query: query(adminCalls.tutorActivity, p),
    }),
  tutorRatings: (id: string) => call(ratingCalls.ofTutor, { params: { id }, query: { size: 20 } }),
  addTutor: (body: ManualTutorBody) => call(adminCalls.addTutor, { body }),

  lessons: (p: Params) => call(lessonCalls.list, { query: query(lessonCalls.list, p) }),
  cancelLesson: (id: string, reason: string) =>
    call(lessonCalls.update, { body: { id, cancel: true, reason } }),

  plans: () => call(planCalls.list, { query: { size: 100 } }),
  createPlan: (body: Body<typeof adminCalls.createPlan>) => call(adminCalls.createPlan, { body }),
  updatePlan: (id: string, body: Body<typeof adminCalls.updatePlan>) =>
    call(adminCalls.updatePlan, { params: { id }, body }),
  retirePlan: (id: string) => call(adminCalls.retirePlan, { params: { id } }),

  planInvites: (p: Params) =>
    call(adminCalls.planInvites, { query: query(adminCalls.planInvites, p) }),
  createPlanInvite: (body: { userId: string; planId: string }) =>
    call(adminCalls.createPlanInvite, { body }),
  deletePlanInvite: (id: string) => call(adminCalls.deletePlanInvite, { params: { id } }),

  coupons: (p: Params) => call(adminCalls.coupons, { query: query(adminCalls.coupons, p) }),
  createCoupon: (body: Body<typeof adminCalls.createCoupon>) =>
    call(adminCalls.createCoupon, { body }),
  updateCoupon: (id: string, body: Body<typeof adminCalls.updateCoupon>) =>
    call(adminCalls.updateCoupon, { params: { id }, body }),
  deleteCoupon: (id: string) => call(adminCalls.deleteCoupon, { params: { id } }),
  invites: (p: Params) => call(adminCalls.invites, { query: query(adminCalls.invites, p) }),
  createInvite: (body: Body<typeof adminCalls.createInvite>) =>
    call(adminCalls.createInvite, { body }),
  deleteInvite: (id: string) => call(adminCalls.deleteInvite, { params: { id } }),
  /** A fresh code by e-mail, open for the default days from the server's now (decision 280). */
  resendInvite: (id: string) =>
    call(adminCalls.updateInvite, { params: { id }, body: { resend: true } }),

  topics: () => call(topicCalls.list, { query: { size: 100 } }),
  createTopic: (body: { nameAr: string; nameEn: string }) => call(adminCalls.createTopic, { body }),
  updateTopic: (id: string, body: { nameAr?: string; nameEn?: string }) =>
    call(adminCalls.updateTopic, { params: { id }, body }),
  deleteTopic: (id: string) => call(adminCalls.deleteTopic, { params: { id } }),

  reports: (p: Params) => call(adminCalls.reports, { query: query(adminCalls.reports, p) }),
  updateReport: (body: Body<typeof adminCalls.updateReport>) =>
    call(adminCalls.updateReport, { body }),

  contactRequests: (p: Params) =>
    call(adminCalls.contactRequests, { query: query(adminCalls.contactRequests, p) }),
  media: (p: Params) => call(adminCalls.media, { query: query(adminCalls.media, p) }),
  flushCache: () => call(adminCalls.flushCache),

  settings: () => call(adminCalls.settings),
  saveSettings: (body: PlatformSettings) => call(adminCalls.saveSettings, { body }),
  audit: (p: Params) => call(adminCalls.audit, { query: query(adminCalls.audit, p) }),
};
