import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type SessionDto } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect, next, settle } from '../realtime/socket-support.ts';
import { insertLesson } from './lesson-fixture.ts';

const START = Date.parse('2026-11-25T15:00:00Z');
const MIN = 60_000;
const clock = new FixedClock(START - 60 * MIN);
let server: TestServer;
let student: TestUser;
let tutor: TestUser;
let outsider: TestUser;
let lessonId: string;
let sessionId: string;
const sockets: Socket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer({
    rateLimit: false,
    clock,
    env: { ICE_SERVERS: '[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]' },
  });
  [student, tutor, outsider] = await Promise.all([
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
    createUser(server, 'Student'),
  ]);
  lessonId = insertLesson(server, {
    tutorId: tutor.id,
    studentId: student.id,
    start: START,
    duration: 30,
  });
  sessionId = `lesson:${lessonId}`;
});
beforeEach(() => clock.set(START - 60 * MIN));
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

describe('GET /session/{id}', () => {
  it('shows a lesson session to its members with their online and joined state', async () => {
    const s = await open(student);
    const res = await server.call('GET', `/session/${sessionId}`, { token: tutor.token });
    expect(res.status).toBe(200);
    const body = res.body as SessionDto;
    expect(body).toMatchObject({
      id: sessionId,
      kind: 'lesson',
      refId: lessonId,
      start: '2026-11-25T15:00:00.000Z',
      end: '2026-11-25T15:30:00.000Z',
      opensAt: '2026-11-25T14:50:00.000Z',
    });
    expect(body.roomId).toEqual(expect.any(String));
    expect(body.members).toContainEqual(
      expect.objectContaining({ userId: student.id, online: true, joined: false }),
    );
    expect(body.members).toContainEqual(
      expect.objectContaining({ userId: tutor.id, online: false, joined: false }),
    );
    s.close();
    // The lesson room is the session's chat, for its two members.
    const members = await server.call('GET', `/chat/room/members/${body.roomId}`, {
      token: student.token,
    });
    expect(members.body.map((m: { id: string }) => m.id).sort()).toEqual(
      [student.id, tutor.id].sort(),
    );
  });

  it('gives each member their gender, null when they never gave one', async () => {
    server.deps.users.update(student.id, { gender: 'female' });
    const res = await server.call('GET', `/session/${sessionId}`, { token: tutor.token });
    expect(res.status).toBe(200);
    const { members } = res.body as SessionDto;
    expect(members.find((m) => m.userId === student.id)?.gender).toBe('female');
    expect(members.find((m) => m.userId === tutor.id)?.gender).toBeNull();
    server.deps.users.update(tutor.id, { gender: 'male' });
    const again = await server.call('GET', `/session/${sessionId}`, { token: student.token });
    const tutorMember = (again.body as SessionDto).members.find((m) => m.userId === tutor.id);
    expect(tutorMember?.gender).toBe('male');
    server.deps.users.update(tutor.id, { gender: null });
  });

  it('refuses outsiders and unknown or unsupported sessions', async () => {
    const cases: [string, string, number, string][] = [
      [outsider.token, sessionId, 403, 'not-session-member'],
      [student.token, 'lesson:nope', 404, 'lesson-not-found'],
      [student.token, 'interview:abc', 404, 'interview-not-found'],
      [student.token, 'demo-session:abc', 404, 'demo-session-not-found'],
      [student.token, 'garbage', 404, 'session-not-found'],
    ];
    for (const [token, id, status, code] of cases) {
      const res = await server.call('GET', `/session/${encodeURIComponent(id)}`, { token });
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
  });
});

describe('GET /session/token', () => {
  it('gives a member a short-lived token with the ICE servers and the PeerJS path, inside the window', async () => {
    const closed = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
      token: student.token,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('session-closed');
    clock.set(START - 10 * MIN);
    const res = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
      token: student.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sessionId,
      peer: { path: '/peerjs', key: 'peerjs' },
      iceServers: [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }],
      expiresAt: new Date(START).toISOString(),
    });
    expect(res.body.peerId).toMatch(/^lesson-/);
    const outsiderRes = await server.call('GET', `/session/token?sessionId=${sessionId}`, {
      token: outsider.token,
    });
    expect(outsiderRes.status).toBe(403);
  });
});

