// `npm run bench directory`: the public tutors directory (GET /user/tutor/list/onboarded) answered
// from the in-memory tutors cache, side by side with the same endpoint rebuilding its read model
// from SQLite on every request (what it would cost without the cache). ~200 tutors with topics,
// ratings, availability and lessons; autocannon, 50 connections, 5 s per run, in its own process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/src/config/config.ts';
import { availabilitySlots, lessons, ratings } from '../server/src/db/schema/index.ts';
import { newId } from '../server/src/kernel/ids.ts';
import { freshSnapshot } from '../server/src/modules/tutors/tutors.cache.ts';
import { TutorsDirectory } from '../server/src/modules/tutors/tutors.directory.ts';
import { startServer } from '../server/src/server.ts';
import { benchEnv, report, row, type BenchRow } from './lib.ts';

const TUTORS = 200;
const STUDENTS = 40;
const CONNECTIONS = 50;
const SECONDS = 5;
const autocannonBin = resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');

const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-directory-'));
const server = await startServer({
  config: loadConfig(benchEnv(dataDir)),
  rateLimit: false,
});

function seed(): string {
  const d = server.deps;
  const now = d.clock.now();
  const topicIds = Array.from(
    { length: 10 },
    (_, i) => d.topicsService.create({ nameAr: `موضوع ${i + 1}`, nameEn: `Topic ${i + 1}` }).id,
  );
  const studentIds = Array.from({ length: STUDENTS }, (_, i) => {
    const id = newId();
    d.users.create(
      {
        id,
        name: `Student ${i}`,
        email: `s${i}@bench.local`,
        role: 'Student',
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
    return id;
  });
  const names = ['أحمد', 'منى', 'كريم', 'سارة', 'محمود', 'ياسمين', 'عمر', 'نور'];
  d.db.transaction(() => {
    for (let i = 0; i < TUTORS; i++) {
      const id = newId();
      d.users.create(
        {
          id,
          name: `${names[i % names.length]} ${names[(i * 3 + 1) % names.length]} ${i}`,
          email: `t${i}@bench.local`,
          role: 'Tutor',
          gender: i % 2 ? 'female' : 'male',
          activated: true,
          verifiedEmail: true,
          verifiedPhone: true,
          createdAt: now - i * 60_000,
          updatedAt: now,
        },
        now,
      );
      d.users.upsertTutor(
        id,
        { onboarded: true, bio: 'مدرس لغة إنجليزية', about: 'نبذة عن المدرس' },
        now,
      );
      d.topics.add(id, [topicIds[i % 10]!, topicIds[(i + 3) % 10]!, topicIds[(i + 7) % 10]!], now);
      for (let weekday = 0; weekday < 7; weekday++)
        d.db
          .insert(availabilitySlots)
          .values({
            id: newId(),
            tutorId: id,
            weekday,
            start: 9 * 60,
            end: 21 * 60,
            createdAt: now,
            updatedAt: now,
          })
          .run();
      for (let r = 0; r < 5; r++)
        d.db
          .insert(ratings)
          .values({
            id: newId(),
            raterId: studentIds[(i + r) % STUDENTS]!,
            rateeId: id,
            value: 1 + ((i + r) % 5),
            createdAt: now,
            updatedAt: now,
          })
          .run();
      for (let l = 0; l < 10; l++)
        d.db
          .insert(lessons)
          .values({
            id: newId(),
            tutorId: id,
            studentId: studentIds[(i + l) % STUDENTS]!,
            start: now + (l - 5) * 86_400_000 + i * 60_000,
            duration: 30,
            status: l < 5 ? 'fulfilled' : 'pending',
            createdAt: now,
            updatedAt: now,
          })
          .run();
    }
  });
  return topicIds[0]!;
}

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
}

// The server answers in this process while autocannon runs in a child, so spawnSync would block
// the event loop: run autocannon through an async spawn instead.
async function loadAsync(url: string): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [
      autocannonBin,
      '-c',
      String(CONNECTIONS),
      '-d',
      String(SECONDS),
      '-j',
      url,
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(out);
      resolvePromise({
        rps: result.requests.average,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors,
      });
    });
  });
}

try {
  const topicId = seed();
  const base = `${server.url}/api/v1/user/tutor/list/onboarded`;
  const scenarios = [
    { name: 'first page (20, by rating)', url: `${base}?size=20` },
    {
      name: 'topic + name + freeAt filter',
      url: `${base}?size=20&topic=${topicId}&name=${encodeURIComponent('منى')}&freeAt=${encodeURIComponent(new Date(server.deps.clock.now() + 86_400_000).toISOString())}`,
    },
  ];
  const cached = server.deps.tutorsDirectory;
  // Baseline: the same route, with a directory that rebuilds the read model on every request.
  // Only this benchmark process swaps it in; the shipped server has no uncached switch.
  const uncached = new TutorsDirectory({
    snapshot: () => freshSnapshot(server.deps.tutorsReads, server.deps.clock.now()),
  });
  const check = await fetch(scenarios[0]!.url).then((r) => r.json());
  if (check.total !== TUTORS) throw new Error(`expected ${TUTORS} tutors, got ${check.total}`);

  const rows: BenchRow[] = [];
  for (const scenario of scenarios) {
    server.deps.tutorsDirectory = cached;
    const ours = await loadAsync(scenario.url);
    server.deps.tutorsDirectory = uncached;
    const baseline = await loadAsync(scenario.url);
    if (ours.non2xx || baseline.non2xx) throw new Error(`errors under load in ${scenario.name}`);
    rows.push(
      row(`${scenario.name}: requests/s`, 'req/s', ours.rps, baseline.rps, 'cache vs fresh query'),
      row(`${scenario.name}: p99 latency`, 'ms', ours.p99, baseline.p99, 'cache vs fresh query'),
    );
  }
  server.deps.tutorsDirectory = cached;
  report('directory', rows);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
