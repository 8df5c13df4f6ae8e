/**
 * Booking throughput: 2000 students with subscriptions each book once across 200 tutors with
 * full availability (50 connections), then p50/p99 of GET /lesson/list/ at 50 connections.
 * Baseline in the same run: GET /api/v1/health, the floor of the HTTP stack on this machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../server/src/config/config.ts';
import { plans } from '../server/src/db/schema/index.ts';
import { FixedClock } from '../server/src/lib/clock.ts';
import { newId } from '../server/src/lib/ids.ts';
import { startServer } from '../server/src/server.ts';
import { report, row } from './lib.ts';

const TUTORS = 200;
const STUDENTS = 2000;
const CONNECTIONS = 50;
const MONDAY = Date.parse('2026-11-23T08:00:00Z');
const FULL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));

const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-booking-'));
const config = loadConfig({
  KALAM_SERVER_TARGET: 'local',
  KALAM_DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  KALAM_LOG_LEVEL: 'silent',
  KALAM_SEED_DEMO: '0',
});
const server = await startServer({ config, clock: new FixedClock(MONDAY), rateLimit: false });
const { deps } = server;
if (process.env.BENCH_SYNC) deps.sqlite.pragma(`synchronous = ${process.env.BENCH_SYNC}`);

const planId = newId();
deps.db
  .insert(plans)
  .values({
    id: planId,
    nameAr: 'باقة',
    nameEn: 'Plan',
    weeklyMinutes: 230,
    monthPrice: 50_000,
    createdAt: MONDAY,
    updatedAt: MONDAY,
  })
  .run();

async function person(role: 'Tutor' | 'Student', i: number) {
  const id = newId();
  const row = deps.users.create(
    {
      id,
      name: role === 'Tutor' ? 'مدرس تجريبي' : 'Bench Student',
      email: `${role.toLowerCase()}${i}@bench.local`,
      phone: `+2010${String(10_000_000 + i).slice(-8)}`,
      role,
      verifiedEmail: true,
      verifiedPhone: true,
      activated: true,
      createdAt: MONDAY,
      updatedAt: MONDAY,
    },
    MONDAY,
  );
  return { id, token: await deps.tokens.issue(row) };
}

const tutors: Awaited<ReturnType<typeof person>>[] = [];
for (let i = 0; i < TUTORS; i++) {
  const tutor = await person('Tutor', i);
  deps.availabilityService.replace(tutor.id, FULL_WEEK);
  tutors.push(tutor);
}
const students: Awaited<ReturnType<typeof person>>[] = [];
for (let i = 0; i < STUDENTS; i++) {
  const student = await person('Student', i);
  deps.subscriptionsService.grant({ userId: student.id, planId, period: 'Month', source: 'admin' });
  students.push(student);
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

// Warm up, then the floor.
await run({ url: `${server.url}/api/v1/health`, connections: CONNECTIONS, duration: 2 });
const health = await run({
  url: `${server.url}/api/v1/health`,
  connections: CONNECTIONS,
  duration: 5,
});

// Each student books once: student i with tutor i % 200 on Tuesday, 10 lessons per tutor.
let next = 0;
const started = performance.now();
const booking = await run({
  url: server.url,
  connections: CONNECTIONS,
  amount: STUDENTS,
  requests: [
    {
      method: 'POST',
      path: '/api/v1/lesson',
      setupRequest: (req) => {
        const i = next++;
        const student = students[i % STUDENTS]!;
        const start = MONDAY + 24 * 3_600_000 + Math.floor(i / TUTORS) * 30 * 60_000;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
          body: JSON.stringify({
            tutorId: tutors[i % TUTORS]!.id,
            start: new Date(start).toISOString(),
            duration: 30,
          }),
        };
      },
    },
  ],
});
const seconds = (performance.now() - started) / 1000;
const booked = (deps.sqlite.prepare('SELECT count(*) AS n FROM lessons').get() as { n: number }).n;

let turn = 0;
const list = await run({
  url: server.url,
  connections: CONNECTIONS,
  duration: 5,
  requests: [
    {
      method: 'GET',
      path: '/api/v1/lesson/list/',
      setupRequest: (req) => ({
        ...req,
        headers: { authorization: `Bearer ${students[turn++ % STUDENTS]!.token}` },
      }),
    },
  ],
});

report('booking', [
  row(
    'successful bookings',
    'per s',
    booked / seconds,
    health.requests.average,
    `${booked} of ${STUDENTS} booked (${booking.non2xx} non-2xx); baseline: GET /health req/s`,
  ),
  row(
    'GET /lesson/list/ throughput',
    'req/s',
    list.requests.average,
    health.requests.average,
    'baseline: GET /health',
  ),
  row(
    'GET /lesson/list/ p50',
    'ms',
    list.latency.p50,
    health.latency.p50,
    'baseline: GET /health p50',
  ),
  row(
    'GET /lesson/list/ p99',
    'ms',
    list.latency.p99,
    health.latency.p99,
    'baseline: GET /health p99',
  ),
]);

await server.close();
rmSync(dataDir, { recursive: true, force: true });