describe('session signalling over the socket', () => {
  it('opens ten minutes before the start and closes at the end', async () => {
    const s = await open(student);
    const at = async (instant: number) => {
      clock.set(instant);
      return (await ask(s, CLIENT_EVENTS.sessionPreJoin, { sessionId })).result;
    };
    expect(await at(START - 10 * MIN - 1)).toBe('unallowed');
    expect(await at(START - 10 * MIN)).toBe('ok');
    expect(await at(START + 29 * MIN)).toBe('ok');
    expect(await at(START + 30 * MIN)).toBe('unallowed');
    clock.set(START);
    const o = await open(outsider);
    expect((await ask(o, CLIENT_EVENTS.sessionJoin, { sessionId })).result).toBe('not-member');
    expect((await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: 'interview:x' })).result).toBe(
      'interview-not-found',
    );
    expect((await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: 'demo-session:x' })).result).toBe(
      'invalid-session-id',
    );
    expect((await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: 'nonsense' })).result).toBe(
      'invalid-session-id',
    );
    expect((await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: 'lesson:none' })).result).toBe(
      'lesson-not-found',
    );
  });

  it('refuses a cancelled lesson', async () => {
    const cancelled = insertLesson(server, {
      tutorId: tutor.id,
      studentId: student.id,
      start: START + 24 * 60 * MIN,
      status: 'cancelled',
    });
    clock.set(START + 24 * 60 * MIN);
    const s = await open(student);
    expect(
      await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId: `lesson:${cancelled}` }),
    ).toMatchObject({
      result: 'unallowed',
      data: { code: 'session-closed' },
    });
  });

  it('joins, shares media state and signals between the members, and keeps attendance', async () => {
    clock.set(START - 5 * MIN);
    const s = await open(student);
    const t = await open(tutor);
    const joined = next(s, SERVER_EVENTS.sessionMemberJoined);
    expect((await ask(s, CLIENT_EVENTS.sessionJoin, { sessionId })).result).toBe('ok');
    // Nobody else there yet: a signal to the tutor cannot be delivered.
    expect(
      (await ask(s, CLIENT_EVENTS.sessionOffer, { sessionId, to: tutor.id, payload: { sdp: 'x' } }))
        .result,
    ).toBe('unreachable');
    const tJoin = await ask<SessionDto>(t, CLIENT_EVENTS.sessionJoin, { sessionId });
    expect(tJoin.data!.members).toContainEqual(
      expect.objectContaining({ userId: student.id, joined: true }),
    );
    expect(await joined).toEqual({ sessionId, userId: tutor.id });

    const updated = next(s, SERVER_EVENTS.sessionMemberUpdated);
    expect(await ask(t, CLIENT_EVENTS.sessionCamera, { sessionId, on: true })).toEqual({
      result: 'ok',
      data: { camera: true },
    });
    expect(await updated).toMatchObject({ userId: tutor.id, camera: true, microphone: false });
    const peer = next(s, SERVER_EVENTS.sessionMemberUpdated);
    expect(
      (
        await ask(t, CLIENT_EVENTS.sessionRegisterPeer, {
          sessionId,
          peerId: 'lesson-peer-of-tutor',
        })
      ).result,
    ).toBe('ok');
    expect(await peer).toMatchObject({ userId: tutor.id, peerId: 'lesson-peer-of-tutor' });

    const offer = next(t, SERVER_EVENTS.sessionOffer);
    expect(
      (
        await ask(s, CLIENT_EVENTS.sessionOffer, {
          sessionId,
          to: tutor.id,
          payload: { sdp: 'v=0' },
        })
      ).result,
    ).toBe('ok');
    expect(await offer).toEqual({ sessionId, from: student.id, payload: { sdp: 'v=0' } });
    const pong = next(s, SERVER_EVENTS.sessionPong);
    expect((await ask(t, CLIENT_EVENTS.sessionPong, { sessionId, to: student.id })).result).toBe(
      'ok',
    );
    expect(await pong).toMatchObject({ from: tutor.id });
    expect((await ask(s, CLIENT_EVENTS.sessionOffer, { sessionId, to: outsider.id })).result).toBe(
      'not-member',
    );

    // Leaving, and a dropped connection, both close the attendance row and tell the other.
    clock.set(START + 20 * MIN);
    const left = next(s, SERVER_EVENTS.sessionMemberLeft);
    t.close();
    expect(await left).toEqual({ sessionId, userId: tutor.id });
    clock.set(START + 25 * MIN);
    expect((await ask(s, CLIENT_EVENTS.sessionLeave, { sessionId })).result).toBe('ok');
    expect((await ask(s, CLIENT_EVENTS.sessionCamera, { sessionId, on: true })).result).toBe(
      'unallowed',
    );
    await settle(s);
    const rows = server.deps.sessionsService.attendance(sessionId);
    expect(rows.map((r) => [r.userId, r.joinedAt - START, r.leftAt! - START])).toEqual([
      [student.id, -5 * MIN, 25 * MIN],
      [tutor.id, -5 * MIN, 20 * MIN],
    ]);
  });
});
