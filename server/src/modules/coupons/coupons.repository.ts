import { count, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The only code that knows the coupons table. */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  page(search: string | undefined, limit: number, offset: number) {
    const where = and(
      eq(coupons.deleted, false),
      search === undefined
        ? undefined
        : sql`${coupons.code} like ${`%${search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    );
    const list = this.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(coupons).where(where).get()!.n };
  }

  byId(id: string): CouponRow | undefined {
    return this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.deleted, false)))
      .get();
  }

  byCode(code: string): CouponRow | undefined {
    return this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.code, code), eq(coupons.deleted, false)))
      .get();
  }

  insert(row: typeof coupons.$inferInsert): CouponRow {
    this.db.insert(coupons).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<typeof coupons.$inferInsert>): CouponRow | undefined {
    this.db.update(coupons).set(changes).where(eq(coupons.id, id)).run();
    return this.byId(id);
  }
}
