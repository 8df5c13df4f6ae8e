import {
  adminCalls,
  adminOverviewDtoSchema,
  contactListQuerySchema,
  contactRequestAdminDtoSchema,
  listOf,
  mediaDtoSchema,
  mediaListQuerySchema,
} from '@kalam/shared';
import { defineCall } from '../../http/call.ts';
import { fromCall } from '../../http/from-call.ts';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ADMINS_ONLY } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

export type AdminOverviewRoutesDeps = Pick<AppDeps, 'adminOverviewService'>;

const iso = (instant: number) => new Date(instant).toISOString();

/** The admin dashboard, contact requests and media (issue 19): admins only. */
export function adminOverviewRoutes(deps: AdminOverviewRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/admin/overview',
      tags: ['Admin'],
      summary: "Today's lessons, revenue, applicants and sign-ups, with 14 days for charts",
      responses: { 200: json(adminOverviewDtoSchema, 'Figures'), ...errors(401, 403) },
    }),
    (c) => c.json(deps.adminOverviewService.overview(), 200),
  );
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/contact-request/list',
      tags: ['Contact'],
      summary: 'Messages from the contact page, newest first (admins)',
      request: { query: contactListQuerySchema },
      responses: {
        200: json(listOf(contactRequestAdminDtoSchema), 'Messages'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const page = deps.adminOverviewService.contactRequests(c.req.valid('query'));
      return c.json(
        { list: page.list.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: page.total },
        200,
      );
    },
  );
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/admin/media',
      tags: ['Admin'],
      summary: 'Uploaded files with who uploaded them and for whom (admins)',
      request: { query: mediaListQuerySchema },
      responses: { 200: json(listOf(mediaDtoSchema), 'Files'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const page = deps.adminOverviewService.media(c.req.valid('query'));
      const list = page.list.map(({ asset, ownerName, createdByName }) => ({
        id: asset.id,
        name: asset.name,
        bucket: asset.bucket,
        kind: asset.kind,
        contentType: asset.contentType,
        size: asset.size,
        ownerId: asset.ownerId,
        ownerName,
        createdBy: asset.createdBy,
        createdByName,
        createdAt: iso(asset.createdAt),
      }));
      return c.json({ list, total: page.total }, 200);
    },
  );
  app.openapi(
    defineCall({
      ...fromCall(adminCalls.tutorActivity, 'Activity, newest first', 400, 401, 403, 404),
      access: ADMINS_ONLY,
      tags: ['Admin'],
      summary:
        "A tutor's lessons, onboarding steps, withdrawal requests, ratings and admins' writes " +
        'about them, newest first (admins)',
    }),
    (c) => {
      const page = deps.adminOverviewService.tutorActivity(
        c.req.valid('param').tutorId,
        c.req.valid('query'),
      );
      return c.json(
        { list: page.list.map((r) => ({ ...r, at: iso(r.at) })), total: page.total },
        200,
      );
    },
  );
  return app;
}
