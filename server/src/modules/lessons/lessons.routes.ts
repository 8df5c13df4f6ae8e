import type { Context, TypedResponse } from 'hono';
import type { z } from 'zod';
import { AppError, lessonCalls } from '@kalam/shared';

import { createRouter } from '../../http/router.ts';
import { toLessonDto } from './lessons.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, ADMINS_ONLY, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * A page the list cache keeps serialised (decision 100): the bytes and the header `c.json` would
 * send for a `lessonCalls.list` answer, typed as that answer.
 */
function serialisedPage(c: Context, body: string) {
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    z.infer<typeof lessonCalls.list.answer>,
    200,
    'json'
  >;
}

/** What these calls use of the composition: their own services, nothing more. */
export type LessonsRoutesDeps = Pick<AppDeps, 'lessonsService' | 'statsService'>;

export function lessonsRoutes(deps: LessonsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.book, 'The booked lesson', 400, 401, 403, 404, 409),
      access: only('Student'),
      tags: ['Lesson'],
      summary: 'Book a lesson (student)',
    }),
    async (c) => {
      const caller = callerOf(c);
      const booked = await deps.lessonsService.book(caller, c.req.valid('json'));
      return c.json(toLessonDto(booked, caller), 201);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.list, 'A page of lessons', 400, 401, 403),
      access: { roles: ['Student', 'Tutor', ...ADMINS] },
      tags: ['Lesson'],
      summary: 'Lessons: a student or tutor sees their own, admins all',
    }),
    (c) => {
      const caller = callerOf(c);
      const { page, size, ...filter } = c.req.valid('query');
      return serialisedPage(c, deps.lessonsService.listJson(caller, filter, page, size));
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.attendedStats, 'Attended lessons', 401, 403),
      access: { roles: ['Student', 'Tutor', ...ADMINS] },
      tags: ['Lesson'],
      summary: 'Fulfilled lessons and minutes of the caller (admins: everyone)',
    }),
    (c) => c.json(deps.statsService.attended(callerOf(c)), 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.one, 'A lesson', 401, 403, 404),
      access: { roles: ['Student', 'Tutor', ...ADMINS], also: 'its members or an admin' },
      tags: ['Lesson'],
    }),
    (c) => {
      const caller = callerOf(c);
      const found = deps.lessonsService.readable(caller, c.req.valid('param').id);
      return c.json(toLessonDto(found, caller), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.update, 'The lesson', 400, 401, 403, 404, 409),
      access: {
        roles: ['Student', 'Tutor', ...ADMINS],
        also: 'its members; moving: its student or an admin',
      },
      audit: {
        entity: 'lesson',
        id: (i) => i.json()?.id as string | undefined,
        read: (id) => deps.lessonsService.get(id),
      },
      tags: ['Lesson'],
      summary: 'Move a lesson ({id, start?, duration?}) or cancel it ({id, cancel: true})',
    }),
    (c) => {
      const caller = callerOf(c);
      const { lessonsService } = deps;
      const { id, cancel, start, duration, reason } = c.req.valid('json');
      if (cancel && (start !== undefined || duration !== undefined))
        throw new AppError('bad-request');
      if (reason !== undefined && !cancel) throw new AppError('bad-request');
      if (!cancel && start === undefined && duration === undefined)
        throw new AppError('empty-request');
      const lesson = cancel
        ? lessonsService.cancel(caller, id, reason)
        : lessonsService.reschedule(caller, id, { start, duration });
      return c.json(toLessonDto(lessonsService.readable(caller, lesson.id), caller), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(lessonCalls.remove, 'Removed', 401, 403, 404),
      access: ADMINS_ONLY,
      audit: {
        entity: 'lesson',
        id: (i) => i.param('id'),
        read: (id) => deps.lessonsService.get(id),
      },
      tags: ['Lesson'],
      summary: 'Remove a lesson (admin; soft delete)',
    }),
    (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      deps.lessonsService.remove(caller, id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
