import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  latestCode,
  startTestServer,
  type TestServer,
} from '../support/test-server.ts';

// Issue 16.4: a mistyped address is fixed on the verify page, before it is proven.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
});
afterAll(() => server.stop());

describe('changing the e-mail address', () => {
  it('an unverified account fixes its address, and the code then goes to the new one', async () => {
    const sara = await createUser(server, 'Student', { verifiedEmail: false });
    // Sign-up sent a code to the mistyped address a moment ago.
    expect(
      (await server.call('POST', '/confirmation-code/email/send', { token: sara.token })).status,
    ).toBe(200);
    const again = await server.call('POST', '/confirmation-code/email/send', { token: sara.token });
    expect(again.status).toBe(429);
    const fixed = `sara.fixed.${Date.now()}@example.com`;
    const res = await server.call('PUT', `/user/${sara.id}`, {
      token: sara.token,
      body: { email: fixed },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: fixed, verifiedEmail: false });
    // The corrected address has had no code yet: no wait for it.
    const sent = await server.call('POST', '/confirmation-code/email/send', { token: sara.token });
    expect(sent.status).toBe(200);
    const code = await latestCode(server, fixed);
    const confirmed = await server.call('POST', '/confirmation-code/email/confirm', {
      token: sara.token,
      body: { code },
    });
    expect([confirmed.status, confirmed.body.verifiedEmail]).toEqual([200, true]);
  });

  it('a proven address stays, and another account’s address is refused', async () => {
    const proven = await createUser(server, 'Student', { verifiedEmail: true });
    const kept = await server.call('PUT', `/user/${proven.id}`, {
      token: proven.token,
      body: { email: `other.${Date.now()}@example.com` },
    });
    expect([kept.status, kept.body.code]).toEqual([409, 'email-already-verified']);

    const fresh = await createUser(server, 'Student', { verifiedEmail: false });
    const taken = await server.call('PUT', `/user/${fresh.id}`, {
      token: fresh.token,
      body: { email: proven.email },
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'user-exists']);
    const after = await server.call('GET', '/user/current', { token: fresh.token });
    expect(after.body.email).toBe(fresh.email);
  });
});
