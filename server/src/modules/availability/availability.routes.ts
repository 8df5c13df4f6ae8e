import { AppError, availabilityCalls } from '@kalam/shared';
import { createRouter } from '../../http/router.ts';
import type { SlotRow } from './availability.repository.ts';
import { fromCall } from '../../http/from-call.ts';
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
      ...fromCall(availabilityCalls.read, 'Weekly template', 400, 401, 403, 404),
      access: ANYONE,
      tags: ['Availability'],
      summary: "A tutor's weekly template (the caller's own, or ?tutorId= for anyone)",
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
      ...fromCall(availabilityCalls.save, 'The new template', 400, 401, 403, 409),
      access: only('Tutor', 'TutorManager'),
      tags: ['Availability'],
      summary: 'Replace the caller’s weekly template (tutor, or tutor manager: call hours)',
    }),
    (c) => {
      const caller = callerOf(c);
      const view = deps.availabilityService.replace(caller.id, c.req.valid('json').slots);
      return c.json(toDto(view), 200);
    },
  );

  return app;
}
