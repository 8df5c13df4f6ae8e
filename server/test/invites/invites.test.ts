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
    // The invited address rides in the link: the sign-up fills it in and locks it (issue 40).
    expect(mails[0]!.body).toMatch(/invite=[\w-]{20,}&email=new\.studio%40example\.com/);
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

  it('sends an expired invite again, open for seven days from now when no date comes (decision 280)', async () => {
    const made = await server.call('POST', '/invite', {
      token: admin.token,
      body: { email: 'late@example.com', role: 'Tutor' },
    });
    expect(made.status).toBe(201);
    clock.set('2026-12-05T10:00:00.000Z');
    try {
      const read = async () =>
        (await server.call('GET', `/invite/${made.body.id}`, { token: admin.token })).body;
      expect((await read()).state).toBe('expired');
      const again = await server.call('PUT', `/invite/${made.body.id}`, {
        token: admin.token,
        body: { resend: true },
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ state: 'pending', expiresAt: '2026-12-12T10:00:00.000Z' });
      const mails = await outbox('late@example.com');
      expect(mails).toHaveLength(2);
      // The new code is the one that opens it; the first one no longer does.
      const codeOf = (body: string) => /invite=([\w-]+)/.exec(body)![1]!;
      expect(codeOf(mails[0]!.body)).not.toBe(codeOf(mails[1]!.body));
      expect((await read()).state).toBe('pending');
    } finally {
      clock.set(NOW);
    }
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

  it('the invited person signs up with the mailed code and gets the invited role (decision 232)', async () => {
    const email = 'tm.invited@example.com';
    const made = await server.call('POST', '/invite', {
      token: admin.token,
      body: { email, role: 'TutorManager' },
    });
    expect(made.status).toBe(201);
    const code = /invite=([\w-]+)/.exec((await outbox(email))[0]!.body)![1]!;
    const signUp = (body: Record<string, unknown>) =>
      server.call('POST', '/user', {
        body: { name: 'Reem Samy', password: 'Kalam2026ok', role: 'Student', ...body },
      });

    // Another e-mail than the invited one, or a made-up code: refused, no account made.
    for (const body of [
      { email: 'someone.else@example.com', invite: code },
      { email, invite: 'not-the-code-at-all' },
    ]) {
      const refused = await signUp(body);
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.body).toMatchObject({
        code: 'invite-not-found',
        message: 'الدعوة دي مش موجودة.',
      });
    }
    const other = await server.call('POST', '/auth/password', {
      body: { email: 'someone.else@example.com', password: 'Kalam2026ok' },
    });
    expect(other.status).not.toBe(200);

    // The page is the student sign-up, but the code decides: she is a tutor manager.
    const res = await signUp({ email: 'TM.Invited@example.com', invite: code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user.role).toBe('TutorManager');
    const read = await server.call('GET', `/invite/${made.body.id}`, { token: admin.token });
    expect(read.body.state).toBe('accepted');

    // A used invite cannot be deleted: refused with a clear message, and it stays listed.
    const deleted = await server.call('DELETE', `/invite/${made.body.id}`, { token: admin.token });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({
      code: 'invite-used',
      message: 'الدعوة دي اتقبلت واتعمل بيها حساب، فمينفعش تتمسح.',
    });
    const still = await server.call('GET', `/invite/${made.body.id}`, { token: admin.token });
    expect(still.body.state).toBe('accepted');

    // A used code opens nothing: a second sign-up with it is refused.
    const again = await signUp({ email: 'tm.two@example.com', invite: code });
    expect(again.status).toBe(404);

    // Without a code, a staff role cannot be asked for.
    const self = await server.call('POST', '/user', {
      body: {
        name: 'Self Made',
        email: 'self@example.com',
        password: 'Kalam2026ok',
        role: 'Studio',
      },
    });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('invalid-role');
  });

  it('an expired invite opens nothing', async () => {
    const email = 'late.studio@example.com';
    await server.call('POST', '/invite', { token: admin.token, body: { email, role: 'Studio' } });
    const code = /invite=([\w-]+)/.exec((await outbox(email))[0]!.body)![1]!;
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      const res = await server.call('POST', '/user', {
        body: { name: 'Late Comer', email, password: 'Kalam2026ok', role: 'Student', invite: code },
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('invite-not-found');
    } finally {
      clock.set(NOW);
    }
  });
});
