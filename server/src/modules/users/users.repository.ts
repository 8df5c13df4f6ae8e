import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, tutors, users } from '../../db/schema/index.ts';
import { preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TutorRow = typeof tutors.$inferSelect;
export type StudentRow = typeof students.$inferSelect;

/** The only code that knows the users, tutors and students tables. */
export class UsersRepository {
  /** Read several times by every booking: prepared once (decision 027). */
  private readonly hot;

  constructor(private readonly db: Db) {
    const p = sql.placeholder;
    this.hot = preparedOnFirstUse({
      byId: () =>
        db
          .select()
          .from(users)
          .where(eq(users.id, p('id')))
          .prepare(),
      // One column for a rule asked on every chat message (decision 216): the whole row costs
      // ~30 µs to read and map, this a few.
      verifiedEmail: () =>
        db
          .select({ verifiedEmail: users.verifiedEmail })
          .from(users)
          .where(eq(users.id, p('id')))
          .prepare(),
      tutor: () =>
        db
          .select()
          .from(tutors)
          .where(eq(tutors.userId, p('userId')))
          .prepare(),
    });
  }

  byId(id: string): UserRow | undefined {
    return this.hot.byId.get({ id });
  }

  /** Whether the user's e-mail is verified (false for no such user). */
  hasVerifiedEmail(id: string): boolean {
    return this.hot.verifiedEmail.get({ id })?.verifiedEmail ?? false;
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
  create(row: NewUserRow, now: number, notice?: number): UserRow {
    return this.db.transaction((tx) => {
      tx.insert(users).values(row).run();
      if (row.role === 'Tutor')
        tx.insert(tutors)
          .values({ userId: row.id!, updatedAt: now, ...(notice === undefined ? {} : { notice }) })
          .run();
      if (row.role === 'Student')
        tx.insert(students).values({ userId: row.id!, updatedAt: now }).run();
      return tx.select().from(users).where(eq(users.id, row.id!)).get()!;
    });
  }

  update(id: string, changes: Partial<NewUserRow>): UserRow {
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
