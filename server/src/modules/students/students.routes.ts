import { AppError, userCalls } from '@kalam/shared';
import { createRouter } from '../../http/router.ts';
import { toStudentDto } from '../users/index.ts';
import { fromCall } from '../../http/from-call.ts';
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
      ...fromCall(userCalls.createStudent, 'The student profile', 400, 401, 403),
      access: only('Student'),
      tags,
    }),
    (c) =>
      c.json(
        toStudentDto(deps.usersService.saveStudentProfile(callerOf(c).id, c.req.valid('json'))),
        201,
      ),
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.updateStudent, 'The student profile', 400, 401, 403),
      access: only('Student'),
      tags,
    }),
    (c) => {
      const body = c.req.valid('json');
      if (Object.keys(body).length === 0) throw new AppError('empty-request');
      return c.json(toStudentDto(deps.usersService.saveStudentProfile(callerOf(c).id, body)), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(userCalls.student, 'A student profile', 401, 403, 404),
      access: { roles: 'signed-in', self: { param: 'id', unless: [...ADMINS, 'TutorManager'] } },
      tags,
    }),
    (c) => {
      const { id } = c.req.valid('param');
      return c.json(toStudentDto(deps.usersService.student(id)), 200);
    },
  );

  return app;
}
