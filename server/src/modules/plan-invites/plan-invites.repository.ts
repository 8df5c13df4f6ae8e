import { count, and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planInvites, plans, users } from '../../db/schema/index.ts';

export type PlanInviteRow = typeof planInvites.$inferSelect;
export interface PlanInviteView extends PlanInviteRow {
  userName: string;
  planNameAr: string;
}

/** The only code that knows the plan_invites table. */
export class PlanInvitesRepository {
  constructor(private readonly db: Db) {}

  planIdsOf(userId: string): Set<string> {
    const rows = this.db
      .select({ planId: planInvites.planId })
      .from(planInvites)
      .where(eq(planInvites.userId, userId))
      .all();
    return new Set(rows.map((r) => r.planId));
  }

  byId(id: string): PlanInviteRow | undefined {
    return this.db.select().from(planInvites).where(eq(planInvites.id, id)).get();
  }

  byPair(userId: string, planId: string): PlanInviteRow | undefined {
    return this.db
      .select()
      .from(planInvites)
      .where(and(eq(planInvites.userId, userId), eq(planInvites.planId, planId)))
      .get();
  }

  page(
    filter: { userId?: string; planId?: string },
    limit: number,
    offset: number,
  ): { list: PlanInviteView[]; total: number } {
    const conditions: SQL[] = [];
    if (filter.userId) conditions.push(eq(planInvites.userId, filter.userId));
    if (filter.planId) conditions.push(eq(planInvites.planId, filter.planId));
    const where = conditions.length ? and(...conditions) : undefined;
    const list = this.db
      .select({ invite: planInvites, userName: users.name, planNameAr: plans.nameAr })
      .from(planInvites)
      .innerJoin(users, eq(users.id, planInvites.userId))
      .innerJoin(plans, eq(plans.id, planInvites.planId))
      .where(where)
      .orderBy(desc(planInvites.createdAt), desc(planInvites.id))
      .limit(limit)
      .offset(offset)
      .all()
      .map((r) => ({ ...r.invite, userName: r.userName, planNameAr: r.planNameAr }));
    return { list, total: this.db.select({ n: count() }).from(planInvites).where(where).get()!.n };
  }

  view(id: string): PlanInviteView | undefined {
    const r = this.db
      .select({ invite: planInvites, userName: users.name, planNameAr: plans.nameAr })
      .from(planInvites)
      .innerJoin(users, eq(users.id, planInvites.userId))
      .innerJoin(plans, eq(plans.id, planInvites.planId))
      .where(eq(planInvites.id, id))
      .get();
    return r && { ...r.invite, userName: r.userName, planNameAr: r.planNameAr };
  }

  insert(row: typeof planInvites.$inferInsert): void {
    this.db.insert(planInvites).values(row).run();
  }

  update(id: string, changes: Partial<typeof planInvites.$inferInsert>): void {
    this.db.update(planInvites).set(changes).where(eq(planInvites.id, id)).run();
  }

  /** Plan invites are not replicated rows: withdrawing one removes it. */
  delete(id: string): void {
    this.db.delete(planInvites).where(eq(planInvites.id, id)).run();
  }
}
