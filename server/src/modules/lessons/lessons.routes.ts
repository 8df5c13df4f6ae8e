import type { Context, TypedResponse } from 'hono';
import { z } from 'zod';
import {
  AppError,
  attendedStatsDtoSchema,
  bookLessonBodySchema,
  idSchema,
  lessonDtoSchema,
  lessonListQuerySchema,
  listOf,
  updateLessonBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toLessonDto } from './lessons.dto.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, ADMINS_ONLY, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });
const lessonPageSchema = listOf(lessonDtoSchema);

/**
 * A page the list cache keeps serialised (decision 100): the bytes and the header `c.json` would
 * send for a `lessonPageSchema` value, typed as that answer.
 */
function serialisedPage(c: Context, body: string) {
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    z.infer<typeof lessonPageSchema>,
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
      access: only('Student'),
      method: 'post',
      path: '/lesson',
      tags: ['Lesson'],
      summary: 'Book a lesson (student)',
      request: jsonBody(bookLessonBodySchema),
      responses: {
        201: json(lessonDtoSchema, 'The booked lesson'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const booked = await deps.lessonsService.book(caller, c.req.valid('json'));
      return c.json(toLessonDto(booked, caller), 201);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', 'Tutor', ...ADMINS] },
      method: 'get',
      path: '/lesson/list',
      tags: ['Lesson'],
      summary: 'Lessons: a student or tutor sees their own, admins all',
      request: { query: lessonListQuerySchema },
      responses: {
        200: json(lessonPageSchema, 'A page of lessons'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const { page, size, ...filter } = c.req.valid('query');
      return serialisedPage(c, deps.lessonsService.listJson(caller, filter, page, size));
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', 'Tutor', ...ADMINS] },
      method: 'get',
      path: '/lesson/attended/stats',
      tags: ['Lesson'],
      summary: 'Fulfilled lessons and minutes of the caller (admins: everyone)',
      responses: { 200: json(attendedStatsDtoSchema, 'Attended lessons'), ...errors(401, 403) },
    }),
    (c) => c.json(deps.statsService.attended(callerOf(c)), 200),
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', 'Tutor', ...ADMINS], also: 'its members or an admin' },
      method: 'get',
      path: '/lesson/{id}',
      tags: ['Lesson'],
      request: { params: idParams },
      responses: { 200: json(lessonDtoSchema, 'A lesson'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      const found = deps.lessonsService.readable(caller, c.req.valid('param').id);
      return c.json(toLessonDto(found, caller), 200);
    },
  );

  app.openapi(
    defineCall({
      access: {
        roles: ['Student', 'Tutor', ...ADMINS],
        also: 'its members; moving: its student or an admin',
      },
      audit: {
        entity: 'lesson',
        id: (i) => i.json()?.id as string | undefined,
        read: (id) => deps.lessonsService.get(id),
      },
      method: 'patch',
      path: '/lesson',
      tags: ['Lesson'],
      summary: 'Move a lesson ({id, start?, duration?}) or cancel it ({id, cancel: true})',
      request: jsonBody(updateLessonBodySchema),
      responses: { 200: json(lessonDtoSchema, 'The lesson'), ...errors(400, 401, 403, 404, 409) },
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
      access: ADMINS_ONLY,
      audit: {
        entity: 'lesson',
        id: (i) => i.param('id'),
        read: (id) => deps.lessonsService.get(id),
      },
      method: 'delete',
      path: '/lesson/{id}',
      tags: ['Lesson'],
      summary: 'Remove a lesson (admin; soft delete)',
      request: { params: idParams },
      responses: { 200: json(z.object({ id: z.string() }), 'Removed'), ...errors(401, 403, 404) },
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
