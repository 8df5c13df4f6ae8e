import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PhotoSessionStatus } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { photoSessions } from '../../db/schema/index.ts';

export type PhotoSessionRow = typeof photoSessions.$inferSelect;
export type NewPhotoSessionRow = typeof photoSessions.$inferInsert;

export interface PhotoSessionFilter {
  tutorId?: string;
  status?: PhotoSessionStatus;
}

/** The only code that knows the photo_sessions table. */
export class PhotoSessionsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): PhotoSessionRow | undefined {
    return this.db.select().from(photoSessions).where(eq(photoSessions.id, id)).get();
  }

  insert(row: NewPhotoSessionRow): PhotoSessionRow {
    this.db.insert(photoSessions).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<NewPhotoSessionRow>): PhotoSessionRow {
    this.db.update(photoSessions).set(changes).where(eq(photoSessions.id, id)).run();
    return this.byId(id)!;
  }

  /** The tutor's newest session, whatever became of it (a cancel by the studio is told). */
  latest(tutorId: string): PhotoSessionRow | undefined {
    return this.db
      .select()
      .from(photoSessions)
      .where(eq(photoSessions.tutorId, tutorId))
      .orderBy(desc(photoSessions.createdAt), desc(photoSessions.id))
      .get();
  }

  /** The tutor's newest session that was not cancelled. */
  latestHeld(tutorId: string): PhotoSessionRow | undefined {
    return this.db
      .select()
      .from(photoSessions)
      .where(
        and(
          eq(photoSessions.tutorId, tutorId),
          inArray(photoSessions.status, ['Scheduled', 'Done']),
        ),
      )
      .orderBy(desc(photoSessions.start), desc(photoSessions.id))
      .get();
  }

  /** Soonest first: the studio's day reads top to bottom. */
  page(filter: PhotoSessionFilter, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (filter.tutorId) conditions.push(eq(photoSessions.tutorId, filter.tutorId));
    if (filter.status) conditions.push(eq(photoSessions.status, filter.status));
    const where = and(...conditions);
    const list = this.db
      .select()
      .from(photoSessions)
      .where(where)
      .orderBy(desc(photoSessions.start), desc(photoSessions.id))
      .limit(limit)
      .offset(offset)
      .all();
    return {
      list,
      total: this.db.select({ n: count() }).from(photoSessions).where(where).get()!.n,
    };
  }
}
