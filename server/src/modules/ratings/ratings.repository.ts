import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings } from '../../db/schema/index.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type NewRatingRow = typeof ratings.$inferInsert;

type Side = 'raterId' | 'rateeId';

/**
 * The only code that writes the ratings table (the tutors directory reads it, decision 010).
 * Deleted ratings stay as tombstones; the unique index covers live rows only, so a student may
 * rate a tutor again after deleting.
 */
export class RatingsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): RatingRow | undefined {
    return this.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.id, id), eq(ratings.deleted, false)))
      .get();
  }

  live(raterId: string, rateeId: string): RatingRow | undefined {
    return this.db
      .select()
      .from(ratings)
      .where(
        and(eq(ratings.raterId, raterId), eq(ratings.rateeId, rateeId), eq(ratings.deleted, false)),
      )
      .get();
  }

  insert(row: NewRatingRow): RatingRow {
    this.db.insert(ratings).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<NewRatingRow>): void {
    this.db.update(ratings).set(changes).where(eq(ratings.id, id)).run();
  }

  /** Live ratings by one rater or of one ratee, newest first. */
  page(side: Side, userId: string, limit: number, offset: number) {
    const where = and(eq(ratings[side], userId), eq(ratings.deleted, false));
    const list = this.db
      .select()
      .from(ratings)
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(ratings).where(where).get()!.n };
  }
}
