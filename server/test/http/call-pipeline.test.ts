import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../src/http/call.ts';
import { handleError } from '../../src/http/errors.ts';
import { json, jsonBody } from '../../src/http/openapi.ts';
import { createRouter } from '../../src/http/router.ts';
import { ANYONE, only } from '../../src/kernel/access.ts';
import type { Caller } from '../../src/kernel/caller.ts';

// Decision 151 and 156: one declaration per call; the pipeline authorises, validates, runs the
// handler and sends the answer through the declared schema.
const publicUser = z.object({ id: z.string(), name: z.string() });

function app(caller: Caller | null = null) {
  const router = createRouter();
  router.onError(handleError);
  router.use('*', async (c, next) => {
    c.set('caller', caller);
    await next();
  });
  router.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/me',
      responses: { 200: json(publicUser, 'A user') },
    }),
    // A row with more than the DTO: what a careless handler might hand back.
    (c) => c.json({ id: 'u1', name: 'سارة', passwordHash: 'secret', email: 'x@y.z' }, 200),
  );
  router.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/broken',
      responses: { 200: json(publicUser, 'A user') },
    }),
    (c) => c.json({ id: 'u1' } as never, 200),
  );
  router.openapi(
    defineCall({
      access: only('Student'),
      method: 'post',
      path: '/things',
      request: jsonBody(z.strictObject({ title: z.string().min(3) })),
      responses: { 201: json(z.object({ title: z.string() }), 'Made') },
    }),
    (c) => c.json({ title: c.req.valid('json').title }, 201),
  );
  return router;
}

const student: Caller = {
  id: 's1',
  role: 'Student',
  verifiedEmail: true,
  verifiedPhone: true,
  activated: true,
  name: 'سارة',
};

describe('one call, one pipeline', () => {
  it('strips every field of an answer that is not in its DTO', async () => {
    const res = await app().request('/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'u1', name: 'سارة' });
  });

  it('an answer that breaks its contract is a 500, not a half answer', async () => {
    const res = await app().request('/broken');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { code: string }).code).toBe('unexpected');
  });

  it('decides 401, then 403, then 400, then runs the handler', async () => {
    const bad = {
      method: 'POST',
      body: '{"title":1,"x":2}',
      headers: { 'content-type': 'application/json' },
    };
    expect((await app().request('/things', bad)).status).toBe(401);
    const tutor = { ...student, role: 'Tutor' as const };
    expect((await app(tutor).request('/things', bad)).status).toBe(403);
    expect((await app(student).request('/things', bad)).status).toBe(400);
    const good = { ...bad, body: '{"title":"كلام"}' };
    const res = await app(student).request('/things', good);
    expect([res.status, await res.json()]).toEqual([201, { title: 'كلام' }]);
  });

  it('refuses to register a call that declares no access', () => {
    const router = createRouter();
    expect(() =>
      router.openapi(
        { method: 'get', path: '/x', responses: {} } as never,
        (c) => c.json({}, 200) as never,
      ),
    ).toThrow(/declares no access/);
  });
});
