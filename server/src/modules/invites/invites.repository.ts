import { count, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites } from '../../db/schema/index.ts';

export type InviteRow = typeof invites.$inferSelect;

/** The only code that knows the invites table. */
export class InvitesRepository {
  constructor(private readonly db: Db) {}

  page(search: string | undefined, limit: number, offset: number) {
    const where = and(
      eq(invites.deleted, false),
      search === undefined
        ? undefined
        : sql`lower(${invites.email}) like ${`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    );
    const list = this.db
      .select()
      .from(invites)
      .where(where)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(invites).where(where).get()!.n };
  }

  byId(id: string): InviteRow | undefined {
    return this.db
      .select()
      .from(invites)
      .where(and(eq(invites.id, id), eq(invites.deleted, false)))
      .get();
  }

  /** The live invite a mailed code belongs to (only its hash is kept). */
  byCodeHash(codeHash: string): InviteRow | undefined {
    return this.db
      .select()
      .from(invites)
      .where(and(eq(invites.codeHash, codeHash), eq(invites.deleted, false)))
      .get();
  }

  insert(row: typeof invites.$inferInsert): InviteRow {
    this.db.insert(invites).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<typeof invites.$inferInsert>): InviteRow {
    this.db.update(invites).set(changes).where(eq(invites.id, id)).run();
    return this.byId(id)!;
  }
}
