import { z } from 'zod';
import {
  idSchema,
  listOf,
  topicBodySchema,
  topicDtoSchema,
  topicUpdateBodySchema,
  userTopicsBodySchema,
  topicCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { paged } from '../../kernel/paging.ts';
import { toTopicDto } from './topics.dto.ts';
import type { UserTopicsChange } from './topics.service.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS_ONLY, ANYONE, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });
const topicList = listOf(topicDtoSchema);

/** What these calls use of the composition: their own services, nothing more. */
export type TopicsRoutesDeps = Pick<AppDeps, 'topicsService' | 'topics'>;

export function topicsRoutes(deps: TopicsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'topic', read: (id) => deps.topics.byId(id) },
      method: 'post',
      path: '/topic',
      tags: ['Topic'],
      request: jsonBody(topicBodySchema),
      responses: { 201: json(topicDtoSchema, 'The new topic'), ...errors(400, 401, 403, 409) },
    }),
    (c) => {
      return c.json(toTopicDto(deps.topicsService.create(c.req.valid('json'))), 201);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(topicCalls.list, 'Topics', 400),
      access: ANYONE,
      tags: ['Topic'],
      summary: 'Every live topic (public)',
    }),
    (c) => {
      const rows = deps.topicsService.list();
      return c.json(paged(rows.map(toTopicDto), c.req.valid('query')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'topic', id: (i) => i.param('id'), read: (id) => deps.topics.byId(id) },
      method: 'put',
      path: '/topic/{id}',
      tags: ['Topic'],
      request: { params: idParams, ...jsonBody(topicUpdateBodySchema) },
      responses: {
        200: json(topicDtoSchema, 'The updated topic'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const { topicsService } = deps;
      return c.json(
        toTopicDto(topicsService.update(c.req.valid('param').id, c.req.valid('json'))),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'topic', id: (i) => i.param('id'), read: (id) => deps.topics.byId(id) },
      method: 'delete',
      path: '/topic/{id}',
      tags: ['Topic'],
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Deleted (soft)'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      deps.topicsService.remove(id);
      return c.json({ id }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(topicCalls.ofUser, 'Topics of the user', 400, 401, 403, 404),
      access: SIGNED_IN,
      tags: ['Topic'],
      summary: "The caller's topics (admins may name a userId)",
    }),
    (c) => {
      const caller = callerOf(c);
      const { topicsService } = deps;
      const userId = topicsService.owner(caller, c.req.valid('query').userId);
      const list = topicsService.ofUser(userId).map(toTopicDto);
      return c.json({ list, total: list.length }, 200);
    },
  );

  const changes: {
    method: 'post' | 'delete' | 'patch';
    kind: UserTopicsChange;
    summary: string;
  }[] = [
    { method: 'post', kind: 'add', summary: 'Add topics to the user' },
    { method: 'delete', kind: 'remove', summary: 'Remove topics from the user' },
    { method: 'patch', kind: 'replace', summary: "Replace the user's topics" },
  ];
  for (const { method, kind, summary } of changes) {
    app.openapi(
      defineCall({
        access: SIGNED_IN,
        method,
        path: '/topic/of/user',
        tags: ['Topic'],
        summary,
        request: jsonBody(userTopicsBodySchema),
        responses: {
          200: json(topicList, 'Topics of the user after the change'),
          ...errors(400, 401, 403, 404),
        },
      }),
      (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        const { topicsService } = deps;
        const userId = topicsService.owner(caller, body.userId);
        const list = topicsService.change(userId, kind, body.topicIds).map(toTopicDto);
        return c.json({ list, total: list.length }, 200);
      },
    );
  }

  return app;
}
