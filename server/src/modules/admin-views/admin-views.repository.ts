import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { TutorStep, TutorStepFilter } from '@kalam/shared';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { tutors, users } from '../../db/schema/index.ts';
import type { TutorRow, UserRow } from '../users/index.ts';
import { STEP_TERMS, stepOf, tutorJoin } from './onboarding-steps.ts';
import { UserSearchIndex } from './user-search.ts';

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
  /** The onboarding step the tutor stands at (onboarding-steps.ts), null between two. */
  step: TutorStep | null;
  /** Asked for by the studio's list only: waiting for the photo session to be booked. */
  ready?: number;
}

/**
 * A "contains" that treats % and _ in the search as plain characters. SQLite's LIKE already
 * ignores case for ASCII (Arabic has none), so no lower() per row: a search of 100,000 users is
 * one plain scan (bench/admin-users.bench.ts).
 */
function contains(column: Column, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}

type Op = '=' | '>=' | '<=';
type Value = string | number | boolean;

/** A filter term any index on its column may serve. */
function indexed(column: Column, op: Op, value: Value): SQL {
  return op === '=' ? eq(column, value) : op === '>=' ? gte(column, value) : lte(column, value);
}

/** The same term written `+column`, which SQLite never answers from an index. */
function unindexed(column: Column, op: Op, value: Value): SQL {
  const bound = typeof value === 'boolean' ? Number(value) : value;
  return sql`+${column} ${sql.raw(op)} ${bound}`;
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
  private readonly searchIndex: UserSearchIndex;
  /**
   * The total of each filter, kept while the database has not changed (decision 203): counting
   * 120,000 users costs ~4 ms on every page otherwise, and ten admins paging queue behind it.
   * The stamp is this connection's `total_changes()` (every row written through it, any table)
   * with `data_version` (a commit by another connection), so no write can leave a total stale.
   */
  private totals = { stamp: '', byFilter: new Map<string, number>() };

  constructor(private readonly db: Db) {
    this.searchIndex = new UserSearchIndex(db);
  }

  users(filter: UserFilter, page: Page): { list: UserRow[]; total: number } {
    // A search is answered from the in-memory index when it matches few enough users.
    const ids = filter.search === undefined ? null : this.searchIndex.ids(filter.search);
    if (ids && ids.length === 0) return { list: [], total: 0 };
    // With the matching ids known, each is one primary-key lookup. Left to itself SQLite reads
    // `deleted = 0` (and the order) from users_admin_created_idx instead and walks all 100,000
    // entries to find a handful (EXPLAIN QUERY PLAN; decision 199): the other terms are written
    // so no index can serve them (`+column`), which leaves the primary key.
    const term = ids ? unindexed : indexed;
    const where = and(
      term(users.deleted, '=', false),
      ids ? inArray(users.id, ids) : nameOrEmail(filter.search),
      filter.role === undefined ? undefined : term(users.role, '=', filter.role),
      filter.verified === undefined ? undefined : term(users.verifiedEmail, '=', filter.verified),
      filter.verifiedPhone === undefined
        ? undefined
        : term(users.verifiedPhone, '=', filter.verifiedPhone),
      filter.createdFrom === undefined
        ? undefined
        : term(users.createdAt, '>=', filter.createdFrom),
      filter.createdTo === undefined ? undefined : term(users.createdAt, '<=', filter.createdTo),
      filter.activated === undefined ? undefined : term(users.activated, '=', filter.activated),
      filter.suspended === undefined ? undefined : term(users.suspended, '=', filter.suspended),
    );
    const order = filter.dir === 'asc' ? asc : desc;
    const sortBy = order(users[filter.sort ?? 'createdAt']);
    if (filter.search !== undefined && !ids) {
      // A search scans the table once: the page and the count together (a window count).
      const rows = this.db
        .select({ user: users, total: sql<number>`count(*) over ()` })
        .from(users)
        .where(where)
        .orderBy(sortBy, order(users.id))
        .limit(page.limit)
        .offset(page.offset)
        .all();
      if (rows.length > 0) return { list: rows.map((r) => r.user), total: rows[0]!.total };
    }
    const list = this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(sortBy, order(users.id))
      .limit(page.limit)
      .offset(page.offset)
      .all();
    return { list, total: this.total(filter, ids, where) };
  }

  private total(filter: UserFilter, ids: string[] | null, where: SQL | undefined): number {
    const { stamp } = this.db.get<{ stamp: string }>(
      sql`select total_changes() || ':' || (select data_version from pragma_data_version) as stamp`,
    );
    if (stamp !== this.totals.stamp) this.totals = { stamp, byFilter: new Map() };
    const { sort: _sort, dir: _dir, ...counted } = filter;
    const key = JSON.stringify([counted, ids]);
    let total = this.totals.byFilter.get(key);
    if (total === undefined) {
      total = this.db.select({ n: count() }).from(users).where(where).get()!.n;
      this.totals.byFilter.set(key, total);
    }
    return total;
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
      .select({ user: users, tutor: tutors, step: stepOf })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'Tutor'), eq(users.deleted, false)))
      .get();
    return row ?? undefined;
  }

  tutors(
    filter: {
      search?: string;
      uncontacted?: boolean;
      photoReadiness?: boolean;
      step?: TutorStepFilter;
    },
    page: Page,
  ): { list: TutorView[]; total: number } {
    // Passed the demo session, no shoot booked or done, not listed yet (read only, decision 173).
    const ready = sql<number>`(not ${users.activated} and exists (select 1 from demo_sessions d where d.tutor_id = ${users.id} and d.status = 'Passed') and not exists (select 1 from photo_sessions p where p.tutor_id = ${users.id} and p.status in ('Scheduled', 'Done')))`;
    // Users first, walked in the list's order (onboarding-steps.ts says why the join is a cross one).
    const where = and(
      tutorJoin,
      eq(users.role, 'Tutor'),
      eq(users.deleted, false),
      nameOrEmail(filter.search),
      filter.uncontacted ? eq(tutors.contacted, false) : undefined,
      // The same term the admin overview counts the step's applicants with.
      filter.step ? STEP_TERMS[filter.step] : undefined,
    );
    // A search alone reads every user's name and e-mail anyway, fastest in the table's own order
    // (SQLite's choice); with a step, users first still wins (at 20,000 tutors: ~20 ms, not ~30).
    const joined = <F extends SelectedFields>(fields: F) =>
      filter.search === undefined || filter.step !== undefined
        ? this.db.select(fields).from(users).crossJoin(tutors)
        : this.db.select(fields).from(users).innerJoin(tutors, tutorJoin);
    const rows = joined({ user: users, tutor: tutors, ...(filter.photoReadiness ? { ready } : {}) })
      .where(where)
      .orderBy(
        ...(filter.photoReadiness ? [desc(ready)] : []),
        desc(users.createdAt),
        desc(users.id),
      )
      .limit(page.limit)
      .offset(page.offset)
      .all();
    const total =
      joined({ n: sql<number>`count(*)` })
        .where(where)
        .get()?.n ?? 0;
    return { list: this.withSteps(rows), total };
  }

  /**
   * Each row's step, asked of the page's rows only: in the studio's order (readiness first) the
   * page is sorted after reading every tutor, and the step would be worked out for all of them.
   */
  private withSteps<R extends { user: UserRow }>(rows: R[]): (R & { step: TutorStep | null })[] {
    if (rows.length === 0) return [];
    const steps = new Map(
      this.db
        .select({ id: users.id, step: stepOf })
        .from(users)
        .innerJoin(tutors, tutorJoin)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.user.id),
          ),
        )
        .all()
        .map((r) => [r.id, r.step]),
    );
    return rows.map((r) => ({ ...r, step: steps.get(r.user.id) ?? null }));
  }
}
