import {
  planDtoSchema,
  topicDtoSchema,
  tutorBusyDtoSchema,
  tutorBusyQuerySchema,
  tutorCardDtoSchema,
  tutorDirectoryQuerySchema,
  tutorProfileDtoSchema,
  userTopicsBodySchema,
  userTopicsQuerySchema,
} from '../contracts/catalogue.ts';
import { couponCodeParamsSchema, couponDtoSchema } from '../contracts/offers.ts';
import {
  ratingBodySchema,
  ratingDtoSchema,
  ratingListQuerySchema,
  ratingUpdateBodySchema,
} from '../contracts/ratings.ts';
import { listOf, pagingQuerySchema } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema } from './call-parts.ts';

/** Topics and a user's topics (spec §7 Topic). */
export const topicCalls = {
  list: defineCallSpec({
    method: 'get',
    path: '/topic/list',
    query: pagingQuerySchema,
    status: 200,
    answer: listOf(topicDtoSchema),
  }),
  ofUser: defineCallSpec({
    method: 'get',
    path: '/topic/of/user',
    query: userTopicsQuerySchema,
    status: 200,
    answer: listOf(topicDtoSchema),
  }),
  setOfUser: defineCallSpec({
    method: 'patch',
    path: '/topic/of/user',
    body: userTopicsBodySchema,
    status: 200,
    answer: listOf(topicDtoSchema),
  }),
};

/** Plans and coupons as a student meets them (spec §7 Plan, Coupon). */
export const planCalls = {
  list: defineCallSpec({
    method: 'get',
    path: '/plan/list',
    query: pagingQuerySchema,
    status: 200,
    answer: listOf(planDtoSchema),
  }),
  one: defineCallSpec({
    method: 'get',
    path: '/plan/{id}',
    params: idParamsSchema,
    status: 200,
    answer: planDtoSchema,
  }),
  coupon: defineCallSpec({
    method: 'get',
    path: '/coupon/code/{code}',
    params: couponCodeParamsSchema,
    status: 200,
    answer: couponDtoSchema,
  }),
};

/** The tutors directory and a tutor's public profile (spec §7 Tutor). */
export const tutorCalls = {
  directory: defineCallSpec({
    method: 'get',
    path: '/user/tutor/list/onboarded',
    query: tutorDirectoryQuerySchema,
    status: 200,
    answer: listOf(tutorCardDtoSchema),
  }),
  profile: defineCallSpec({
    method: 'get',
    path: '/user/tutor/info/{id}',
    params: idParamsSchema,
    status: 200,
    answer: tutorProfileDtoSchema,
  }),
  busy: defineCallSpec({
    method: 'get',
    path: '/user/tutor/{id}/busy',
    params: idParamsSchema,
    query: tutorBusyQuerySchema,
    status: 200,
    answer: tutorBusyDtoSchema,
  }),
};

/** Ratings (spec §7 Rating). */
export const ratingCalls = {
  create: defineCallSpec({
    method: 'post',
    path: '/rating',
    body: ratingBodySchema,
    status: 201,
    answer: ratingDtoSchema,
  }),
  update: defineCallSpec({
    method: 'put',
    path: '/rating/{id}',
    params: idParamsSchema,
    body: ratingUpdateBodySchema,
    status: 200,
    answer: ratingDtoSchema,
  }),
  ofTutor: defineCallSpec({
    method: 'get',
    path: '/rating/list/tutor/{id}',
    params: idParamsSchema,
    query: ratingListQuerySchema,
    status: 200,
    answer: listOf(ratingDtoSchema),
  }),
  byRater: defineCallSpec({
    method: 'get',
    path: '/rating/list/rater/{id}',
    params: idParamsSchema,
    query: ratingListQuerySchema,
    status: 200,
    answer: listOf(ratingDtoSchema),
  }),
};
