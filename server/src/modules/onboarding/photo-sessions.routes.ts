import {
  createPhotoSessionBodySchema,
  listOf,
  onboardingProgressDtoSchema,
  onboardingProgressQuerySchema,
  photoSessionDtoSchema,
  photoSessionListQuerySchema,
  updatePhotoSessionBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';
import { ONBOARDING_ACCESS } from './onboarding.access.ts';

/** Photo sessions and onboarding progress (decisions 172 and 173; the spec names no paths). */
export type PhotoSessionsRoutesDeps = Pick<AppDeps, 'photoSessionsService' | 'onboardingProgress'>;

export function photoSessionsRoutes(deps: PhotoSessionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['POST /photo-session'],
      audit: { entity: 'photo-session' },
      method: 'post',
      path: '/photo-session',
      tags: ['Photo session'],
      summary: 'Studio staff schedule a tutor’s photo session (after a passed demo session)',
      request: jsonBody(createPhotoSessionBodySchema),
      responses: {
        201: json(photoSessionDtoSchema, 'The scheduled session'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => c.json(deps.photoSessionsService.schedule(callerOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['PATCH /photo-session'],
      audit: { entity: 'photo-session', id: (i) => i.json()?.id as string | undefined },
      method: 'patch',
      path: '/photo-session',
      tags: ['Photo session'],
      summary: 'Mark a photo session done (studio) or cancel it (studio, or the tutor before it)',
      request: jsonBody(updatePhotoSessionBodySchema),
      responses: {
        200: json(photoSessionDtoSchema, 'The session'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => c.json(deps.photoSessionsService.update(callerOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /photo-session/list'],
      method: 'get',
      path: '/photo-session/list',
      tags: ['Photo session'],
      summary: 'Photo sessions: a tutor their own; studio staff and admins all',
      request: { query: photoSessionListQuerySchema },
      responses: {
        200: json(listOf(photoSessionDtoSchema), 'Photo sessions'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => c.json(deps.photoSessionsService.list(callerOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /onboarding/progress'],
      method: 'get',
      path: '/onboarding/progress',
      tags: ['Onboarding'],
      summary: "A tutor's four onboarding steps in order and what is still missing",
      request: { query: onboardingProgressQuerySchema },
      responses: {
        200: json(onboardingProgressDtoSchema, 'Progress'),
        ...errors(400, 401, 403, 404),
      },
    }),
    (c) => c.json(deps.onboardingProgress.view(callerOf(c), c.req.valid('query').tutorId), 200),
  );

  return app;
}
