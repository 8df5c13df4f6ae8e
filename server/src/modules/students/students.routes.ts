import { z } from 'zod';
import { AppError, idSchema, studentBodySchema, studentDtoSchema } from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toStudentDto } from '../users/index.ts';
import { callerOf, defineCall } from '../../http/call.ts';
import { ADMINS, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const tags = ['Student'];

/** What these calls use of the composition: their own services, nothing more. */
export type StudentsRoutesDeps = Pick<AppDeps, 'usersService'>;

export function studentsRoutes(deps: StudentsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: only('Student'),
      method: 'post',
      path: '/student',
      tags,
      request: jsonBody(studentBodySchema),
      responses: { 201: json(studentDtoSchema, 'The student profile'), ...errors(400, 401, 403) },
    }),
    (c) =>
      c.json(
        toStudentDto(deps.usersService.saveStudentProfile(callerOf(c).id, c.req.valid('json'))),
        201,
      ),
  );

  app.openapi(
    defineCall({
      access: only('Student'),
      method: 'patch',
      path: '/student',
      tags,
      request: jsonBody(studentBodySchema),
      responses: { 200: json(studentDtoSchema, 'The student profile'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const body = c.req.valid('json');
      if (Object.keys(body).length === 0) throw new AppError('empty-request');
      return c.json(toStudentDto(deps.usersService.saveStudentProfile(callerOf(c).id, body)), 200);
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
      return c.json(toStudentDto(deps.usersService.student(id)), 200);
    },
  );

  return app;
}
