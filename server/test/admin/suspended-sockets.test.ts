import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { connect, until } from '../realtime/socket-support.ts';
import { insertLesson } from '../sessions/lesson-fixture.ts';

// Decision 196: an admin who suspends an account ends its live connections at once; its old
// tokens are refused for REST, refresh and socket.io, and stay dead after reactivation.

const START = Date.parse('2026-11-25T15:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: new FixedClock(START) });
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

/** A PeerJS signalling socket (the lesson's video), opened as the browser library opens it. */
function peer(peerId: string, token: string): Promise<WebSocket> {
  const query = new URLSearchParams({ key: 'peerjs', id: peerId, token, version: '1.5.4' });
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/peerjs/peerjs?${query}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
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

  it("ends the user's lesson video signalling too, and refuses the session token they still hold", async () => {
    const admin = await createUser(server, 'RegularAdmin');
    const student = await createUser(server, 'Student');
    const tutor = await createUser(server, 'Tutor');
    const sessionId = `lesson:${insertLesson(server, { tutorId: tutor.id, studentId: student.id, start: START })}`;
    const ticket = async (token: string) => {
      const res = await server.call('GET', `/session/token?sessionId=${sessionId}`, { token });
      expect(res.status).toBe(200);
      return res.body as { token: string; peerId: string };
    };
    const mine = await ticket(student.token);
    const theirs = await ticket(tutor.token);
    const studentPeer = await peer(mine.peerId, mine.token);
    const tutorPeer = await peer(theirs.peerId, theirs.token);
    let closed = false;
    studentPeer.once('close', () => (closed = true));

    const res = await server.call('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { suspended: true },
    });
    expect(res.status).toBe(200);
    await until(() => closed, "the suspended student's peer socket to close");
    expect(tutorPeer.readyState).toBe(WebSocket.OPEN);
    // The session token is good for ten minutes, but not for a suspended account.
    await expect(peer(mine.peerId, mine.token)).rejects.toThrow('HTTP 401');
    tutorPeer.terminate();
  });

  it("ends the user's open sync stream, and a new one is refused", async () => {
    const admin = await createUser(server, 'RegularAdmin');
    const student = await createUser(server, 'Student');
    const other = await createUser(server, 'Student');
    const url = `${server.url}/api/v1/sync/${SYNC_PROTOCOL_VERSION}/all/stream`;
    const open = async (token: string) => {
      const abort = new AbortController();
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      let ended = false;
      if (res.body)
        void (async () => {
          const reader = res.body!.getReader();
          try {
            while (!(await reader.read()).done);
          } catch {
            /* aborted */
          }
          ended = true;
        })();
      return { status: res.status, ended: () => ended, stop: () => abort.abort() };
    };
    const mine = await open(student.token);
    const theirs = await open(other.token);
    expect(mine.status).toBe(200);
    const res = await server.call('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { suspended: true },
    });
    expect(res.status).toBe(200);
    await until(mine.ended, "the suspended student's sync stream to end");
    expect(theirs.ended()).toBe(false);
    const again = await open(student.token);
    expect(again.status).toBe(401);
    theirs.stop();
  });
});
