import {
  listOf,
  reportDtoSchema,
  reportListQuerySchema,
  reportUpdateBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { REPORTS_ACCESS } from './reports.access.ts';
import { REPORT_FORM } from './reports.forms.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';

/** Reports per user per hour. */
const REPORTS_PER_HOUR = 10;

const binary = { type: 'string', format: 'binary' } as const;

/** What these calls use of the composition: their own services, nothing more. */
export type ReportsRoutesDeps = Pick<AppDeps, 'assetsService' | 'limiter' | 'reportsService'>;

export function reportsRoutes(deps: ReportsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: REPORTS_ACCESS['POST /report/with/asset'],
      method: 'post',
      path: '/report/with/asset',
      tags: ['Report'],
      summary: 'Report a problem, with up to 3 screenshots and one log (multipart/form-data)',
      request: {
        // Documented only: the body streams to disk, so no validator may read it first.
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['description'],
                properties: {
                  description: { type: 'string', minLength: 10, maxLength: 2000 },
                  page: { type: 'string', maxLength: 300 },
                  screenshot: { ...binary, description: 'JPG, PNG or GIF (up to 3)' },
                  log: { ...binary, description: 'UTF-8 text' },
                },
              },
            },
          },
        },
      },
      responses: {
        201: json(reportDtoSchema, 'The report'),
        ...errors(400, 401, 413, 429),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { reportsService, assetsService, limiter } = deps;
      limiter.hit(`report:${caller.id}`, REPORTS_PER_HOUR, 60 * 60_000);
      const form = await assetsService.receive(c.req.raw, REPORT_FORM);
      return c.json(await reportsService.create(caller, form), 201);
    },
  );

  app.openapi(
    defineCall({
      access: REPORTS_ACCESS['PUT /report'],
      audit: { entity: 'report', id: (i) => i.json()?.id as string | undefined },
      method: 'put',
      path: '/report',
      tags: ['Report'],
      summary: 'Change a report: its reporter the description, admins the status and note',
      request: jsonBody(reportUpdateBodySchema),
      responses: {
        200: json(reportDtoSchema, 'The report'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.reportsService.update(caller, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: REPORTS_ACCESS['GET /report/list'],
      method: 'get',
      path: '/report/list',
      tags: ['Report'],
      summary: 'Reports, newest first (admins)',
      request: { query: reportListQuerySchema },
      responses: { 200: json(listOf(reportDtoSchema), 'Reports'), ...errors(400, 401, 403) },
    }),
    (c) => {
      return c.json(deps.reportsService.list(c.req.valid('query')), 200);
    },
  );

  return app;
}
