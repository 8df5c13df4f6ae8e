import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

/** The only code that knows the reports table. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): ReportRow | undefined {
    return this.db.select().from(reports).where(eq(reports.id, id)).get();
  }

  insert(row: NewReportRow): void {
    this.db.insert(reports).values(row).run();
  }

  update(id: string, changes: Partial<NewReportRow>): ReportRow {
    this.db.update(reports).set(changes).where(eq(reports.id, id)).run();
    return this.byId(id)!;
  }

  /** Newest first. */
  page(
    filter: { status?: ReportRow['status']; reporterId?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      filter.status === undefined ? undefined : eq(reports.status, filter.status),
      filter.reporterId === undefined ? undefined : eq(reports.reporterId, filter.reporterId),
    );
    const list = this.db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(reports).where(where).get()!.n };
  }
}
