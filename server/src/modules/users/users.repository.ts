import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, tutors, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TutorRow = typeof tutors.$inferSelect;
export type StudentRow = typeof students.$inferSelect;

/** The only code that knows the users, tutors and students tables. */
export class UsersRepository {
  /** Read several times by every booking: prepared once (decision 027). */
  private readonly hot;
  private writes = 0;

  constructor(private readonly db: Db) {
    const p = sql.placeholder;
    this.hot = {
      byId: db
        .select()
        .from(users)
        .where(eq(users.id, p('id')))
        .prepare(),
      tutor: db
        .select()
        .from(tutors)
        .where(eq(tutors.userId, p('userId')))
        .prepare(),
    };
  }

  /**
   * Moves on every write to the users table (this class is its only writer): read models that
   * keep figures over it, such as the admin list's totals, know when to count again.
   */
  get version(): number {
    return this.writes;
  }

  byId(id: string): UserRow | undefined {
    return this.hot.byId.get({ id });
  }

  byEmail(email: string): UserRow | undefined {
    return this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .get();
  }

  byGoogleSub(sub: string): UserRow | undefined {
    return this.db.select().from(users).where(eq(users.googleSub, sub)).get();
  }

  /** Insert a user and its role profile in one transaction. */
  create(row: NewUserRow, now: number): UserRow {
    this.writes += 1;
    return this.db.transaction((tx) => {
      tx.insert(users).values(row).run();
      if (row.role === 'Tutor') tx.insert(tutors).values({ userId: row.id!, updatedAt: now }).run();
      if (row.role === 'Student')
        tx.insert(students).values({ userId: row.id!, updatedAt: now }).run();
      return tx.select().from(users).where(eq(users.id, row.id!)).get()!;
    });
  }

  update(id: string, changes: Partial<NewUserRow>): UserRow {
    this.writes += 1;
    this.db.update(users).set(changes).where(eq(users.id, id)).run();
    return this.byId(id)!;
  }

  tutor(userId: string): TutorRow | undefined {
    return this.hot.tutor.get({ userId });
  }

  upsertTutor(userId: string, changes: Partial<typeof tutors.$inferInsert>, now: number): TutorRow {
    this.db
      .insert(tutors)
      .values({ userId, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: tutors.userId, set: { ...changes, updatedAt: now } })
      .run();
    return this.tutor(userId)!;
  }

  student(userId: string): StudentRow | undefined {
    return this.db.select().from(students).where(eq(students.userId, userId)).get();
  }

  upsertStudent(
    userId: string,
    changes: Partial<typeof students.$inferInsert>,
    now: number,
  ): StudentRow {
    this.db
      .insert(students)
      .values({ userId, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: students.userId, set: { ...changes, updatedAt: now } })
      .run();
    return this.student(userId)!;
  }
}
