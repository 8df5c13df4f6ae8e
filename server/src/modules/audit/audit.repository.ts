import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, coupons, invites, plans, topics, users } from '../../db/schema/index.ts';

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

  /**
   * What a person calls each of these records: a user's name, a coupon's code, a plan's or a
   * topic's Arabic name, an invite's e-mail. Ids are UUID v7, unique across tables; an id none
   * of them holds (a lesson, a payment) is left out. Deleted coupons and plans keep their rows.
   */
  namesOf(ids: readonly string[]): Map<string, string> {
    const names = new Map<string, string>();
    if (ids.length === 0) return names;
    const wanted = [...new Set(ids)];
    const add = (rows: { id: string; name: string | null }[]) => {
      for (const r of rows) if (r.name) names.set(r.id, r.name);
    };
    add(
      this.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, wanted))
        .all(),
    );
    add(
      this.db
        .select({ id: coupons.id, name: coupons.code })
        .from(coupons)
        .where(inArray(coupons.id, wanted))
        .all(),
    );
    add(
      this.db
        .select({ id: plans.id, name: plans.nameAr })
        .from(plans)
        .where(inArray(plans.id, wanted))
        .all(),
    );
    add(
      this.db
        .select({ id: topics.id, name: topics.nameAr })
        .from(topics)
        .where(inArray(topics.id, wanted))
        .all(),
    );
    add(
      this.db
        .select({ id: invites.id, name: invites.email })
        .from(invites)
        .where(inArray(invites.id, wanted))
        .all(),
    );
    return names;
  }
}
