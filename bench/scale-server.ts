/**
 * The scale bench's server process (decision 221): seeds a fresh data dir at n× data with prepared
 * statements in one transaction, starts Kalam on it with a fixed clock, and tells the bench
 * (over IPC) its address and the tokens and tutors to drive it with. `scale.bench.ts` forks it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchEnv } from './lib.ts';

/** Tutors the bookings go to (spread over the whole table); each booking has its own slot. */
export const BOOKED_TUTORS = 400;
/** Bookings that warm the path up, then the measured ones, then those beside the directory. */
export const WARM_BOOKINGS = 100;
export const MEASURED_BOOKINGS = 550;
export const BESIDE_BOOKINGS = 300;
/** A student may hold one lesson to come at a time: one student per booking (1× has 1,000). */
const BOOKERS = WARM_BOOKINGS + MEASURED_BOOKINGS + BESIDE_BOOKINGS;
/** A Monday; lessons lie in the 40 weeks before it, bookings in the week after. */
export const MONDAY = Date.parse('2026-11-23T08:00:00Z');
export const HOUR = 3_600_000;

export interface Plan {
  url: string;
  seedMs: number;
  adminToken: string;
  studentTokens: string[];
  bookerTokens: string[];
  tutorIds: string[];
}

export async function serve(factor: number): Promise<void> {
  const { loadConfig } = await import('../server/src/config/config.ts');
  const { openDatabase } = await import('../server/src/db/client.ts');
  const { FixedClock } = await import('../server/src/kernel/clock.ts');
  const { newId } = await import('../server/src/kernel/ids.ts');
  const { startServer } = await import('../server/src/server.ts');

  const tutors = 200 * factor;
  const students = 1_000 * factor;
  const lessonCount = 10_000 * factor;
  const dataDir = mkdtempSync(join(tmpdir(), `kalam-bench-scale-${factor}-`));

  // Seed before the server opens the file, so its caches start from the full data.
  const seeded = performance.now();
  const { sqlite } = openDatabase(dataDir);
  sqlite.pragma('synchronous = OFF');
  const tutorIds: string[] = [];
  const studentIds: string[] = [];
  const planId = newId();
  sqlite.transaction(() => {
    const user = sqlite.prepare(
      `INSERT INTO users (id, name, email, phone, role, gender, verified_email, verified_phone,
         activated, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, 1, 1, ?, ?)`,
    );
    const tutor = sqlite.prepare(
      `INSERT INTO tutors (user_id, bio, about, onboarded, updated_at) VALUES (?, ?, ?, 1, ?)`,
    );
    const slot = sqlite.prepare(
      `INSERT INTO availability_slots (id, tutor_id, weekday, start, "end", created_at, updated_at)
         VALUES (?, ?, ?, 0, 1440, ?, ?)`,
    );
    const student = sqlite.prepare(`INSERT INTO students (user_id, updated_at) VALUES (?, ?)`);
    const names = ['أحمد', 'منى', 'كريم', 'سارة', 'محمود', 'ياسمين', 'عمر', 'نور'];
    for (let i = 0; i < tutors; i++) {
      const id = newId();
      const created = MONDAY - i * 60_000;
      user.run(
        id,
        `${names[i % 8]} ${names[(i * 3 + 1) % 8]} ${i}`,
        `t${i}@bench.local`,
        `+2010${String(10_000_000 + i).slice(-8)}`,
        'Tutor',
        i % 2 ? 'female' : 'male',
        created,
        created,
      );
      tutor.run(id, 'مدرس لغة إنجليزية', 'نبذة عن المدرس', created);
      for (let weekday = 0; weekday < 7; weekday++)
        slot.run(newId(), id, weekday, created, created);
      tutorIds.push(id);
    }
    for (let i = 0; i < students; i++) {
      const id = newId();
      const created = MONDAY - i * 30_000;
      user.run(
        id,
        `Student ${i}`,
        `s${i}@bench.local`,
        `+2011${String(10_000_000 + i).slice(-8)}`,
        'Student',
        i % 2 ? 'male' : 'female',
        created,
        created,
      );
      student.run(id, created);
      studentIds.push(id);
    }
    sqlite
      .prepare(
        `INSERT INTO plans (id, name_ar, name_en, weekly_minutes, month_price, created_at, updated_at)
           VALUES (?, 'باقة', 'Plan', 230, 50000, ?, ?)`,
      )
      .run(planId, MONDAY, MONDAY);
    // Past lessons: lesson i belongs to tutor i % T and student i % S, one hour per tutor round,
    // so no tutor or student has two lessons at one instant.
    const lesson = sqlite.prepare(
      `INSERT INTO lessons (id, tutor_id, student_id, start, duration, price, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, 30, 0, ?, ?, ?)`,
    );
    for (let i = 0; i < lessonCount; i++) {
      const round = Math.floor(i / tutors);
      const start = MONDAY - (round + 1) * HOUR;
      lesson.run(
        newId(),
        tutorIds[i % tutors],
        studentIds[i % students],
        start,
        i % 10 === 0 ? 'cancelled' : 'fulfilled',
        start - 24 * HOUR,
        start,
      );
    }
  })();
  sqlite.close();
  const seedMs = performance.now() - seeded;

  const server = await startServer({
    config: loadConfig(
      benchEnv(dataDir, {
        KALAM_ADMIN_EMAIL: 'admin@bench.local',
        KALAM_ADMIN_PASSWORD: 'bench-admin-password',
      }),
    ),
    clock: new FixedClock(MONDAY),
    rateLimit: false,
    beforeListen: async (deps) => {
      const { runSeed } = await import('../server/src/seed/seed.ts');
      await runSeed(deps);
    },
  });
  const { deps } = server;
  const token = (id: string) => deps.tokens.issue(deps.users.byId(id)!);
  const admin = deps.users.byEmail('admin@bench.local')!;
  const bookerTokens: string[] = [];
  for (let i = 0; i < BOOKERS; i++) {
    const id = studentIds[(i * 7919) % students]!;
    deps.subscriptionsService.grant({ userId: id, planId, period: 'Month', source: 'admin' });
    bookerTokens.push(await token(id));
  }
  const studentTokens: string[] = [];
  for (let i = 0; i < 200; i++)
    studentTokens.push(await token(studentIds[(i * 104_729) % students]!));
  process.send!({
    url: server.url,
    seedMs,
    adminToken: await token(admin.id),
    studentTokens,
    bookerTokens,
    // Bookings go to tutors spread over the whole table.
    tutorIds: Array.from({ length: BOOKED_TUTORS }, (_, i) => tutorIds[(i * 6151) % tutors]!),
  } satisfies Plan);
  process.once('message', async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
