import { z } from 'zod';
import type { registerBodySchema, studentBodySchema } from '@kalam/shared';
import {
  ADMIN_ONLY_USER_FIELDS,
  AppError,
  birthYearSchema,
  isAdmin,
  isPlaceTimeZone,
  tutorNameSchema,
  type UpdateUserBody,
  type UserRole,
} from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import { newId } from '../../kernel/ids.ts';
import type { Caller } from '../../kernel/caller.ts';
import { validationError } from '../../kernel/validation.ts';
import type { PasswordHasher } from '../auth/passwords.port.ts';
import type { StudentRow, UsersRepository, UserRow } from './users.repository.ts';

export interface UsersServiceDeps {
  users: UsersRepository;
  passwords: PasswordHasher;
  clock: Clock;
  bus: EventBus;
  /** A new tutor's notice until they set their own (platform settings, decision 191). */
  defaultNotice?: () => number;
}

type RegisterInput = z.output<typeof registerBodySchema>;
type StudentBody = z.output<typeof studentBodySchema>;

export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  private currentYear(): number {
    return new Date(this.deps.clock.now()).getUTCFullYear();
  }

  private checkBirthYear(birthYear: number | undefined | null): void {
    if (birthYear === undefined || birthYear === null) return;
    const result = birthYearSchema(this.currentYear()).safeParse(birthYear);
    if (!result.success) throw validationError(prefixPath(result.error, 'birthYear'));
  }

  /**
   * A zone must be a place's (decision 286): UTC, as a device or browser left on it reports, or
   * an unknown name would put every message's time hours off. Checked here, not in the shared
   * body rule, which the app's shell loads.
   */
  private checkTimeZone(timeZone: string | undefined): void {
    if (timeZone === undefined) return;
    const result = placeZoneSchema.safeParse(timeZone);
    if (!result.success) throw validationError(prefixPath(result.error, 'timeZone'));
  }

  async register(input: RegisterInput): Promise<UserRow> {
    this.checkBirthYear(input.birthYear);
    if (input.role === 'Tutor') {
      const name = tutorNameSchema.safeParse(input.name);
      if (!name.success) throw validationError(prefixPath(name.error, 'name'));
    }
    if (this.deps.users.byEmail(input.email)) throw new AppError('user-exists');
    const now = this.deps.clock.now();
    const passwordHash = await this.deps.passwords.hash(input.password);
    try {
      return this.deps.users.create(
        {
          id: newId(),
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash,
          role: input.role,
          gender: input.gender ?? null,
          birthYear: input.birthYear ?? null,
          city: input.city ?? null,
          // A tutor is activated once onboarded (or by an admin); everyone else at once.
          activated: input.role !== 'Tutor',
          createdAt: now,
          updatedAt: now,
        },
        now,
        this.deps.defaultNotice?.(),
      );
    } catch (error) {
      // Two sign-ups racing for one e-mail: the unique index lets one through.
      throw constraintError(error, { unique: 'user-exists', foreignKey: 'user-not-found' });
    }
  }

  async createWithRole(input: {
    name: string;
    email: string;
    password: string | null;
    role: UserRole;
    verifiedEmail?: boolean;
    verifiedPhone?: boolean;
    phone?: string | null;
    googleSub?: string | null;
  }): Promise<UserRow> {
    const now = this.deps.clock.now();
    const passwordHash = input.password ? await this.deps.passwords.hash(input.password) : null;
    try {
      return this.deps.users.create(
        {
          id: newId(),
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          googleSub: input.googleSub ?? null,
          role: input.role,
          phone: input.phone ?? null,
          verifiedEmail: input.verifiedEmail ?? false,
          verifiedPhone: input.verifiedPhone ?? false,
          activated: input.role !== 'Tutor',
          createdAt: now,
          updatedAt: now,
        },
        now,
        this.deps.defaultNotice?.(),
      );
    } catch (error) {
      // Two sign-ups racing for one e-mail: the unique index lets one through.
      throw constraintError(error, { unique: 'user-exists', foreignKey: 'user-not-found' });
    }
  }

  /**
   * An admin adds a tutor who skips onboarding (spec §3 "manually-added"): activated, their
   * e-mail and phone vouched for, no password (they set one through «نسيت كلمة السر»). Synchronous,
   * so the audit row shares its transaction (decision 193).
   */
  addTutor(input: {
    name: string;
    email: string;
    phone: string;
    gender?: 'male' | 'female';
  }): UserRow {
    const now = this.deps.clock.now();
    let user: UserRow;
    try {
      user = this.deps.users.create(
        {
          id: newId(),
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash: null,
          googleSub: null,
          role: 'Tutor',
          phone: input.phone,
          gender: input.gender ?? null,
          verifiedEmail: true,
          verifiedPhone: true,
          activated: true,
          createdAt: now,
          updatedAt: now,
        },
        now,
        this.deps.defaultNotice?.(),
      );
    } catch (error) {
      throw constraintError(error, { unique: 'user-exists', foreignKey: 'user-not-found' });
    }
    this.deps.users.upsertTutor(user.id, { manuallyAdded: true }, now);
    this.deps.bus.publish('user-updated', { userId: user.id });
    this.deps.bus.publish('tutor-updated', { tutorId: user.id });
    this.deps.bus.publish('tutors-cache-updated', { tutorIds: [user.id] });
    return user;
  }

  /** A student's own learning profile (level, aim, topics), made on first save. */
  saveStudentProfile(userId: string, body: StudentBody): StudentRow {
    const row = this.deps.users.upsertStudent(userId, body, this.deps.clock.now());
    this.deps.bus.publish('user-updated', { userId });
    return row;
  }

  student(userId: string): StudentRow {
    const row = this.deps.users.student(userId);
    if (!row) throw new AppError('student-not-found');
    return row;
  }

  byEmail(email: string): UserRow | undefined {
    return this.deps.users.byEmail(email);
  }

  byGoogleSub(sub: string): UserRow | undefined {
    return this.deps.users.byGoogleSub(sub);
  }

  /** Google vouched for the address: the account signs in with Google from now on. */
  linkGoogle(userId: string, googleSub: string): UserRow {
    const user = this.deps.users.update(userId, {
      googleSub,
      verifiedEmail: true,
      updatedAt: this.deps.clock.now(),
    });
    this.deps.bus.publish('user-updated', { userId });
    return user;
  }

  get(id: string): UserRow {
    const user = this.deps.users.byId(id);
    if (!user || user.deleted) throw new AppError('user-not-found');
    return user;
  }

  /** A user edits themself; admins edit anyone, and only admins touch the admin-only fields. */
  update(caller: Caller, id: string, body: UpdateUserBody): UserRow {
    const admin = isAdmin(caller.role);
    if (caller.id !== id && !admin) throw new AppError('forbidden');
    if (Object.keys(body).length === 0) throw new AppError('empty-request');
    if (!admin && ADMIN_ONLY_USER_FIELDS.some((f) => body[f] !== undefined))
      throw new AppError('forbidden');
    // Only a super admin makes or unmakes admins, or changes another admin's account (issue 19).
    const target = this.get(id);
    if (isAdmin(target.role) && caller.id !== id && caller.role !== 'SuperAdmin')
      throw new AppError('forbidden');
    if (
      body.role !== undefined &&
      (isAdmin(body.role) || isAdmin(target.role)) &&
      caller.role !== 'SuperAdmin'
    )
      throw new AppError('forbidden');
    this.checkBirthYear(body.birthYear);
    this.checkTimeZone(body.timeZone);
    // A proven address is kept; a mistyped one is fixed before it is proven (issue 16).
    if (body.email !== undefined && body.email !== target.email && target.verifiedEmail && !admin)
      throw new AppError('email-already-verified');
    const now = this.deps.clock.now();
    const { bio, about, notice, manuallyAdded, contacted, ...userChanges } = body;
    const effectiveRole = body.role ?? target.role;
    if (effectiveRole === 'Tutor' && userChanges.name !== undefined) {
      const name = tutorNameSchema.safeParse(userChanges.name);
      if (!name.success) throw validationError(prefixPath(name.error, 'name'));
    }
    const changes: Partial<UserRow> = { ...userChanges, updatedAt: now };
    // A manually added tutor skips onboarding: listed at once (decision 173).
    if (manuallyAdded === true && body.activated === undefined) changes.activated = true;
    // A changed phone must be verified again.
    if (
      userChanges.phone !== undefined &&
      userChanges.phone !== target.phone &&
      body.verifiedPhone === undefined
    )
      changes.verifiedPhone = false;
    // A suspended account's tokens die for good (reactivating it does not revive them), and its
    // open connections are dropped at once (decision 196).
    const suspending = body.suspended === true && !target.suspended;
    if (suspending) changes.tokenVersion = target.tokenVersion + 1;
    const tutorChanges = { bio, about, notice, manuallyAdded, contacted };
    const hasTutorChanges = Object.values(tutorChanges).some((v) => v !== undefined);
    if (hasTutorChanges && effectiveRole !== 'Tutor') throw new AppError('illegal');
    let updated: UserRow;
    try {
      updated = this.deps.users.update(id, changes);
    } catch (error) {
      // Another account has that address: the unique index answers.
      throw constraintError(error, { unique: 'user-exists', foreignKey: 'user-not-found' });
    }
    if (hasTutorChanges || effectiveRole === 'Tutor') {
      const defined = Object.fromEntries(
        Object.entries(tutorChanges).filter(([, v]) => v !== undefined),
      );
      this.deps.users.upsertTutor(id, defined, now);
    }
    this.deps.bus.publish('user-updated', { userId: id });
    if (suspending) this.deps.bus.publish('user-tokens-revoked', { userId: id });
    if (body.role !== undefined && body.role !== target.role)
      this.deps.bus.publish('user-role-changed', { userId: id });
    if (effectiveRole === 'Tutor' || target.role === 'Tutor') {
      this.deps.bus.publish('tutor-updated', { tutorId: id });
      this.deps.bus.publish('tutors-cache-updated', { tutorIds: [id] });
    }
    return updated;
  }
}

const placeZoneSchema = z.string().refine(isPlaceTimeZone, { message: 'invalid-type' });

/** Re-root a zod error under a field name, so details name the body field. */
function prefixPath(error: z.ZodError, field: string): z.ZodError {
  return new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}
