import { z } from 'zod';
import {
  availabilityBodySchema,
  availabilityDtoSchema,
  availabilityQuerySchema,
  currentSubscriptionDtoSchema,
  subscriptionDtoSchema,
  studentStatsDtoSchema,
  tutoringMinutesDtoSchema,
  tutorStatsDtoSchema,
} from '../contracts/scheduling.ts';
import { sessionDtoSchema, sessionTokenDtoSchema } from '../contracts/realtime.ts';
import { idSchema } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';

/** A session id as a path or query value: any short text, an unknown one is simply not found. */
const sessionRefSchema = z.string().min(1, 'required').max(100, 'invalid-type');

/** A tutor's weekly availability (spec §7 Availability). */
export const availabilityCalls = {
  read: defineCallSpec({
    method: 'get',
    path: '/availability-slot',
    query: availabilityQuerySchema,
    status: 200,
    answer: availabilityDtoSchema,
  }),
  save: defineCallSpec({
    method: 'post',
    path: '/availability-slot',
    body: availabilityBodySchema,
    status: 200,
    answer: availabilityDtoSchema,
  }),
};

/** The live room: a session and the token to join it (spec §7 Session). */
export const sessionCalls = {
  one: defineCallSpec({
    method: 'get',
    path: '/session/{id}',
    params: z.object({ id: sessionRefSchema }),
    status: 200,
    answer: sessionDtoSchema,
  }),
  token: defineCallSpec({
    method: 'get',
    path: '/session/token',
    query: z.object({ sessionId: sessionRefSchema }),
    status: 200,
    answer: sessionTokenDtoSchema,
  }),
};

/** Figures of the dashboards and the plan that is running (spec §7 Stats, Subscription). */
export const statsCalls = {
  student: defineCallSpec({
    method: 'get',
    path: '/user/student/stats/personalized',
    status: 200,
    answer: studentStatsDtoSchema,
  }),
  tutor: defineCallSpec({
    method: 'get',
    path: '/user/tutor/stats/personalized',
    status: 200,
    answer: tutorStatsDtoSchema,
  }),
  tutoringMinutes: defineCallSpec({
    method: 'get',
    path: '/user/tutor/tutoring-minutes',
    query: z.object({ tutorId: idSchema.optional() }),
    status: 200,
    answer: tutoringMinutesDtoSchema,
  }),
  currentPlan: defineCallSpec({
    method: 'get',
    path: '/sub/current',
    status: 200,
    answer: currentSubscriptionDtoSchema,
  }),
  /** The student ends her running plan (an admin may name one by id). */
  cancelPlan: defineCallSpec({
    method: 'patch',
    path: '/sub/cancel',
    body: z.object({ id: idSchema.optional() }).strict(),
    status: 200,
    answer: subscriptionDtoSchema,
  }),
};
