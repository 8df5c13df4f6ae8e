import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdmin, type UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

// Decision 151: every call decides who may make it before it reads what was sent —
// 401, then 403, then 400 — for every call of the OpenAPI document, every role and anonymous,
// each sending input that no schema accepts.

interface DeclaredAccess {
  roles: 'anyone' | 'signed-in' | UserRole[];
  self?: { param: string; unless?: UserRole[] };
}
interface Operation {
  'x-kalam-access'?: DeclaredAccess;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
}
type Who = 'anonymous' | UserRole;

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  const doc = (await server.call('GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
});
afterAll(() => server.stop());

/** What a caller must hear for input no schema accepts: the access decides first. */
function expected(access: DeclaredAccess, who: Who): 401 | 403 | 'input' {
  if (access.roles === 'anyone') return 'input';
  if (who === 'anonymous') return 401;
  if (access.roles !== 'signed-in' && !access.roles.includes(who)) return 403;
  if (access.self) {
    const bypass = access.self.unless ? access.self.unless.includes(who) : isAdmin(who);
    // The bad value in the path is nobody's id, so it is never the caller's own.
    if (!bypass) return 403;
  }
  return 'input';
}

/** Too long for any id or name, and not a number: no parameter schema takes it. */
const BAD = '<'.repeat(300);

/** The call with a bad value in every path and query parameter and a stray body field. */
function badRequest(path: string, op: Operation) {
  const filled = path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, encodeURIComponent(BAD));
  const json = op.requestBody?.content['application/json'] !== undefined;
  const query = new URLSearchParams({ page: '-1', size: 'huge', __stray: '1' });
  for (const p of op.parameters ?? []) if (p.in === 'query') query.set(p.name, BAD);
  return {
    path: `${filled}?${query}`,
    body: json ? { __stray: { deeply: ['not', 'a', 'field'] } } : undefined,
    json,
  };
}

describe('access before input', () => {
  it('every call of the document declares its access', () => {
    const undeclared = operations
      .filter(({ op }) => !op['x-kalam-access'])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      // Sync endpoints are plain handlers that check the caller first (sync.routes.ts).
      .filter((call) => !call.includes('/sync/'));
    expect(operations.length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });

  it('answers 401, then 403, then 400 for bad input, for every call and role', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, op } of operations) {
      const access = op['x-kalam-access'];
      if (!access || path.includes('/dev/')) continue;
      const request = badRequest(path, op);
      for (const who of ['anonymous', ...ROLES] as Who[]) {
        const token = who === 'anonymous' ? undefined : users[who].token;
        const res = await server.call(method.toUpperCase(), request.path, {
          token,
          body: request.body,
        });
        checked += 1;
        const want = expected(access, who);
        const call = `${method.toUpperCase()} ${path} as ${who}`;
        if (want === 'input') {
          if (res.status === 401 || res.status === 403 || res.status >= 500)
            wrong.push(`${call}: ${res.status} ${JSON.stringify(res.body)}`);
          // A gateway that is not configured answers 404 before reading its callback.
          else if (
            request.json &&
            res.status !== 400 &&
            !(path.endsWith('/webhook') && res.status === 404)
          )
            wrong.push(`${call}: ${res.status}, wanted 400 for a stray body field`);
        } else if (res.status !== want) {
          wrong.push(`${call}: ${res.status}, wanted ${want}`);
        } else if (res.body && typeof res.body === 'object' && 'details' in res.body) {
          wrong.push(`${call}: a refusal before validation carries validation details`);
        }
      }
    }
    expect(checked).toBeGreaterThan(700);
    expect(wrong).toEqual([]);
  });
});
