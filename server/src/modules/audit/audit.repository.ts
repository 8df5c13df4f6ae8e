import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  actorId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: number;
  to?: number;
}

/** The audit log table: written once per admin write, never changed (decision 193). */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  insert(row: AuditRow): void {
    this.db.insert(auditLog).values(row).run();
  }

  list(
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): { list: (AuditRow & { actorName: string | null })[]; total: number } {
    const where = and(
      filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
      filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
      filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
      filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
      filter.to === undefined ? undefined : lte(auditLog.at, filter.to),
    );
    const list = this.db
      .select({ row: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset)
      .all()
      .map(({ row, actorName }) => ({ ...row, actorName }));
    const total = this.db.select({ n: count() }).from(auditLog).where(where).get()!.n;
    return { list, total };
  }
}
