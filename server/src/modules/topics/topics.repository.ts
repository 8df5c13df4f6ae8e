import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { topics, userTopics } from '../../db/schema/index.ts';

export type TopicRow = typeof topics.$inferSelect;

/** The only code that knows the topics and user_topics tables. */
export class TopicsRepository {
  constructor(private readonly db: Db) {}

  list(): TopicRow[] {
    return this.db
      .select()
      .from(topics)
      .where(eq(topics.deleted, false))
      .orderBy(asc(topics.nameEn), asc(topics.id))
      .all();
  }

  byId(id: string): TopicRow | undefined {
    return this.db.select().from(topics).where(eq(topics.id, id)).get();
  }

  byEnglishName(nameEn: string): TopicRow | undefined {
    return this.db.select().from(topics).where(eq(topics.nameEn, nameEn)).get();
  }

  /**
   * A live topic named `nameAr` or `nameEn` (English without regard to case), other than
   * `exceptId`: what a new name would repeat.
   */
  liveNamed(names: { nameAr?: string; nameEn?: string }, exceptId?: string): TopicRow | undefined {
    const same = [
      names.nameAr === undefined ? undefined : eq(topics.nameAr, names.nameAr),
      names.nameEn === undefined
        ? undefined
        : sql`lower(${topics.nameEn}) = lower(${names.nameEn})`,
    ].filter((c) => c !== undefined);
    if (same.length === 0) return undefined;
    return this.db
      .select()
      .from(topics)
      .where(
        and(
          eq(topics.deleted, false),
          or(...same),
          exceptId === undefined ? undefined : ne(topics.id, exceptId),
        ),
      )
      .get();
  }

  insert(row: typeof topics.$inferInsert): TopicRow {
    this.db.insert(topics).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<typeof topics.$inferInsert>): TopicRow {
    this.db.update(topics).set(changes).where(eq(topics.id, id)).run();
    return this.byId(id)!;
  }

  /** Ids among `ids` that name live topics. */
  liveIds(ids: readonly string[]): Set<string> {
    if (ids.length === 0) return new Set();
    const rows = this.db
      .select({ id: topics.id })
      .from(topics)
      .where(and(inArray(topics.id, [...ids]), eq(topics.deleted, false)))
      .all();
    return new Set(rows.map((r) => r.id));
  }

  holders(topicId: string): string[] {
    return this.db
      .select({ userId: userTopics.userId })
      .from(userTopics)
      .where(eq(userTopics.topicId, topicId))
      .all()
      .map((r) => r.userId);
  }

  ofUser(userId: string): TopicRow[] {
    return this.db
      .select({ topic: topics })
      .from(userTopics)
      .innerJoin(topics, eq(topics.id, userTopics.topicId))
      .where(and(eq(userTopics.userId, userId), eq(topics.deleted, false)))
      .orderBy(asc(topics.nameEn), asc(topics.id))
      .all()
      .map((r) => r.topic);
  }

  add(userId: string, topicIds: readonly string[], now: number): void {
    if (topicIds.length === 0) return;
    this.db
      .insert(userTopics)
      .values(topicIds.map((topicId) => ({ userId, topicId, createdAt: now })))
      .onConflictDoNothing()
      .run();
  }

  remove(userId: string, topicIds: readonly string[]): void {
    if (topicIds.length === 0) return;
    this.db
      .delete(userTopics)
      .where(and(eq(userTopics.userId, userId), inArray(userTopics.topicId, [...topicIds])))
      .run();
  }

  /** The user's set becomes exactly `topicIds`, in one transaction. */
  replace(userId: string, topicIds: readonly string[], now: number): void {
    this.db.transaction((tx) => {
      tx.delete(userTopics).where(eq(userTopics.userId, userId)).run();
      if (topicIds.length > 0)
        tx.insert(userTopics)
          .values(topicIds.map((topicId) => ({ userId, topicId, createdAt: now })))
          .onConflictDoNothing()
          .run();
    });
  }
}
