import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect } from '../realtime/socket-support.ts';
import { insertLesson } from '../sessions/lesson-fixture.ts';

const START = Date.parse('2026-11-25T15:00:00Z');
const clock = new FixedClock(START);
let server: TestServer;
let student: TestUser;
let tutor: TestUser;
let student2: TestUser;
let tutor2: TestUser;
let sessionA: string;
let sessionB: string;
const open: WebSocket[] = [];

interface PeerMessage {
  type: string;
  src?: string;
  dst?: string;
  payload?: unknown;
}

/** A PeerJS client as the browser library speaks it: one WebSocket, JSON messages. */
class PeerClient {
  readonly inbox: PeerMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    readonly id: string,
    readonly ws: WebSocket,
  ) {
    ws.on('message', (data) => {
      this.inbox.push(JSON.parse(data.toString()) as PeerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static connect(id: string, token: string): Promise<PeerClient> {
    const query = new URLSearchParams({ key: 'peerjs', id, token, version: '1.5.4' });
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/peerjs/peerjs?${query}`);
    open.push(ws);
    const client = new PeerClient(id, ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(type: string, dst: string, payload: unknown = {}) {
    this.ws.send(JSON.stringify({ type, dst, payload }));
  }

  /** The first message of a type, waiting for it to arrive. */
  async received(type: string, src?: string): Promise<PeerMessage> {
    for (;;) {
      const found = this.inbox.find((m) => m.type === type && (src === undefined || m.src === src));
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}

async function tokenFor(user: TestUser, sessionId: string) {
  const res = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
    token: user.token,
  });
  expect(res.status).toBe(200);
  return res.body as { token: string; peerId: string };
}

async function peerOf(user: TestUser, sessionId: string) {
  const { token, peerId } = await tokenFor(user, sessionId);
  const client = await PeerClient.connect(peerId, token);
  expect(await client.received('OPEN')).toEqual({ type: 'OPEN' });
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock });
  [student, tutor, student2, tutor2] = await Promise.all([
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
  ]);
  sessionA = `lesson:${insertLesson(server, { tutorId: tutor.id, studentId: student.id, start: START })}`;
  sessionB = `lesson:${insertLesson(server, { tutorId: tutor2.id, studentId: student2.id, start: START })}`;
});
afterAll(async () => {
  for (const ws of open) ws.terminate();
  await server.stop();
});

describe('PeerJS signalling at /peerjs', () => {
  it('admits a peer only with a valid session token for its own id', async () => {
    const { token, peerId } = await tokenFor(student, sessionA);
    await expect(PeerClient.connect(peerId, 'forged')).rejects.toThrow('HTTP 401');
    await expect(PeerClient.connect('lesson-someone-else', token)).rejects.toThrow('HTTP 401');
    const apiToken = student.token;
    await expect(PeerClient.connect(peerId, apiToken)).rejects.toThrow('HTTP 401');
    // The token lives ten minutes.
    clock.advance(11 * 60_000);
    await expect(PeerClient.connect(peerId, token)).rejects.toThrow('HTTP 401');
    clock.set(START);
  });

  it('relays OFFER, ANSWER and CANDIDATE only between peers of the same session', async () => {
    const a = await peerOf(student, sessionA);
    const b = await peerOf(tutor, sessionA);
    const c = await peerOf(student2, sessionB);
    const d = await peerOf(tutor2, sessionB);

    a.send('OFFER', b.id, { sdp: 'offer-sdp', type: 'media', connectionId: 'mc_1' });
    expect(await b.received('OFFER', a.id)).toMatchObject({
      src: a.id,
      dst: b.id,
      payload: { sdp: 'offer-sdp' },
    });
    b.send('ANSWER', a.id, { sdp: 'answer-sdp', connectionId: 'mc_1' });
    expect(await a.received('ANSWER', b.id)).toMatchObject({ payload: { sdp: 'answer-sdp' } });
    a.send('CANDIDATE', b.id, {
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' },
    });
    expect(await b.received('CANDIDATE', a.id)).toMatchObject({ src: a.id });

    // C (another session) tries to reach A; then C talks to D, and B to A. Messages from one
    // connection are handled in order, so once D and A hear the later ones, C's was dropped.
    c.send('OFFER', a.id, { sdp: 'intruder' });
    c.send('OFFER', d.id, { sdp: 'legit' });
    await d.received('OFFER', c.id);
    b.send('CANDIDATE', a.id, { candidate: 'after' });
    await a.received('CANDIDATE', b.id);
    expect(a.inbox.filter((m) => m.src === c.id)).toEqual([]);
    expect(a.inbox.map((m) => m.type)).toEqual(['OPEN', 'ANSWER', 'CANDIDATE']);
  });

  it('keeps a reconnected peer admitted when its old socket closes afterwards', async () => {
    const a = await peerOf(student, sessionA);
    const { token, peerId } = await tokenFor(tutor, sessionA);
    const old = await PeerClient.connect(peerId, token);
    await old.received('OPEN');
    const fresh = await PeerClient.connect(peerId, token);
    old.ws.close();
    await new Promise((resolve) => old.ws.once('close', resolve));
    a.send('OFFER', peerId, { sdp: 'to-the-new-socket' });
    expect(await fresh.received('OFFER', a.id)).toMatchObject({
      payload: { sdp: 'to-the-new-socket' },
    });
  });

  it('leaves socket.io working on the same server', async () => {
    const socket: Socket = await connect(server, student.token);
    expect((await ask(socket, CLIENT_EVENTS.sessionPreJoin, { sessionId: sessionA })).result).toBe(
      'ok',
    );
    socket.close();
  });
});
