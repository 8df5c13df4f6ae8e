import { and, asc, count, desc, eq, gte, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tutors, users } from '../../db/schema/index.ts';
import type { TutorRow, UserRow } from '../users/index.ts';

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
  activated?: boolean;
  suspended?: boolean;
  sort?: 'createdAt' | 'name' | 'email' | 'role';
  dir?: 'asc' | 'desc';
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
  constructor(private readonly db: Db) {}

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
      filter.activated === undefined ? undefined : eq(users.activated, filter.activated),
      filter.suspended === undefined ? undefined : eq(users.suspended, filter.suspended),
    );
    const order = filter.dir === 'asc' ? asc : desc;
    const list = this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(users[filter.sort ?? 'createdAt']), order(users.id))
      .limit(page.limit)
      .offset(page.offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(users).where(where).get()!.n };
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
