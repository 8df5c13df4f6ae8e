import { z } from 'zod';
import {
  idSchema,
  introVideoDtoSchema,
  introVideoListQuerySchema,
  listOf,
  reviewIntroVideoBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';
import { INTRO_VIDEO_FORM } from './intro-videos.service.ts';
import { ONBOARDING_ACCESS } from './onboarding.access.ts';

/** Spec §7 Intro video (decision 170). */

/** What these calls use of the composition. */
export type IntroVideosRoutesDeps = Pick<
  AppDeps,
  'introVideosService' | 'assetsService' | 'limiter'
>;

/** Sends per applicant per hour: a retake or two, never a flood of 200 MB bodies. */
const SENDS_PER_HOUR = 20;

export function introVideosRoutes(deps: IntroVideosRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['POST /intro-video/with/asset'],
      method: 'post',
      path: '/intro-video/with/asset',
      tags: ['Intro video'],
      summary:
        "A tutor applicant sends their intro video (multipart: `upload` = a finished tus upload's id, or a `video` file); the server measures its length",
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object' as const,
                properties: {
                  upload: {
                    type: 'string',
                    description: 'id of a finished upload at /api/v1/uploads',
                  },
                  video: { type: 'string', format: 'binary', description: 'MP4, WebM or MOV' },
                  duration: { type: 'string', description: 'ignored: the server measures' },
                },
              },
            },
          },
        },
      },
      responses: {
        201: json(introVideoDtoSchema, 'The intro video, pending review'),
        ...errors(400, 401, 403, 404, 409, 413, 429),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { introVideosService, assetsService, limiter } = deps;
      // Refuse before reading a single byte of a video that could not be kept anyway.
      introVideosService.checkCanSubmit(caller);
      limiter.hit(`intro-video:${caller.id}`, SENDS_PER_HOUR, 60 * 60_000);
      const form = await assetsService.receive(c.req.raw, INTRO_VIDEO_FORM);
      return c.json(await introVideosService.submit(caller, form), 201);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /intro-video/list'],
      method: 'get',
      path: '/intro-video/list',
      tags: ['Intro video'],
      summary: 'Intro videos: a tutor their own; tutor managers and admins all (review queue)',
      request: { query: introVideoListQuerySchema },
      responses: {
        200: json(listOf(introVideoDtoSchema), 'Intro videos'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => c.json(deps.introVideosService.list(callerOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['PUT /intro-video/{id}'],
      audit: { entity: 'intro-video', id: (i) => i.param('id') },
      method: 'put',
      path: '/intro-video/{id}',
      tags: ['Intro video'],
      summary: 'Approve, or reject with a reason, a pending intro video (tutor managers, admins)',
      request: { params: z.object({ id: idSchema }), ...jsonBody(reviewIntroVideoBodySchema) },
      responses: {
        200: json(introVideoDtoSchema, 'The reviewed video'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) =>
      c.json(
        deps.introVideosService.review(callerOf(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  return app;
}
