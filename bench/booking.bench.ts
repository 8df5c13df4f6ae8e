/**
 * Booking throughput: 2000 students with subscriptions each book once across 200 tutors with
 * full availability (50 connections), then p50/p99 of GET /lesson/list/ at 50 connections.
 * Baseline in the same run: GET /api/v1/health, the floor of the HTTP stack on this machine.
 *
 * The server answers in this process; autocannon runs in a child process (as in the directory
 * bench), so the load generator does not share the server's event loop and the figures are the
 * server's own; the last rows give the server's CPU per request, which other load on the machine
 * disturbs less than the rates. `node --cpu-prof --import tsx bench/booking.bench.ts` profiles
 * the server alone. BENCH_LOG_LEVEL=info adds the request log; BENCH_SYNC=NORMAL shows what the
 * WAL flush on every commit costs (the server runs FULL).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchEnv, report, row } from './lib.ts';

const TUTORS = 200;
const STUDENTS = 2000;
const CONNECTIONS = 50;
const MONDAY = Date.parse('2026-11-23T08:00:00Z');
const FULL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));

/** What the server process hands the load process. */
interface LoadPlan {
  url: string;
  tutorIds: string[];
  studentTokens: string[];
}

/** What the load process answers: the three autocannon runs, summed up. */
interface LoadResult {
  health: { rps: number; p50: number; p99: number; total: number };
  booking: { seconds: number; non2xx: number; errors: number };
  list: { rps: number; p50: number; p99: number; non2xx: number; total: number };
}

type Phase = 'health' | 'booking' | 'list';
/** The load process says when each measured run starts and ends, so the server can count its CPU. */
interface PhaseMark {
  phase: Phase;
  at: 'start' | 'end';
}

