import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const clock = new FixedClock(NOW);
let server: TestServer;
let superAdmin: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  superAdmin = await createUser(server, 'SuperAdmin');
  admin = await createUser(server, 'RegularAdmin');
});
afterAll(() => server.stop());

const outbox = async (to: string) =>
  (await server.call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.list as {
    body: string;
  }[];

describe('invites', () => {
  let id: string;

  it('an admin invites a person by e-mail; the code goes out by e-mail, never in the answer', async () => {
    const res = await server.call('POST', '/invite', {
      token: admin.token,
      body: { email: 'New.Studio@Example.com', role: 'Studio', name: 'Laila Adel' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new.studio@example.com',
      role: 'Studio',
      name: 'Laila Adel',
      state: 'pending',
      expiresAt: '2026-11-29T10:00:00.000Z',
      createdBy: admin.id,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/code/i);
    id = res.body.id;
    const mails = await outbox('new.studio@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/invite=[\w-]{20,}/);
  });

  it('resends a fresh code, lists, reads and withdraws', async () => {
    const put = await server.call('PUT', `/invite/${id}`, {
      token: admin.token,
      body: { resend: true, expiresAt: '2026-11-30T10:00:00.000Z' },
    });
    expect(put.status).toBe(200);
    expect(put.body.expiresAt).toBe('2026-11-30T10:00:00.000Z');
    expect(await outbox('new.studio@example.com')).toHaveLength(2);
    expect((await server.call('GET', '/invite/list', { token: admin.token })).body.total).toBe(1);
    expect((await server.call('GET', `/invite/${id}`, { token: admin.token })).body.state).toBe(
      'pending',
    );
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      const read = await server.call('GET', `/invite/${id}`, { token: admin.token });
      expect(read.body.state).toBe('expired');
    } finally {
      clock.set(NOW);
    }
    expect((await server.call('DELETE', `/invite/${id}`, { token: admin.token })).status).toBe(200);
    const gone = await server.call('GET', `/invite/${id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'invite-not-found', message: 'الدعوة دي مش موجودة.' });
  });

  it('only a super admin invites an admin', async () => {
    const body = { email: 'boss@example.com', role: 'RegularAdmin' };
    const byAdmin = await server.call('POST', '/invite', { token: admin.token, body });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe('forbidden');
    const bySuper = await server.call('POST', '/invite', { token: superAdmin.token, body });
    expect(bySuper.status).toBe(201);
    const edit = await server.call('PUT', `/invite/${bySuper.body.id}`, {
      token: admin.token,
      body: { role: 'Studio' },
    });
    expect(edit.status).toBe(403);
  });

  it('refuses an e-mail that already has an account, and bad input, writing nothing', async () => {
    const taken = await server.call('POST', '/invite', {
      token: admin.token,
      body: { email: admin.email, role: 'Tutor' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('user-exists');
    const before = (await server.call('GET', '/invite/list', { token: admin.token })).body.total;
    for (const [body, code] of [
      [{ email: 'not-an-email', role: 'Tutor' }, 'invalid-email-address'],
      [{ email: 'a@example.com', role: 'King' }, 'invalid-role'],
      [{ email: 'a@example.com', role: 'Tutor', name: '<i>x</i>' }, 'invalid-user-name'],
      [
        { email: 'a@example.com', role: 'Tutor', expiresAt: '2020-01-01T00:00:00Z' },
        'invalid-invite-expiry',
      ],
      [
        { email: 'a@example.com', role: 'Tutor', expiresAt: '2027-11-01T00:00:00Z' },
        'invalid-invite-expiry',
      ],
      [{ email: 'a@example.com', role: 'Tutor', code: 'mine' }, 'unknown-field'],
    ] as const) {
      const res = await server.call('POST', '/invite', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    expect((await server.call('GET', '/invite/list', { token: admin.token })).body.total).toBe(
      before,
    );
    expect(await outbox('a@example.com')).toHaveLength(0);
  });
});
