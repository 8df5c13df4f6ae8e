import { z } from 'zod';
import { AppError, idSchema, studentBodySchema, studentDtoSchema } from '@kalam/shared';
import { requireRole } from '../../http/auth.ts';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toStudentDto } from '../users/users.dto.ts';
import { defineCall } from '../../http/call.ts';
import { ADMINS, ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const tags = ['Student'];

/** What these calls use of the composition: their own services, nothing more. */
export type StudentsRoutesDeps = Pick<AppDeps, 'bus' | 'clock' | 'users'>;

export function studentsRoutes(deps: StudentsRoutesDeps) {
  const app = createRouter();

  const save = (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    body: z.output<typeof studentBodySchema>,
  ) => {
    const caller = requireRole(c, 'Student');
    const { users, clock, bus } = deps;
    const row = users.upsertStudent(caller.id, body, clock.now());
    bus.publish('user-updated', { userId: caller.id });
    return toStudentDto(row);
  };

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/student',
      tags,
      request: jsonBody(studentBodySchema),
      responses: { 201: json(studentDtoSchema, 'The student profile'), ...errors(400, 401, 403) },
    }),
    (c) => c.json(save(c, c.req.valid('json')), 201),
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'patch',
      path: '/student',
      tags,
      request: jsonBody(studentBodySchema),
      responses: { 200: json(studentDtoSchema, 'The student profile'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const body = c.req.valid('json');
      if (Object.keys(body).length === 0) throw new AppError('empty-request');
      return c.json(save(c, body), 200);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: 'signed-in', self: { param: 'id', unless: [...ADMINS, 'TutorManager'] } },
      method: 'get',
      path: '/student/{id}',
      tags,
      request: { params: z.object({ id: idSchema }) },
      responses: { 200: json(studentDtoSchema, 'A student profile'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      const row = deps.users.student(id);
      if (!row) throw new AppError('student-not-found');
      return c.json(toStudentDto(row), 200);
    },
  );

  return app;
}
