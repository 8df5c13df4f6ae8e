import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import { insertPlan, quickUser } from '../lessons/scheduling-fixtures.ts';
import { ROLES, startTestServer, type TestServer } from '../support/test-server.ts';
import {
  callsOf,
  hostileRequests,
  undeclaredFault,
  type HostileRequest,
  type OpenApi,
} from './fuzz-calls.ts';
import { changed, leak, snapshot } from './fuzz-state.ts';
import { isKnown500 } from './fuzz-known.ts';

/*
 * Hostile input on every call (decision 162): every call of /api/v1/openapi.json, as anonymous
 * and as a user of each role, gets fast-check-generated malformed, boundary and hostile input.
 * No answer may be a 500, none may carry SQL or stack text, and a refusal changes nothing.
 * KALAM_FUZZ_RUNS sets the requests per call and caller (CI: 3); KALAM_FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.KALAM_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.KALAM_FUZZ_SEED ?? Date.now() % 1_000_000);

let server: TestServer;
let doc: OpenApi;
/** Ids of real rows (a chat room and its message, a plan), so hostile calls get past "not found". */
const realIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  doc = (await server.call('GET', '/openapi.json')).body as OpenApi;
  const [student, tutor] = await Promise.all([
    quickUser(server, 'Student'),
    quickUser(server, 'Tutor'),
  ]);
  const room = await server.call('POST', '/chat/new', {
    token: student.token,
    body: { userId: tutor.id, message: 'أهلًا' },
  });
  realIds.push(room.body.room.id, room.body.message.id, insertPlan(server));
});
afterAll(() => server.stop());

async function send(request: HostileRequest, method: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | FormData | undefined;
  if (request.form) {
    body = new FormData();
    for (const [name, value] of request.form)
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, 'f.png');
  } else if (request.raw !== undefined) {
    body = request.raw;
    headers['content-type'] = 'application/json';
  }
  // Redirects are answers too: following one would blame this call for the next page's status.
  const res = await fetch(`${server.url}${request.url}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text() };
}

/** Fresh users of every role for one call, so what an earlier call accepted cannot spill over. */
async function callers() {
  const made = await Promise.all(ROLES.map((role) => quickUser(server, role)));
  return [
    { who: 'anonymous', token: undefined, id: undefined },
    ...made.map((u, i) => ({ who: ROLES[i] as UserRole, token: u.token, id: u.id })),
  ];
}

describe(`hostile input on every call (seed ${SEED}, ${RUNS} per call and caller)`, () => {
  it('never answers 500, never leaks SQL or stack text, and a refusal changes nothing', async () => {
    const problems: string[] = [];
    let sent = 0;
    const calls = callsOf(doc);
    expect(calls.length).toBeGreaterThan(100);
    for (const [index, call] of calls.entries()) {
      const people = await callers();
      const ids = [...realIds, ...people.flatMap((p) => (p.id ? [p.id] : []))];
      const requests = fc.sample(hostileRequests(doc, call, ids), {
        numRuns: RUNS * people.length,
        seed: SEED + index,
      });
      for (const [i, request] of requests.entries()) {
        const caller = people[i % people.length]!;
        const before = snapshot(server.deps.sqlite);
        const res = await send(request, call.method, caller.token);
        sent += 1;
        const what = `${call.method} ${call.path} as ${caller.who}: ${request.url.slice(0, 160)} ${(request.raw ?? '').slice(0, 160)}`;
        if (
          undeclaredFault(call, res.status) &&
          !isKnown500(`${call.method} ${call.path}`, request.raw)
        )
          problems.push(`${res.status} ← ${what}`);
        const leaked = leak(res.text);
        if (leaked) problems.push(`leaks /${leaked}/ ← ${what}: ${res.text.slice(0, 200)}`);
        if (res.status >= 400 && res.status < 500) {
          const moved = changed(before, snapshot(server.deps.sqlite));
          if (moved.length)
            problems.push(`refused ${res.status} yet changed ${moved.join(', ')} ← ${what}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(100 * RUNS);
    // The server is still up and answering after all that.
    expect((await server.call('GET', '/health')).status).toBe(200);
    if (problems.length) console.error(`FUZZ PROBLEMS\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  }, 300_000);
});
