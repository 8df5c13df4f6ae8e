import { z } from 'zod';
import {
  AppError,
  fullTutorDtoSchema,
  idSchema,
  isAdmin,
  listOf,
  pagingQuerySchema,
  studentStatsDtoSchema,
  tutorActivityDtoSchema,
  tutorStatsDtoSchema,
  statsCalls,
} from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, only, type Access } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });

/** Dashboard figures: self or admin (decision 026). */

/** What these calls use of the composition: their own services, nothing more. */
export type StatsRoutesDeps = Pick<AppDeps, 'statsService' | 'users'>;

export function statsRoutes(deps: StatsRoutesDeps) {
  const app = createRouter();
  const route = (path: string, summary: string, schema: z.ZodType, access: Access) =>
    defineCall({
      access,
      method: 'get',
      path,
      tags: ['User'],
      summary,
      responses: { 200: json(schema, summary), ...errors(401, 403, 404) },
    });
  // Self or admin, decided from the path before anything else (decision 151).
  const routeWithId = (path: string, summary: string, schema: z.ZodType) =>
    defineCall({
      access: { roles: 'signed-in', self: { param: 'id' } },
      method: 'get',
      path,
      tags: ['User'],
      summary,
      request: { params: idParams },
      responses: { 200: json(schema, summary), ...errors(401, 403, 404) },
    });

  /** The user must exist with the role the figure is about. */
  const member = (
    c: {
      get(k: 'deps'): {
        users: { byId(id: string): { role: string; deleted: boolean } | undefined };
      };
    },
    id: string,
    role: 'Tutor' | 'Student',
  ) => {
    const user = deps.users.byId(id);
    if (!user || user.deleted || user.role !== role)
      throw new AppError(role === 'Tutor' ? 'tutor-not-found' : 'student-not-found');
  };

  app.openapi(
    route(
      '/user/tutor/stats/personalized',
      "The calling tutor's figures",
      tutorStatsDtoSchema,
      only('Tutor'),
    ),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.statsService.tutor(caller.id), 200);
    },
  );

  app.openapi(
    routeWithId('/user/tutor/stats/{id}', "A tutor's figures (self or admin)", tutorStatsDtoSchema),
    (c) => {
      const { id } = c.req.valid('param');
      member(c, id, 'Tutor');
      return c.json(deps.statsService.tutor(id), 200);
    },
  );

  app.openapi(
    route(
      '/user/student/stats/personalized',
      "The calling student's figures",
      studentStatsDtoSchema,
      only('Student'),
    ),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.statsService.student(caller.id), 200);
    },
  );

  app.openapi(
    routeWithId(
      '/user/student/stats/{id}',
      "A student's figures (self or admin)",
      studentStatsDtoSchema,
    ),
    (c) => {
      const { id } = c.req.valid('param');
      member(c, id, 'Student');
      return c.json(deps.statsService.student(id), 200);
    },
  );

  app.openapi(
    routeWithId(
      '/user/tutor/activity/{id}',
      'Fulfilled lessons per Cairo day, last 30 days',
      tutorActivityDtoSchema,
    ),
    (c) => {
      const { id } = c.req.valid('param');
      member(c, id, 'Tutor');
      return c.json(deps.statsService.activity(id), 200);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ADMINS },
      method: 'get',
      path: '/user/tutor/full-tutors',
      tags: ['User'],
      summary: 'Tutors whose availability this week is fully booked (admin)',
      request: { query: pagingQuerySchema },
      responses: { 200: json(listOf(fullTutorDtoSchema), 'A page'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const { page, size } = c.req.valid('query');
      return c.json(deps.statsService.fullTutors(page, size), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(statsCalls.tutoringMinutes, 'Minutes', 400, 401, 403),
      access: { roles: ['Tutor', ...ADMINS], also: 'a tutor: their own minutes only' },
      tags: ['User'],
      summary:
        'Minutes taught this week, month and in all (a tutor: theirs; admins: all or ?tutorId=)',
    }),
    (c) => {
      const caller = callerOf(c);
      const { tutorId } = c.req.valid('query');
      if (isAdmin(caller.role)) return c.json(deps.statsService.tutoringMinutes(tutorId), 200);
      if (tutorId && tutorId !== caller.id) throw new AppError('forbidden');
      return c.json(deps.statsService.tutoringMinutes(caller.id), 200);
    },
  );

  return app;
}
