import {
  callSlotsDtoSchema,
  callSlotsQuerySchema,
  createPhotoSessionBodySchema,
  introVideoDtoSchema,
  introVideoListQuerySchema,
  onboardingProgressDtoSchema,
  onboardingProgressQuerySchema,
  photoSessionDtoSchema,
  photoSessionListQuerySchema,
  reviewIntroVideoBodySchema,
  updatePhotoSessionBodySchema,
} from '../contracts/intro-videos.ts';
import {
  bookInterviewBodySchema,
  createDemoSessionBodySchema,
  demoSessionDtoSchema,
  demoSessionListQuerySchema,
  interviewDtoSchema,
  interviewListQuerySchema,
  updateDemoSessionBodySchema,
  updateInterviewBodySchema,
} from '../contracts/onboarding.ts';
import { listOf } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema } from './call-parts.ts';

/** Tutor onboarding (spec §7 Interview, Demo session, Intro video; issue 17): steps and calls. */
export const onboardingCalls = {
  bookInterview: defineCallSpec({
    method: 'post',
    path: '/interview',
    body: bookInterviewBodySchema,
    status: 201,
    answer: interviewDtoSchema,
  }),
  updateInterview: defineCallSpec({
    method: 'patch',
    path: '/interview',
    body: updateInterviewBodySchema,
    status: 200,
    answer: interviewDtoSchema,
  }),
  interviews: defineCallSpec({
    method: 'get',
    path: '/interview/list',
    query: interviewListQuerySchema,
    status: 200,
    answer: listOf(interviewDtoSchema),
  }),
  interviewSlots: defineCallSpec({
    method: 'get',
    path: '/interview/slots',
    query: callSlotsQuerySchema,
    status: 200,
    answer: callSlotsDtoSchema,
  }),
  bookDemoSession: defineCallSpec({
    method: 'post',
    path: '/demo-session',
    body: createDemoSessionBodySchema,
    status: 201,
    answer: demoSessionDtoSchema,
  }),
  updateDemoSession: defineCallSpec({
    method: 'patch',
    path: '/demo-session',
    body: updateDemoSessionBodySchema,
    status: 200,
    answer: demoSessionDtoSchema,
  }),
  demoSessions: defineCallSpec({
    method: 'get',
    path: '/demo-session/list',
    query: demoSessionListQuerySchema,
    status: 200,
    answer: listOf(demoSessionDtoSchema),
  }),
  demoSlots: defineCallSpec({
    method: 'get',
    path: '/demo-session/slots',
    query: callSlotsQuerySchema,
    status: 200,
    answer: callSlotsDtoSchema,
  }),
  introVideos: defineCallSpec({
    method: 'get',
    path: '/intro-video/list',
    query: introVideoListQuerySchema,
    status: 200,
    answer: listOf(introVideoDtoSchema),
  }),
  reviewIntroVideo: defineCallSpec({
    method: 'put',
    path: '/intro-video/{id}',
    params: idParamsSchema,
    body: reviewIntroVideoBodySchema,
    status: 200,
    answer: introVideoDtoSchema,
  }),
  schedulePhotoSession: defineCallSpec({
    method: 'post',
    path: '/photo-session',
    body: createPhotoSessionBodySchema,
    status: 201,
    answer: photoSessionDtoSchema,
  }),
  updatePhotoSession: defineCallSpec({
    method: 'patch',
    path: '/photo-session',
    body: updatePhotoSessionBodySchema,
    status: 200,
    answer: photoSessionDtoSchema,
  }),
  photoSessions: defineCallSpec({
    method: 'get',
    path: '/photo-session/list',
    query: photoSessionListQuerySchema,
    status: 200,
    answer: listOf(photoSessionDtoSchema),
  }),
  progress: defineCallSpec({
    method: 'get',
    path: '/onboarding/progress',
    query: onboardingProgressQuerySchema,
    status: 200,
    answer: onboardingProgressDtoSchema,
  }),
};
