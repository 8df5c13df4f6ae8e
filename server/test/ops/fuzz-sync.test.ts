import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import { SYNC_COLLECTIONS, SYNC_PROTOCOL_VERSION, fieldsOf, type SyncDocTypes } from '@kalam/sync';
import { createUser, ROLES, startTestServer, type TestServer } from '../support/test-server.ts';
import { changed, leak, snapshot } from './fuzz-state.ts';
import { hostileBody, hostileText, hostileValue } from './fuzz-values.ts';

/*
 * Hostile pushes on the sync endpoint (decision 162): every collection, as a signed-in user of
 * each role, rows whose fields are hostile or real ids, bodies that are not rows at all, wrong
 * protocol versions. No 500, no SQL or stack text, a refusal changes nothing.
 */
const RUNS = Number(process.env.KALAM_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.KALAM_FUZZ_SEED ?? Date.now() % 1_000_000);
type Collection = keyof SyncDocTypes;
const COLLECTIONS = Object.keys(SYNC_COLLECTIONS) as Collection[];

let server: TestServer;
const realIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  const student = await createUser(server, 'Student');
  const tutor = await createUser(server, 'Tutor');
  const room = await server.call('POST', '/chat/new', {
    token: student.token,
    body: { userId: tutor.id, message: 'أهلًا' },
  });
  realIds.push(student.id, tutor.id, room.body.room.id, room.body.message.id);
});
afterAll(() => server.stop());

/** A document of a collection: each field hostile, a real id, or left out. */
function hostileDoc(collection: Collection) {
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(...realIds) },
  );
  return fc.record(
    Object.fromEntries([...fieldsOf(collection), '_deleted'].map((f) => [f, value])),
    { requiredKeys: [] },
  );
}

/**
 * A real document with one or two fields made hostile, pushed over itself: such a row passes the
 * shape checks and reaches the write rules and the database.
 */
function nearlyValidRow(docs: Record<string, unknown>[]) {
  return fc
    .record({
      doc: fc.constantFrom(...docs),
      fields: fc.uniqueArray(fc.constantFrom(...Object.keys(docs[0]!)), {
        minLength: 1,
        maxLength: 2,
      }),
      values: fc.tuple(hostileValue, hostileValue),
    })
    .map(({ doc, fields, values }) => ({
      assumedMasterState: doc,
      newDocumentState: { ...doc, ...Object.fromEntries(fields.map((f, i) => [f, values[i]])) },
    }));
}

/** A push: rows of hostile documents, or a body that is not rows at all; sometimes a bad version. */
function hostilePush(collection: Collection, docs: Record<string, unknown>[]) {
  const wild = fc.record({
    assumedMasterState: fc.oneof(fc.constant(null), hostileDoc(collection), hostileValue),
    newDocumentState: hostileDoc(collection),
  });
  const row = docs.length
    ? fc.oneof({ weight: 1, arbitrary: wild }, { weight: 2, arbitrary: nearlyValidRow(docs) })
    : wild;
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(row, { minLength: 1, maxLength: 3 })
        .map((rows) => JSON.stringify({ rows })),
    },
    { weight: 1, arbitrary: hostileValue.map((rows) => JSON.stringify({ rows })) },
    { weight: 1, arbitrary: hostileBody(['rows']).map((b) => b.raw) },
  );
  const version = fc.oneof(
    { weight: 5, arbitrary: fc.constant(String(SYNC_PROTOCOL_VERSION)) },
    { weight: 1, arbitrary: hostileText },
  );
  return fc.record({ body, version });
}

describe(`hostile sync pushes (seed ${SEED}, ${RUNS} per collection and role)`, () => {
  it('every collection, every role: no 500, no leak, a refusal changes nothing', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const role of ROLES as UserRole[]) {
      const user = await createUser(server, role);
      for (const [index, collection] of COLLECTIONS.entries()) {
        const pulled = await server.call(
          'GET',
          `/sync/${SYNC_PROTOCOL_VERSION}/${collection}/pull?batchSize=5`,
          {
            token: user.token,
          },
        );
        const docs = (pulled.body?.documents ?? []) as Record<string, unknown>[];
        const pushes = fc.sample(hostilePush(collection, docs), {
          numRuns: RUNS,
          seed: SEED + index,
        });
        for (const { body, version } of pushes) {
          const before = snapshot(server.deps.sqlite);
          const path = `/api/v1/sync/${encodeURIComponent(version.replace(/[\uD800-\uDFFF]/g, ''))}/${collection}/push`;
          const res = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
            body,
          });
          const text = await res.text();
          sent += 1;
          const what = `push ${collection} v${version.slice(0, 20)} as ${role}: ${body.slice(0, 200)}`;
          if (res.status >= 500) problems.push(`${res.status} ← ${what}`);
          const leaked = leak(text);
          if (leaked) problems.push(`leaks /${leaked}/ ← ${what}: ${text.slice(0, 200)}`);
          if (res.status >= 400) {
            const moved = changed(before, snapshot(server.deps.sqlite));
            if (moved.length)
              problems.push(`refused ${res.status} yet changed ${moved.join(', ')} ← ${what}`);
          }
        }
      }
    }
    expect(sent).toBe(ROLES.length * COLLECTIONS.length * RUNS);
    expect((await server.call('GET', '/health')).status).toBe(200);
    if (problems.length) console.error(`FUZZ PROBLEMS\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
