import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { connect, until } from '../realtime/socket-support.ts';

// Decision 196: an admin who suspends an account ends its live connections at once; its old
// tokens are refused for REST, refresh and socket.io, and stay dead after reactivation.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
});
afterAll(() => server.stop());

async function refusedSocket(token: string): Promise<string> {
  try {
    const socket = await connect(server, token);
    socket.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('suspending an account (decision 196)', () => {
  it("drops every open socket of that user at once, and only theirs; the old token can't come back", async () => {
    const admin = await createUser(server, 'RegularAdmin');
    const student = await createUser(server, 'Student');
    const other = await createUser(server, 'Student');
    const phone = await connect(server, student.token);
    const laptop = await connect(server, student.token);
    const bystander = await connect(server, other.token);
    const closed: string[] = [];
    phone.on('disconnect', (reason) => closed.push(reason));
    laptop.on('disconnect', (reason) => closed.push(reason));

    const res = await server.call('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { suspended: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.suspended).toBe(true);

    await until(() => phone.disconnected && laptop.disconnected, 'both sockets to be closed');
    // Closed by the server, not lost: a socket.io client does not retry this on its own.
    expect(closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);

    expect(await refusedSocket(student.token)).toBe('unauthenticated');
    expect((await server.call('GET', `/user/${student.id}`, { token: student.token })).status).toBe(
      401,
    );
    expect(
      (await server.call('POST', '/auth/refresh-token', { token: student.token })).status,
    ).toBe(401);
    const signIn = await server.call('POST', '/auth/password', {
      body: { email: student.email, password: 'password123' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('account-suspended');

    // Reactivated: a new sign-in connects; the token held while suspended stays dead.
    const back = await server.call('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { suspended: false },
    });
    expect(back.status).toBe(200);
    expect(await refusedSocket(student.token)).toBe('unauthenticated');
    const again = await server.call('POST', '/auth/password', {
      body: { email: student.email, password: 'password123' },
    });
    expect(again.status).toBe(200);
    const fresh = await connect(server, again.body.token);
    expect(fresh.connected).toBe(true);
    for (const s of [fresh, bystander]) s.close();
  });

  it('a refused suspension (a regular admin and a super admin account) drops nothing', async () => {
    const regular = await createUser(server, 'RegularAdmin');
    const boss = await createUser(server, 'SuperAdmin');
    const socket = await connect(server, boss.token);
    const res = await server.call('PUT', `/user/${boss.id}`, {
      token: regular.token,
      body: { suspended: true },
    });
    expect(res.status).toBe(403);
    // A round trip after the refusal: the socket is still served.
    expect((await server.call('GET', `/user/${boss.id}`, { token: boss.token })).status).toBe(200);
    expect(await refusedSocket(boss.token)).toBe('connected');
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
