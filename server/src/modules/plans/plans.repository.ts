import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

export type PlanRow = typeof plans.$inferSelect;

/** The only code that knows the plans table. */
export class PlansRepository {
  constructor(private readonly db: Db) {}

  /** Every plan, deleted ones included, smallest first. */
  all(): PlanRow[] {
    return this.db.select().from(plans).orderBy(asc(plans.weeklyMinutes), asc(plans.id)).all();
  }

  byId(id: string): PlanRow | undefined {
    return this.db.select().from(plans).where(eq(plans.id, id)).get();
  }

  byEnglishName(nameEn: string): PlanRow | undefined {
    return this.db.select().from(plans).where(eq(plans.nameEn, nameEn)).get();
  }

  insert(row: typeof plans.$inferInsert): PlanRow {
    this.db.insert(plans).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<typeof plans.$inferInsert>): PlanRow {
    this.db.update(plans).set(changes).where(eq(plans.id, id)).run();
    return this.byId(id)!;
  }
}
