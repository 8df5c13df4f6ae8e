import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** More matches than this and the repository's plain LIKE scan is the better plan. */
export const SEARCH_ID_LIMIT = 2_000;

/**
 * The admin users search over 100,000 users (issue 19, bench/admin-users.bench.ts): each user's
 * name and e-mail held in memory, caught up before every search from the rows changed since
 * (`users_updated_idx`; every write to users sets `updated_at`), so a search is a string scan
 * in this process instead of a LIKE over every row. Answers the matching ids, or null when there
 * are too many to pass on (the caller falls back to SQL).
 */
export class UserSearchIndex {
  /** Parallel arrays (a plain loop over an array scans faster than a Map's iterator). */
  private readonly idAt: string[] = [];
  private readonly textAt: string[] = [];
  private readonly slot = new Map<string, number>();
  /** Rows changed at or after this instant are read again (same-millisecond writes included). */
  private seen = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  private catchUp(): void {
    const rows = this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        deleted: users.deleted,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(Number.isFinite(this.seen) ? gte(users.updatedAt, this.seen) : sql`1 = 1`)
      .all();
    for (const row of rows) {
      // A deleted user keeps its slot with no text, so it never matches.
      const text = row.deleted ? '' : `${row.name}\n${row.email}`.toLowerCase();
      const at = this.slot.get(row.id);
      if (at !== undefined) this.textAt[at] = text;
      else if (!row.deleted) {
        this.slot.set(row.id, this.idAt.length);
        this.idAt.push(row.id);
        this.textAt.push(text);
      }
      if (row.updatedAt > this.seen) this.seen = row.updatedAt;
    }
  }

  /** Ids of users whose name or e-mail contains `search` (case-insensitive), or null if too many. */
  ids(search: string): string[] | null {
    this.catchUp();
    const needle = search.toLowerCase();
    const found: string[] = [];
    const texts = this.textAt;
    for (let i = 0; i < texts.length; i++)
      if (texts[i]!.includes(needle)) {
        found.push(this.idAt[i]!);
        if (found.length > SEARCH_ID_LIMIT) return null;
      }
    return found;
  }
}
