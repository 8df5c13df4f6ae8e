import {
  AppError,
  availabilityBodySchema,
  availabilityDtoSchema,
  availabilityQuerySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import type { SlotRow } from './availability.repository.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

function toDto(view: { tutorId: string; timeZone: string; slots: SlotRow[] }) {
  return {
    tutorId: view.tutorId,
    timeZone: view.timeZone,
    slots: view.slots.map((s) => ({
      id: s.id,
      tutorId: s.tutorId,
      weekday: s.weekday,
      start: s.start,
      end: s.end,
    })),
  };
}

/** What these calls use of the composition: their own services, nothing more. */
export type AvailabilityRoutesDeps = Pick<AppDeps, 'availabilityService'>;

export function availabilityRoutes(deps: AvailabilityRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/availability-slot',
      tags: ['Availability'],
      summary: "A tutor's weekly template (the caller's own, or ?tutorId= for anyone)",
      request: { query: availabilityQuerySchema },
      responses: {
        200: json(availabilityDtoSchema, 'Weekly template'),
        ...errors(400, 401, 403, 404),
      },
    }),
    (c) => {
      const { tutorId } = c.req.valid('query');
      let id = tutorId;
      if (!id) {
        const caller = callerOf(c);
        if (caller.role !== 'Tutor' && caller.role !== 'TutorManager')
          throw new AppError('forbidden');
        id = caller.id;
      }
      return c.json(toDto(deps.availabilityService.template(id)), 200);
    },
  );

  app.openapi(
    defineCall({
      access: only('Tutor', 'TutorManager'),
      method: 'post',
      path: '/availability-slot',
      tags: ['Availability'],
      summary: 'Replace the caller’s weekly template (tutor, or tutor manager: call hours)',
      request: jsonBody(availabilityBodySchema),
      responses: {
        200: json(availabilityDtoSchema, 'The new template'),
        ...errors(400, 401, 403, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const view = deps.availabilityService.replace(caller.id, c.req.valid('json').slots);
      return c.json(toDto(view), 200);
    },
  );

  return app;
}
