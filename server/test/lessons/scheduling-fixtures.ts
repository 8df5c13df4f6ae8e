import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { newId } from '../../src/kernel/ids.ts';
import { plans } from '../../src/db/schema/index.ts';
import type { KalamServer } from '../../src/server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { UserRole } from '@kalam/shared';

/** Monday 23 November 2026, 10:00 in Cairo (08:00 UTC, winter time +2). */
export const MONDAY = Date.parse('2026-11-23T08:00:00Z');
/** The Cairo week of MONDAY: Sunday 22 Nov 00:00 Cairo to Sunday 29 Nov 00:00 Cairo. */
export const WEEK_START = Date.parse('2026-11-21T22:00:00Z');
export const WEEK_END = Date.parse('2026-11-28T22:00:00Z');
export const HOUR = 3_600_000;
export const MIN = 60_000;

export const FULL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));

export function clockAt(instant = MONDAY): FixedClock {
  return new FixedClock(instant);
}

/**
 * A lessons test file's world: a server on its own clock, started before the file's tests and
 * stopped after them, the clock back at Monday 10:00 Cairo before each test. `server` is filled
 * in place, so a file takes it apart at its top, as `paymentsFile` does.
 *
 * `resetClock: false` is for a file whose shared setup moves the clock on and whose tests read
 * the world at that later time: the clock stays where the setup left it.
 */
export function schedulingFile(options: { resetClock?: boolean } = {}): {
  clock: FixedClock;
  server: TestServer;
} {
  const clock = clockAt();
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer({ clock, rateLimit: false }));
  });
  afterAll(() => server.stop());
  if (options.resetClock ?? true) beforeEach(() => clock.set(MONDAY));
  return { clock, server };
}

export interface Person {
  id: string;
  token: string;
  email: string;
  phone: string;
}

let seq = 0;

/** A user written straight to the database (no password hashing: fast), with a real token. */
export async function quickUser(
  server: KalamServer,
  role: UserRole,
  options: {
    name?: string;
    verifiedEmail?: boolean;
    verifiedPhone?: boolean;
    activated?: boolean;
    timeZone?: string;
    notificationMethod?: 'whatsapp' | 'telegram' | 'none';
  } = {},
): Promise<Person> {
  seq += 1;
  const now = server.deps.clock.now();
  const id = newId();
  const email = `${role.toLowerCase()}-${seq}-${id.slice(-6)}@example.com`;
  const phone = `+2010${String(10_000_000 + seq).slice(-8)}`;
  const row = server.deps.users.create(
    {
      id,
      name: options.name ?? (role === 'Tutor' ? 'مدرس تجريبي' : 'Test Student'),
      email,
      phone,
      role,
      verifiedEmail: options.verifiedEmail ?? true,
      verifiedPhone: options.verifiedPhone ?? true,
      activated: options.activated ?? true,
      timeZone: options.timeZone ?? 'Africa/Cairo',
      notificationMethod: options.notificationMethod ?? 'none',
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  return { id, token: await server.deps.tokens.issue(row), email, phone };
}

/** A plan row (the plans API may not exist yet). */
export function insertPlan(
  server: KalamServer,
  options: { weeklyMinutes?: number; maxLessons?: number | null } = {},
): string {
  const id = newId();
  const now = server.deps.clock.now();
  server.deps.db
    .insert(plans)
    .values({
      id,
      nameAr: 'باقة',
      nameEn: 'Plan',
      weeklyMinutes: options.weeklyMinutes ?? 60,
      monthPrice: 50_000,
      maxLessons: options.maxLessons ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

export async function tutorWith(
  server: KalamServer,
  options: {
    slots?: { weekday: number; start: number; end: number }[];
    notice?: number;
    timeZone?: string;
    notificationMethod?: 'whatsapp' | 'telegram' | 'none';
  } = {},
): Promise<Person> {
  const tutor = await quickUser(server, 'Tutor', options);
  server.deps.users.upsertTutor(
    tutor.id,
    { notice: options.notice ?? 30 },
    server.deps.clock.now(),
  );
  server.deps.availabilityService.replace(tutor.id, options.slots ?? FULL_WEEK);
  return tutor;
}

export async function subscribedStudent(
  server: KalamServer,
  planId: string,
  options: Parameters<typeof quickUser>[2] = {},
): Promise<Person> {
  const student = await quickUser(server, 'Student', options);
  server.deps.subscriptionsService.grant({
    userId: student.id,
    planId,
    period: 'Month',
    source: 'admin',
  });
  return student;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
