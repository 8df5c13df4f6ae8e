import {
  platformSettingsDtoSchema,
  platformSettingsSchema,
  publicRulesOf,
  publicRulesSchema,
} from '@kalam/shared';
import { callerOf, defineCall } from '../../http/call.ts';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ADMINS_ONLY, ANYONE, only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';
import type { PlatformSettingsView } from './platform-settings.service.ts';

export type PlatformSettingsRoutesDeps = Pick<AppDeps, 'platformSettings'>;

const toDto = (view: PlatformSettingsView) => ({
  settings: view.settings,
  updatedAt: view.updatedAt === null ? null : new Date(view.updatedAt).toISOString(),
  updatedBy: view.updatedBy,
});

/**
 * GET (admins) and PUT (super admins) /platform-settings (decision 191); GET
 * /platform-settings/public (anyone): the few rules the public pages promise (decision 278).
 */
export function platformSettingsRoutes(deps: PlatformSettingsRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/platform-settings',
      tags: ['Admin'],
      summary: 'The platform settings in force (admins)',
      responses: { 200: json(platformSettingsDtoSchema, 'Settings'), ...errors(401, 403) },
    }),
    (c) => c.json(toDto(deps.platformSettings.view()), 200),
  );
  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/platform-settings/public',
      tags: ['Platform'],
      summary: 'The rules the public pages state: free cancellation, withdrawal bounds',
      responses: { 200: json(publicRulesSchema, 'Rules in force') },
    }),
    (c) => c.json(publicRulesOf(deps.platformSettings.current()), 200),
  );
  app.openapi(
    defineCall({
      access: only('SuperAdmin'),
      audit: {
        entity: 'platform-settings',
        id: () => 'current',
        read: () => deps.platformSettings.current(),
      },
      method: 'put',
      path: '/platform-settings',
      tags: ['Admin'],
      summary: 'Change the platform settings (super admins)',
      request: jsonBody(platformSettingsSchema),
      responses: { 200: json(platformSettingsDtoSchema, 'Saved'), ...errors(400, 401, 403) },
    }),
    (c) => c.json(toDto(deps.platformSettings.update(callerOf(c), c.req.valid('json'))), 200),
  );
  return app;
}
