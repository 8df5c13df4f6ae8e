import {
  and,
  count as count_,
  desc,
  eq,
  gte,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tutors, users } from '../../db/schema/index.ts';
import type { TutorRow, UserRow, UsersRepository } from '../users/index.ts';

/** Distinct filters whose totals are kept at once (searches make many); past it, all go. */
const MAX_TOTALS = 200;

export interface Page {
  limit: number;
  offset: number;
}

export interface UserFilter {
  search?: string;
  role?: UserRow['role'];
  verified?: boolean;
  verifiedPhone?: boolean;
  createdFrom?: number;
  createdTo?: number;
}

export interface TutorView {
  user: UserRow;
  tutor: TutorRow;
}

/** A case-insensitive "contains" that treats % and _ in the search as plain characters. */
function contains(column: Column, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}

function nameOrEmail(search: string | undefined): SQL | undefined {
  return search === undefined
    ? undefined
    : or(contains(users.name, search), contains(users.email, search));
}

/**
 * Back-office reads over users and tutors (decision 010: a read model beside the users area,
 * which owns every write to these tables).
 */
export class AdminViewsRepository {
  /** Totals of the user list by filter, with the users table's version they were counted at. */
  private readonly totals = new Map<string, { version: number; total: number }>();

  constructor(
    private readonly db: Db,
    /** The users area's repository: only its `version`, to know when a total is stale. */
    private readonly usersTable?: Pick<UsersRepository, 'version'>,
  ) {}

  /**
   * count(*) reads every matching row (14 ms at 120,000 users, decision 169): a total is
   * counted again only after the users table changed.
   */
  private usersTotal(filter: UserFilter, where: SQL | undefined): number {
    const countNow = () => this.db.select({ n: count_() }).from(users).where(where).get()!.n;
    if (!this.usersTable) return countNow();
    const key = JSON.stringify(filter);
    const version = this.usersTable.version;
    const kept = this.totals.get(key);
    if (kept && kept.version === version) return kept.total;
    if (this.totals.size >= MAX_TOTALS) this.totals.clear();
    const total = countNow();
    this.totals.set(key, { version, total });
    return total;
  }

  users(filter: UserFilter, page: Page): { list: UserRow[]; total: number } {
    const where = and(
      eq(users.deleted, false),
      nameOrEmail(filter.search),
      filter.role === undefined ? undefined : eq(users.role, filter.role),
      filter.verified === undefined ? undefined : eq(users.verifiedEmail, filter.verified),
      filter.verifiedPhone === undefined
        ? undefined
        : eq(users.verifiedPhone, filter.verifiedPhone),
      filter.createdFrom === undefined ? undefined : gte(users.createdAt, filter.createdFrom),
      filter.createdTo === undefined ? undefined : lte(users.createdAt, filter.createdTo),
    );
    const list = this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset)
      .all();
    return { list, total: this.usersTotal(filter, where) };
  }

  activeTutorManagers(): UserRow[] {
    return this.db
      .select()
      .from(users)
      .where(
        and(eq(users.role, 'TutorManager'), eq(users.activated, true), eq(users.deleted, false)),
      )
      .orderBy(users.name, users.id)
      .all();
  }

  tutor(id: string): TutorView | undefined {
    const row = this.db
      .select({ user: users, tutor: tutors })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'Tutor'), eq(users.deleted, false)))
      .get();
    return row ?? undefined;
  }

  tutors(
    filter: { search?: string; uncontacted?: boolean },
    page: Page,
  ): { list: TutorView[]; total: number } {
    const where = and(
      eq(users.role, 'Tutor'),
      eq(users.deleted, false),
      nameOrEmail(filter.search),
      filter.uncontacted ? eq(tutors.contacted, false) : undefined,
    );
    const list = this.db
      .select({ user: users, tutor: tutors })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset)
      .all();
    const total =
      this.db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .innerJoin(tutors, eq(tutors.userId, users.id))
        .where(where)
        .get()?.n ?? 0;
    return { list, total };
  }
}
