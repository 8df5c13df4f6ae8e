import { z } from 'zod';
import {
  idSchema,
  interviewerOptionSchema,
  isAdmin,
  listOf,
  staffSearchQuerySchema,
  studioTutorDtoSchema,
  tutorListQuerySchema,
  userDtoSchema,
  userListQuerySchema,
} from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ONBOARDING_ACCESS } from '../onboarding/index.ts';
import { toUserDto } from '../users/index.ts';
import { toInterviewerOption, toStudioTutorDto } from './admin-views.dto.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS_ONLY } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const STUDIO_AND_ADMINS = ['Studio', 'RegularAdmin', 'SuperAdmin'] as const;

/**
 * Staff lists under /user. Mounted before the users routes, so `/user/list` is never read as
 * `/user/{id}`.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type AdminViewsRoutesDeps = Pick<AppDeps, 'adminViewsService'>;

export function adminViewsRoutes(deps: AdminViewsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/user/list',
      tags: ['User'],
      summary: 'Users, searched and filtered (admins)',
      request: { query: userListQuerySchema },
      responses: { 200: json(listOf(userDtoSchema), 'Users'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const page = deps.adminViewsService.users(c.req.valid('query'));
      return c.json({ list: page.list.map((u) => toUserDto(u)), total: page.total }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /user/interviewer/select'],
      method: 'get',
      path: '/user/interviewer/select',
      tags: ['User'],
      summary: 'Active tutor managers to book or assign interviews with (tutors and admins)',
      responses: {
        200: json(listOf(interviewerOptionSchema), 'Tutor managers'),
        ...errors(401, 403),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const list = c
        .get('deps')
        .adminViewsService.interviewers()
        .map((user) => toInterviewerOption(user, isAdmin(caller.role)));
      return c.json({ list, total: list.length }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/user/studio/list',
      tags: ['User'],
      summary: 'Studio staff (admins)',
      request: { query: staffSearchQuerySchema },
      responses: { 200: json(listOf(userDtoSchema), 'Studio users'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const page = deps.adminViewsService.studioUsers(c.req.valid('query'));
      return c.json({ list: page.list.map((u) => toUserDto(u)), total: page.total }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/user/tutor/list/uncontacted',
      tags: ['User'],
      summary: 'Tutors nobody has contacted yet (admins)',
      request: { query: tutorListQuerySchema },
      responses: {
        200: json(listOf(studioTutorDtoSchema), 'Tutors'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const page = deps.adminViewsService.tutors(c.req.valid('query'), true);
      return c.json({ list: page.list.map(toStudioTutorDto), total: page.total }, 200);
    },
  );

  // Before /user/tutor/{tutorId}/for/studio, so "all" is never read as an id.
  app.openapi(
    defineCall({
      access: { roles: STUDIO_AND_ADMINS },
      method: 'get',
      path: '/user/tutor/all/for/studio',
      tags: ['User'],
      summary: 'Every tutor, for photo sessions and uploads (studio, admins)',
      request: { query: tutorListQuerySchema },
      responses: {
        200: json(listOf(studioTutorDtoSchema), 'Tutors'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const page = deps.adminViewsService.tutors(c.req.valid('query'), false, true);
      return c.json({ list: page.list.map(toStudioTutorDto), total: page.total }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: STUDIO_AND_ADMINS },
      method: 'get',
      path: '/user/tutor/{tutorId}/for/studio',
      tags: ['User'],
      summary: 'One tutor, for photo sessions and uploads (studio, admins)',
      request: { params: z.object({ tutorId: idSchema }) },
      responses: { 200: json(studioTutorDtoSchema, 'The tutor'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const view = deps.adminViewsService.tutor(c.req.valid('param').tutorId);
      return c.json(toStudioTutorDto(view), 200);
    },
  );

  return app;
}
