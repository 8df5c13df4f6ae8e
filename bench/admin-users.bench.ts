// `npm run bench admin-users`: the admin users table over 100,000 users (issue 19): the first page
// (newest first), a page sorted by name, a name/e-mail search and a role filter, each timed as
// one admin's sequential requests and set beside `GET /health` measured in the same run (the
// HTTP, auth and JSON floor). In its own process, with the real server and SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config/config.ts';
import { newId } from '../server/src/kernel/ids.ts';
import { startServer } from '../server/src/server.ts';
import { benchEnv, percentile, report, row, type BenchRow } from './lib.ts';

const USERS = 100_000;
const ROUNDS = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-admin-users-'));
const server = await startServer({
  config: loadConfig(benchEnv(dataDir)),
  rateLimit: false,
});

const FIRST = ['أحمد', 'منى', 'كريم', 'سارة', 'محمود', 'ياسمين', 'عمر', 'نور', 'Youssef', 'Laila'];
const LAST = ['حسن', 'علي', 'إبراهيم', 'Mostafa', 'Adel', 'سالم', 'فؤاد', 'Nabil'];
const ROLES = ['Student', 'Student', 'Student', 'Student', 'Tutor'] as const;

function seed(): void {
  const { sqlite, clock } = server.deps;
  const now = clock.now();
  const insert = sqlite.prepare(
    `insert into users (id, name, email, role, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < USERS; i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
      insert.run(
        newId(),
        name,
        `user${i}@bench.local`,
        ROLES[i % ROLES.length],
        // Created and last changed at distinct instants, as real accounts are.
        now - i * 1000,
        now - i * 1000,
      );
    }
  })();
}

async function timed(
  url: string,
  token: string,
): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { total?: number };
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    total = body.total ?? 0;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

try {
  seed();
  const admin = await server.deps.usersService.createWithRole({
    name: 'Bench Admin',
    email: 'admin@bench.local',
    password: 'Bench2026pass',
    role: 'SuperAdmin',
    verifiedEmail: true,
  });
  const token = await server.deps.tokens.issue(admin);
  const api = `${server.url}/api/v1`;
  const health = await timed(`${api}/health`, token);
  const scenarios = [
    { name: 'first page (20, newest first)', url: `${api}/user/list?size=20`, min: USERS },
    {
      name: 'page 50 sorted by name',
      url: `${api}/user/list?size=20&page=50&sort=name&dir=asc`,
      min: USERS,
    },
    { name: `search "user4242"`, url: `${api}/user/list?size=20&search=user4242`, min: 1 },
    { name: 'role filter (tutors)', url: `${api}/user/list?size=20&role=Tutor`, min: USERS / 5 },
  ];
  const rows: BenchRow[] = [row('GET /health p50', 'ms', health.p50, null, 'the floor')];
  for (const s of scenarios) {
    const r = await timed(s.url, token);
    if (r.total < s.min) throw new Error(`${s.name}: total ${r.total}`);
    rows.push(
      row(`${s.name}: p50`, 'ms', r.p50, health.p50, 'vs GET /health p50'),
      row(`${s.name}: p95`, 'ms', r.p95, health.p95, 'vs GET /health p95'),
    );
  }
  report('admin-users', rows);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
