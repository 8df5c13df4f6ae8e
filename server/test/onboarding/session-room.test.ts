import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type SessionDto } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect, next } from '../realtime/socket-support.ts';
import { approveIntroVideo, insertDemoSession, insertInterview } from './fixtures.ts';

const START = Date.parse('2026-11-25T15:00:00Z');
const MIN = 60_000;
const clock = new FixedClock(START - 60 * MIN);
let server: TestServer;
let applicant: TestUser;
let manager: TestUser;
let outsider: TestUser;
const sockets: Socket[] = [];
const peers: WebSocket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

/** A PeerJS client's WebSocket with the session grant; resolves with its first message. */
function peerOpen(peerId: string, token: string): Promise<{ type: string }> {
  const query = new URLSearchParams({ key: 'peerjs', id: peerId, token, version: '1.5.4' });
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/peerjs/peerjs?${query}`);
  peers.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString())));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock });
  [applicant, outsider] = await Promise.all([
    createUser(server, 'Tutor', { name: 'متقدمة للتدريس' }),
    createUser(server, 'Tutor'),
  ]);
  approveIntroVideo(server, applicant.id);
});
// A fresh tutor manager per test: each test books the same half hour.
beforeEach(async () => {
  clock.set(START - 60 * MIN);
  manager = await createUser(server, 'TutorManager', { name: 'Mona Manager' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const ws of peers) ws.terminate();
  await server.stop();
});

const KINDS = [
  {
    kind: 'interview' as const,
    roomKind: 'Interview',
    make: () =>
      insertInterview(server, {
        intervieweeId: applicant.id,
        interviewerId: manager.id,
        start: START,
      }),
    cancel: (id: string) =>
      server.call('PATCH', '/interview', {
        token: applicant.token,
        body: { id, status: 'CanceledByInterviewee' },
      }),
  },
  {
    kind: 'demo-session' as const,
    roomKind: 'DemoSession',
    make: () =>
      insertDemoSession(server, {
        tutorId: applicant.id,
        tutorManagerId: manager.id,
        start: START,
      }),
    cancel: (id: string) =>
      server.call('PATCH', '/demo-session', {
        token: manager.token,
        body: { id, status: 'CanceledByTutorManager' },
      }),
  },
];

describe.each(KINDS)('the session room of a $kind', ({ kind, roomKind, make, cancel }) => {
  it('shows the session to its two members, with its own chat room', async () => {
    const id = make();
    const sessionId = `${kind}:${id}`;
    const res = await server.call('GET', `/session/${sessionId}`, { token: applicant.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as SessionDto;
    expect(body).toMatchObject({
      id: sessionId,
      kind,
      refId: id,
      start: '2026-11-25T15:00:00.000Z',
      end: '2026-11-25T15:30:00.000Z',
      opensAt: '2026-11-25T14:50:00.000Z',
    });
    expect(body.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [applicant.id, 'Tutor'],
        [manager.id, 'TutorManager'],
      ].sort(),
    );
    const rooms = await server.call('GET', `/chat/list/rooms/${manager.id}/`, {
      token: manager.token,
    });
    const room = rooms.body.list.find((r: { id: string }) => r.id === body.roomId);
    expect(room).toMatchObject({ kind: roomKind, refId: id });
    const outside = await server.call('GET', `/session/${sessionId}`, { token: outsider.token });
    expect([outside.status, outside.body.code]).toEqual([403, 'not-session-member']);
  });

  it('lets the members join in the window, chat, signal, admit PeerJS and keep attendance', async () => {
    const id = make();
    const sessionId = `${kind}:${id}`;
    const a = await open(applicant);
    const m = await open(manager);
    const early = await ask(a, CLIENT_EVENTS.sessionJoin, { sessionId });
    expect(early).toMatchObject({ result: 'unallowed', data: { code: 'session-closed' } });
    const o = await open(outsider);
    clock.set(START - 5 * MIN);
    expect((await ask(o, CLIENT_EVENTS.sessionJoin, { sessionId })).result).toBe('not-member');

    const joined = next(a, SERVER_EVENTS.sessionMemberJoined);
    const first = await ask<SessionDto>(a, CLIENT_EVENTS.sessionJoin, { sessionId });
    expect(first.result).toBe('ok');
    const second = await ask<SessionDto>(m, CLIENT_EVENTS.sessionJoin, { sessionId });
    expect(second.data!.members).toContainEqual(
      expect.objectContaining({ userId: applicant.id, joined: true }),
    );
    expect(await joined).toEqual({ sessionId, userId: manager.id });

    // The in-session chat: a message from one member reaches the other.
    const created = next(a, SERVER_EVENTS.messageCreated);
    const sent = await ask(m, CLIENT_EVENTS.sendMessage, {
      id: `msg-${kind}-0001`,
      roomId: first.data!.roomId,
      text: 'Welcome! Can you hear me?',
    });
    expect(sent.result).toBe('ok');
    expect(await created).toMatchObject({ text: 'Welcome! Can you hear me?' });

    const offer = next(m, SERVER_EVENTS.sessionOffer);
    expect(
      (await ask(a, CLIENT_EVENTS.sessionOffer, { sessionId, to: manager.id, payload: 'v=0' }))
        .result,
    ).toBe('ok');
    expect(await offer).toEqual({ sessionId, from: applicant.id, payload: 'v=0' });

    // PeerJS admits each member with their own grant for this session.
    const grant = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
      token: applicant.token,
    });
    expect(grant.status).toBe(200);
    expect(grant.body.peerId.startsWith(`${kind}-`)).toBe(true);
    expect(await peerOpen(grant.body.peerId, grant.body.token)).toEqual({ type: 'OPEN' });
    const refused = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
      token: outsider.token,
    });
    expect(refused.status).toBe(403);

    // A dropped connection and a leave both close the attendance row and tell the other.
    clock.set(START + 20 * MIN);
    const gone = next(m, SERVER_EVENTS.sessionMemberLeft);
    a.close();
    expect(await gone).toEqual({ sessionId, userId: applicant.id });
    clock.set(START + 25 * MIN);
    expect((await ask(m, CLIENT_EVENTS.sessionLeave, { sessionId })).result).toBe('ok');
    const rows = server.deps.sessionsService.attendance(sessionId);
    expect(rows.map((r) => [r.userId, r.joinedAt - START, r.leftAt! - START])).toEqual([
      [applicant.id, -5 * MIN, 20 * MIN],
      [manager.id, -5 * MIN, 25 * MIN],
    ]);
  });

  it('closes the room once cancelled, and answers unknown ids', async () => {
    const id = make();
    expect((await cancel(id)).status).toBe(200);
    clock.set(START);
    const s = await open(applicant);
    expect(await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: `${kind}:${id}` })).toMatchObject({
      result: 'unallowed',
      data: { code: 'session-closed' },
    });
    const unknown = await server.call('GET', `/session/${kind}:nope`, { token: applicant.token });
    expect([unknown.status, unknown.body.code]).toEqual([404, `${kind}-not-found`]);
    const ack = await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: `${kind}:nope` });
    expect(ack.result).toBe(kind === 'interview' ? 'interview-not-found' : 'invalid-session-id');
  });
});
