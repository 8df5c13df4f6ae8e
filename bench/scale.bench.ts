/**
 * Cost as data grows (issue 21.7): the tutors directory, a student's lesson list, booking and
 * the admin user list, measured at 1×, 10× and 100× data. 1× is 200 tutors, 1,000 students and
 * 10,000 lessons; 100× is 20,000 tutors, 100,000 students and 1,000,000 lessons. Each row is
 * p99 (and p50) at n× beside the same call's figure at 1× in the same run: the aim is p99 at 100×
 * within 2× of 1×.
 *
 * Every scale is measured the same way (decision 221): each runs twice, the factors in the order
 * given and then backwards (1, 10, 100, 100, 10, 1), so no scale gets the first or the last slot
 * of a run alone; each row takes the better of its scale's two runs, at 1× and at n× alike. Per
 * run, 550 bookings are measured (p99 is about the 6th worst of them) after 100 that warm the
 * path up, and "directory while students book" reads the directory exactly while 300 more
 * bookings go in at a fixed 100 per second (4 connections), the same booking load at every scale.
 *
 * KALAM_BENCH_SCALE_FACTORS=1,100 picks the factors (1× is added when missing) and
 * KALAM_BENCH_SCALE_PROFILE=<dir> writes each server's CPU profile under <dir>/<n>x.
 * Bounded by default (1× and 10×, a few minutes); KALAM_BENCH_SCALE_FULL=1 adds 100× (seeding a
 * million lessons is most of its time). Each run seeds a fresh data dir with prepared statements
 * in one transaction, then a server process answers it while this process drives it with
 * autocannon (10 connections), so load and server do not share an event loop.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { report, row, type BenchRow } from './lib.ts';
import {
  BESIDE_BOOKINGS,
  BOOKED_TUTORS,
  HOUR,
  MEASURED_BOOKINGS,
  MONDAY,
  WARM_BOOKINGS,
  serve,
  type Plan,
} from './scale-server.ts';

/**
 * Each factor runs twice, in the order given and then backwards; each row of each scale takes the
 * better of its two runs (the first run also pays the warm-up of the load generator and of the
 * machine's caches, and the machine is shared).
 */
const PICKED = process.env.KALAM_BENCH_SCALE_FACTORS
  ? process.env.KALAM_BENCH_SCALE_FACTORS.split(',').map(Number)
  : process.env.KALAM_BENCH_SCALE_FULL === '1'
    ? [1, 10, 100]
    : [1, 10];
const ONCE = PICKED.includes(1) ? PICKED : [1, ...PICKED];
const FACTORS = [...ONCE, ...[...ONCE].reverse()];
const CONNECTIONS = 10;
const SECONDS = Number(process.env.KALAM_BENCH_SCALE_SECONDS ?? 3);
/** Bookings per second beside the directory reads, at every scale (4 connections keep it up). */
const BESIDE_RATE = 100;
const BESIDE_CONNECTIONS = 4;

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}
type Call = 'directory' | 'lessons' | 'booking' | 'users' | 'usersByRole' | 'directoryBooking';

// ---------------------------------------------------------------- load (this process)
function run(options: autocannon.Options): Promise<autocannon.Result> {
  return start(options).done;
}

/** A load that runs until its amount or duration is reached, or until `stop()`. */
function start(options: autocannon.Options): {
  stop: () => void;
  done: Promise<autocannon.Result>;
} {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { stop: () => instance!.stop(), done };
}

function figures(r: autocannon.Result): Figures {
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx + r.errors,
  };
}

