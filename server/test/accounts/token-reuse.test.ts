import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_DAYS } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

// A token is verified once and then remembered (decision 027); these are the checks that must
// still happen on every call.
const clock = new FixedClock(Date.parse('2026-11-23T08:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const me = (token: string) => server.call('GET', '/user/current', { token });

describe('a token used again', () => {
  it('stops working at its expiry even after it was accepted', async () => {
    const user = await createUser(server, 'Student');
    expect((await me(user.token)).status).toBe(200);
    expect((await me(user.token)).status).toBe(200);
    clock.advance(TOKEN_LIFETIME_DAYS * 24 * 3_600_000 - 1_000);
    expect((await me(user.token)).status).toBe(200);
    clock.advance(1_000);
    const expired = await me(user.token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('unauthenticated');
  });

  it('stops working when the account revokes its tokens or is deleted', async () => {
    const revoked = await createUser(server, 'Student');
    expect((await me(revoked.token)).status).toBe(200);
    const row = server.deps.users.byId(revoked.id)!;
    server.deps.users.update(revoked.id, { tokenVersion: row.tokenVersion + 1 });
    expect((await me(revoked.token)).status).toBe(401);

    const deleted = await createUser(server, 'Student');
    expect((await me(deleted.token)).status).toBe(200);
    server.deps.users.update(deleted.id, { deleted: true });
    expect((await me(deleted.token)).status).toBe(401);
  });

  it('sees role and verification changes at once', async () => {
    const user = await createUser(server, 'Student', { verifiedPhone: false });
    expect((await me(user.token)).body.verifiedPhone).toBe(false);
    server.deps.users.update(user.id, { verifiedPhone: true });
    expect((await me(user.token)).body.verifiedPhone).toBe(true);
  });

  it('refuses a token whose signature was altered, before and after the real one was used', async () => {
    const user = await createUser(server, 'Student');
    const [header, payload, signature] = user.token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(altered)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await me(altered)).status).toBe(401);
  });
});
