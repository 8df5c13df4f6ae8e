import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/index.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;

/** The only code that knows the assets table. */
export class AssetsRepository {
  constructor(private readonly db: Db) {}

  byName(name: string): AssetRow | undefined {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.name, name), eq(assets.deleted, false)))
      .get();
  }

  /** The live files tied to each of these records (report ids, invoice ids). */
  ofSubjects(subjectIds: string[]): AssetRow[] {
    if (subjectIds.length === 0) return [];
    return this.db
      .select()
      .from(assets)
      .where(and(inArray(assets.subjectId, subjectIds), eq(assets.deleted, false)))
      .orderBy(asc(assets.createdAt), asc(assets.id))
      .all();
  }

  /**
   * Write the rows and run `alongside` (another area's write through its own repository) in
   * one transaction. better-sqlite3 runs every statement of this connection inside it.
   */
  insertWith(rows: NewAssetRow[], alongside: () => void): void {
    this.db.transaction((tx) => {
      if (rows.length > 0) tx.insert(assets).values(rows).run();
      alongside();
    });
  }

  markDeleted(id: string): void {
    this.db.update(assets).set({ deleted: true }).where(eq(assets.id, id)).run();
  }
}
