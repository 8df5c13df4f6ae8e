import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  idSchema,
  interviewerOptionSchema,
  isAdmin,
  listOf,
  staffSearchQuerySchema,
  studioTutorDtoSchema,
  userDtoSchema,
  userListQuerySchema,
} from '@kalam/shared';
import { requireAdmin, requireRole } from '../../http/auth.ts';
import { errors, json } from '../../http/openapi.ts';
import { bearer, createRouter } from '../../http/router.ts';
import { allow } from '../assets/access-table.ts';
import { ONBOARDING_ACCESS } from '../onboarding/onboarding.access.ts';
import { toUserDto } from '../users/users.dto.ts';
import { toInterviewerOption, toStudioTutorDto } from './admin-views.dto.ts';

const STUDIO_AND_ADMINS = ['Studio', 'RegularAdmin', 'SuperAdmin'] as const;

/**
 * Staff lists under /user. Mounted before the users routes, so `/user/list` is never read as
 * `/user/{id}`.
 */
export function adminViewsRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/list',
      tags: ['User'],
      security: bearer,
      summary: 'Users, searched and filtered (admins)',
      request: { query: userListQuerySchema },
      responses: { 200: json(listOf(userDtoSchema), 'Users'), ...errors(400, 401, 403) },
    }),
    (c) => {
      requireAdmin(c);
      const page = c.get('deps').adminViewsService.users(c.req.valid('query'));
      return c.json({ list: page.list.map((u) => toUserDto(u)), total: page.total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/interviewer/select',
      tags: ['User'],
      security: bearer,
      summary: 'Active tutor managers to book or assign interviews with (tutors and admins)',
      responses: {
        200: json(listOf(interviewerOptionSchema), 'Tutor managers'),
        ...errors(401, 403),
      },
    }),
    (c) => {
      const caller = allow(c, ONBOARDING_ACCESS['GET /user/interviewer/select']);
      const list = c
        .get('deps')
        .adminViewsService.interviewers()
        .map((user) => toInterviewerOption(user, isAdmin(caller.role)));
      return c.json({ list, total: list.length }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/studio/list',
      tags: ['User'],
      security: bearer,
      summary: 'Studio staff (admins)',
      request: { query: staffSearchQuerySchema },
      responses: { 200: json(listOf(userDtoSchema), 'Studio users'), ...errors(400, 401, 403) },
    }),
    (c) => {
      requireAdmin(c);
      const page = c.get('deps').adminViewsService.studioUsers(c.req.valid('query'));
      return c.json({ list: page.list.map((u) => toUserDto(u)), total: page.total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/tutor/list/uncontacted',
      tags: ['User'],
      security: bearer,
      summary: 'Tutors nobody has contacted yet (admins)',
      request: { query: staffSearchQuerySchema },
      responses: {
        200: json(listOf(studioTutorDtoSchema), 'Tutors'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      requireAdmin(c);
      const page = c.get('deps').adminViewsService.tutors(c.req.valid('query'), true);
      return c.json({ list: page.list.map(toStudioTutorDto), total: page.total }, 200);
    },
  );

  // Before /user/tutor/{tutorId}/for/studio, so "all" is never read as an id.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/tutor/all/for/studio',
      tags: ['User'],
      security: bearer,
      summary: 'Every tutor, for photo sessions and uploads (studio, admins)',
      request: { query: staffSearchQuerySchema },
      responses: {
        200: json(listOf(studioTutorDtoSchema), 'Tutors'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      requireRole(c, ...STUDIO_AND_ADMINS);
      const page = c.get('deps').adminViewsService.tutors(c.req.valid('query'));
      return c.json({ list: page.list.map(toStudioTutorDto), total: page.total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/user/tutor/{tutorId}/for/studio',
      tags: ['User'],
      security: bearer,
      summary: 'One tutor, for photo sessions and uploads (studio, admins)',
      request: { params: z.object({ tutorId: idSchema }) },
      responses: { 200: json(studioTutorDtoSchema, 'The tutor'), ...errors(401, 403, 404) },
    }),
    (c) => {
      requireRole(c, ...STUDIO_AND_ADMINS);
      const view = c.get('deps').adminViewsService.tutor(c.req.valid('param').tutorId);
      return c.json(toStudioTutorDto(view), 200);
    },
  );

  return app;
}