/** Tell the server process a measured run starts or ends. */
function mark(phase: Phase, at: 'start' | 'end'): Promise<void> {
  return new Promise((resolve) =>
    process.send!({ phase, at } satisfies PhaseMark, () => resolve()),
  );
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** The child: drive the server with autocannon and answer the figures over IPC. */
async function load(plan: LoadPlan): Promise<LoadResult> {
  const { url, tutorIds, studentTokens } = plan;
  // Warm up, then the floor.
  await run({ url: `${url}/api/v1/health`, connections: CONNECTIONS, duration: 2 });
  await mark('health', 'start');
  const health = await run({ url: `${url}/api/v1/health`, connections: CONNECTIONS, duration: 5 });
  await mark('health', 'end');

  // Each student books once: student i with tutor i % 200 on Tuesday, 10 lessons per tutor.
  // Timed from the first request sent to the last answer: autocannon calls back on its own
  // one-second tick, which would round the run up to whole seconds.
  let next = 0;
  let firstSent = 0;
  let lastAnswered = 0;
  await mark('booking', 'start');
  const booking = await run({
    url,
    connections: CONNECTIONS,
    amount: STUDENTS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/lesson',
        setupRequest: (req) => {
          const i = next++;
          if (i === 0) firstSent = performance.now();
          const start = MONDAY + 24 * 3_600_000 + Math.floor(i / TUTORS) * 30 * 60_000;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${studentTokens[i % STUDENTS]!}`,
            },
            body: JSON.stringify({
              tutorId: tutorIds[i % TUTORS]!,
              start: new Date(start).toISOString(),
              duration: 30,
            }),
          };
        },
        onResponse: () => {
          lastAnswered = performance.now();
        },
      },
    ],
  });
  const seconds = (lastAnswered - firstSent) / 1000;
  await mark('booking', 'end');

  // Warm up as /health was: the same students list their past lessons for 2 s, so the code is
  // compiled and their tokens checked once, while the measured query (all their lessons) has
  // no answer kept yet: each student's first measured call still builds it (decision 100).
  let warm = 0;
  await run({
    url,
    connections: CONNECTIONS,
    duration: 2,
    requests: [
      {
        method: 'GET',
        path: '/api/v1/lesson/list/?time=past',
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${studentTokens[warm++ % STUDENTS]!}` },
        }),
      },
    ],
  });

  let turn = 0;
  await mark('list', 'start');
  const list = await run({
    url,
    connections: CONNECTIONS,
    duration: 5,
    requests: [
      {
        method: 'GET',
        path: '/api/v1/lesson/list/',
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${studentTokens[turn++ % STUDENTS]!}` },
        }),
      },
    ],
  });
  await mark('list', 'end');
  return {
    health: {
      rps: health.requests.average,
      p50: health.latency.p50,
      p99: health.latency.p99,
      total: health.requests.total,
    },
    booking: { seconds, non2xx: booking.non2xx, errors: booking.errors },
    list: {
      rps: list.requests.average,
      p50: list.latency.p50,
      p99: list.latency.p99,
      non2xx: list.non2xx + list.errors,
      total: list.requests.total,
    },
  };
}

/** The parent: a fresh server with tutors, subscribed students and tokens. */
async function main(): Promise<void> {
  const { loadConfig } = await import('../server/src/config/config.ts');
  const { plans } = await import('../server/src/db/schema/index.ts');
  const { FixedClock } = await import('../server/src/kernel/clock.ts');
  const { newId } = await import('../server/src/kernel/ids.ts');
  const { startServer } = await import('../server/src/server.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-booking-'));
  const config = loadConfig(
    benchEnv(dataDir, {
      // BENCH_LOG_LEVEL=info measures the request log too (pipe stderr to a file or /dev/null).
      KALAM_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    }),
  );
  const server = await startServer({ config, clock: new FixedClock(MONDAY), rateLimit: false });
  try {
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

    const person = async (role: 'Tutor' | 'Student', i: number) => {
      const id = newId();
      const user = deps.users.create(
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
      return { id, token: await deps.tokens.issue(user) };
    };

    const tutorIds: string[] = [];
    for (let i = 0; i < TUTORS; i++) {
      const tutor = await person('Tutor', i);
      deps.availabilityService.replace(tutor.id, FULL_WEEK);
      tutorIds.push(tutor.id);
    }
    const studentTokens: string[] = [];
    for (let i = 0; i < STUDENTS; i++) {
      const student = await person('Student', i);
      deps.subscriptionsService.grant({
        userId: student.id,
        planId,
        period: 'Month',
        source: 'admin',
      });
      studentTokens.push(student.token);
    }

    // CPU the server process (every thread) spent in each run, in µs.
    const cpu: Record<Phase, number> = { health: 0, booking: 0, list: 0 };
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const child = fork(import.meta.filename, ['load'], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (m) => {
        const message = m as PhaseMark | LoadResult;
        if (!('phase' in message)) return resolve(message);
        const usage = process.cpuUsage();
        const micros = usage.user + usage.system;
        cpu[message.phase] += message.at === 'start' ? -micros : micros;
      });
      child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
      child.send({ url: server.url, tutorIds, studentTokens } satisfies LoadPlan);
    });
    const booked = (deps.sqlite.prepare('SELECT count(*) AS n FROM lessons').get() as { n: number })
      .n;

    report('booking', [
      row(
        'successful bookings',
        'per s',
        booked / result.booking.seconds,
        result.health.rps,
        `${booked} of ${STUDENTS} booked (${result.booking.non2xx} non-2xx, ${result.booking.errors} errors); baseline: GET /health req/s`,
      ),
      row(
        'GET /lesson/list/ throughput',
        'req/s',
        result.list.rps,
        result.health.rps,
        `baseline: GET /health (${result.list.non2xx} non-2xx)`,
      ),
      row(
        'GET /lesson/list/ p50',
        'ms',
        result.list.p50,
        result.health.p50,
        'baseline: GET /health p50',
      ),
      row(
        'GET /lesson/list/ p99',
        'ms',
        result.list.p99,
        result.health.p99,
        'baseline: GET /health p99',
      ),
      // Less sensitive to other load on the machine than the rates: what one request costs the server.
      row(
        'server CPU per booking',
        'µs',
        cpu.booking / STUDENTS,
        cpu.health / result.health.total,
        'baseline: server CPU per GET /health',
      ),
      row(
        'server CPU per list',
        'µs',
        cpu.list / result.list.total,
        cpu.health / result.health.total,
        'baseline: server CPU per GET /health',
      ),
    ]);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'load') {
  process.once('message', (plan) => {
    load(plan as LoadPlan).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
  // Open handles (keep-alive sockets, timers of other attachments) must not hold `npm run bench`.
  process.exit(0);
}