async function measure(plan: Plan): Promise<Record<Call, Figures>> {
  const { url } = plan;
  const reads = (path: (i: number) => string, token: (i: number) => string) => {
    return (duration: number): autocannon.Options => {
      let i = 0;
      return {
        url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const n = i++;
              return { ...req, path: path(n), headers: { authorization: `Bearer ${token(n)}` } };
            },
          },
        ],
      };
    };
  };
  const get = async (path: (i: number) => string, token: (i: number) => string) => {
    const options = reads(path, token);
    await run(options(2));
    return figures(await run(options(SECONDS)));
  };
  const student = (i: number) => plan.studentTokens[i % plan.studentTokens.length]!;
  const admin = () => plan.adminToken;
  const out = {} as Record<Call, Figures>;
  out.directory = await get(
    (i) => `/api/v1/user/tutor/list/onboarded?page=${(i % 5) + 1}&size=20`,
    student,
  );
  out.lessons = await get(() => '/api/v1/lesson/list/?time=past', student);
  out.users = await get((i) => `/api/v1/user/list?page=${(i % 5) + 1}&size=20`, admin);
  out.usersByRole = await get(
    (i) => `/api/v1/user/list?role=Tutor&page=${(i % 5) + 1}&size=20`,
    admin,
  );
  // The first WARM_BOOKINGS book to warm the path up; the next MEASURED_BOOKINGS are measured.
  let next = 0;
  const refusals = new Map<string, number>();
  const book = (amount: number, connections = CONNECTIONS, overallRate?: number) =>
    run({
      url,
      connections,
      amount,
      ...(overallRate ? { overallRate } : {}),
      requests: [
        {
          method: 'POST',
          path: '/api/v1/lesson',
          setupRequest: (req) => {
            const i = next++;
            // From Tuesday of MONDAY's week on (bookings stay in the current week), each booking
            // its own half hour: no tutor or student is booked twice at one time. Each round of
            // BOOKED_TUTORS bookings goes a day later.
            const start =
              MONDAY + 24 * HOUR * (1 + Math.floor(i / BOOKED_TUTORS)) + (i % 80) * 30 * 60_000;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${plan.bookerTokens[i]!}`,
              },
              body: JSON.stringify({
                tutorId: plan.tutorIds[i % BOOKED_TUTORS]!,
                start: new Date(start).toISOString(),
                duration: 30,
              }),
            };
          },
          onResponse: (status: number, body: string) => {
            if (status >= 300)
              refusals.set(body.slice(0, 80), (refusals.get(body.slice(0, 80)) ?? 0) + 1);
          },
        },
      ],
    });
  await book(WARM_BOOKINGS);
  out.booking = figures(await book(MEASURED_BOOKINGS));
  // The directory read while students book (each booking changes a tutor's free times): the
  // directory must not pay for every booking with a rebuild (decision 200). A second of reads
  // first takes in the bookings above; then the reads are measured from the first to the last
  // of BESIDE_BOOKINGS bookings sent at BESIDE_RATE a second, the same load at every scale
  // (decision 221: before, two connections booked as fast as they could, and at 1× they could
  // finish inside the reads' warm-up, leaving nothing beside the measured reads).
  const directory = reads(
    (i) => `/api/v1/user/tutor/list/onboarded?page=${(i % 5) + 1}&size=20`,
    student,
  );
  await run(directory(1));
  const beside = start(directory(600));
  await book(BESIDE_BOOKINGS, BESIDE_CONNECTIONS, BESIDE_RATE);
  beside.stop();
  out.directoryBooking = figures(await beside.done);
  if (refusals.size) console.warn('booking refusals', refusals);
  return out;
}

async function main(): Promise<void> {
  const byFactor = new Map<number, { seedMs: number; calls: Record<Call, Figures> }>();
  const loadsOf = new Map<number, number[]>();
  const load = (factor: number) => {
    const loads = loadsOf.get(factor)!;
    return `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  };
  for (const factor of FACTORS) {
    const profile = process.env.KALAM_BENCH_SCALE_PROFILE;
    const child = fork(import.meta.filename, ['serve', String(factor)], {
      execArgv: [
        '--import',
        'tsx',
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/${factor}x`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const plan = await new Promise<Plan>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Plan));
      child.once('exit', (code) => reject(new Error(`server for ${factor}× exited with ${code}`)));
    });
    // The machine is shared: each row notes the load average around its scale's runs.
    const loads = [...(loadsOf.get(factor) ?? []), loadavg()[0]!];
    const calls = await measure(plan);
    loadsOf.set(factor, [...loads, loadavg()[0]!]);
    const earlier = byFactor.get(factor);
    if (earlier)
      for (const call of Object.keys(calls) as Call[])
        if (earlier.calls[call].p99 < calls[call].p99) calls[call] = earlier.calls[call];
    byFactor.set(factor, { seedMs: earlier?.seedMs ?? plan.seedMs, calls });
    console.info(
      `${factor}×: seeded in ${(plan.seedMs / 1000).toFixed(1)} s, load ${loads.at(-1)!.toFixed(1)}–${loadavg()[0]!.toFixed(1)}`,
      calls,
    );
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
  const base = byFactor.get(1)!.calls;
  const labels: Record<Call, string> = {
    directory: 'directory first pages (GET /user/tutor/list/onboarded)',
    lessons: "a student's lesson list (GET /lesson/list/)",
    booking: 'booking (POST /lesson)',
    users: 'admin user list (GET /user/list)',
    usersByRole: 'admin user list, role=Tutor',
    directoryBooking: 'directory first pages while students book',
  };
  const rows: BenchRow[] = [];
  for (const [factor, { seedMs, calls }] of byFactor) {
    if (factor === 1) continue;
    for (const call of Object.keys(labels) as Call[]) {
      const bad = calls[call].non2xx + base[call].non2xx;
      const note = `better of two runs at ${factor}× and at 1× (load ${load(factor)}; ${load(1)})${bad ? `; ${bad} non-2xx` : ''}`;
      rows.push(
        row(`${labels[call]} p99 at ${factor}×`, 'ms', calls[call].p99, base[call].p99, note),
      );
      rows.push(
        row(`${labels[call]} p50 at ${factor}×`, 'ms', calls[call].p50, base[call].p50, note),
      );
    }
    rows.push(
      row(`seed ${factor}× (one transaction)`, 's', seedMs / 1000, byFactor.get(1)!.seedMs / 1000),
    );
  }
  for (const call of Object.keys(labels) as Call[])
    rows.push(
      row(
        `${labels[call]} p99 at 1×`,
        'ms',
        base[call].p99,
        null,
        `p50 ${base[call].p50} ms; better of two runs (load ${load(1)})`,
      ),
    );
  report('scale', rows);
}

if (process.argv[2] === 'serve') await serve(Number(process.argv[3]));
else await main();
