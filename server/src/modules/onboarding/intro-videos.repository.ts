import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { IntroVideoStatus } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { introVideos } from '../../db/schema/index.ts';

export type IntroVideoRow = typeof introVideos.$inferSelect;
export type NewIntroVideoRow = typeof introVideos.$inferInsert;

export interface IntroVideoFilter {
  tutorId?: string;
  status?: IntroVideoStatus;
}

/** The only code that knows the intro_videos table. */
export class IntroVideosRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): IntroVideoRow | undefined {
    return this.db.select().from(introVideos).where(eq(introVideos.id, id)).get();
  }

  insert(row: NewIntroVideoRow): IntroVideoRow {
    this.db.insert(introVideos).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<NewIntroVideoRow>): IntroVideoRow {
    this.db.update(introVideos).set(changes).where(eq(introVideos.id, id)).run();
    return this.byId(id)!;
  }

  /** The tutor's newest video, whatever its status. */
  latest(tutorId: string): IntroVideoRow | undefined {
    return this.db
      .select()
      .from(introVideos)
      .where(eq(introVideos.tutorId, tutorId))
      .orderBy(desc(introVideos.createdAt), desc(introVideos.id))
      .get();
  }

  /** The tutor's newest approved video (what students see; onboarding's first step). */
  approved(tutorId: string): IntroVideoRow | undefined {
    return this.db
      .select()
      .from(introVideos)
      .where(and(eq(introVideos.tutorId, tutorId), eq(introVideos.status, 'Approved')))
      .orderBy(desc(introVideos.createdAt), desc(introVideos.id))
      .get();
  }

  /** Oldest first for the review queue, newest first otherwise. */
  page(filter: IntroVideoFilter, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (filter.tutorId) conditions.push(eq(introVideos.tutorId, filter.tutorId));
    if (filter.status) conditions.push(eq(introVideos.status, filter.status));
    const where = and(...conditions);
    const list = this.db
      .select()
      .from(introVideos)
      .where(where)
      .orderBy(desc(introVideos.createdAt), desc(introVideos.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(introVideos).where(where).get()!.n };
  }
}
