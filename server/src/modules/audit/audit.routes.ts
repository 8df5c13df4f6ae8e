import { auditEntryDtoSchema, auditListQuerySchema, listOf, type UserRole } from '@kalam/shared';
import { defineCall } from '../../http/call.ts';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { only } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuditRow } from './audit.repository.ts';

export type AuditRoutesDeps = Pick<AppDeps, 'auditService'>;

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toDto(row: AuditRow & { actorName: string | null; names: Record<string, string> }) {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole as UserRole,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: parsed(row.before),
    after: parsed(row.after),
    names: row.names,
  };
}

/** GET /audit-log: super admins read and filter every admin write (decision 193). */
export function auditRoutes(deps: AuditRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: only('SuperAdmin'),
      method: 'get',
      path: '/audit-log',
      tags: ['Admin'],
      summary: 'Admin writes: who, what, when, before and after (super admins)',
      request: { query: auditListQuerySchema },
      responses: { 200: json(listOf(auditEntryDtoSchema), 'Entries'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const page = deps.auditService.list(c.req.valid('query'));
      return c.json({ list: page.list.map(toDto), total: page.total }, 200);
    },
  );
  return app;
}
