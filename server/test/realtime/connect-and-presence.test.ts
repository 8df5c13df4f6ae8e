import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { connect, next, record, settle } from './socket-support.ts';

const clock = new FixedClock(Date.parse('2026-11-20T10:00:00Z'));
let server: TestServer;
let student: TestUser;
let tutor: TestUser;
const sockets: Socket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock });
  student = await createUser(server, 'Student');
  tutor = await createUser(server, 'Tutor');
  await server.call('POST', '/chat/new', {
    token: student.token,
    body: { userId: tutor.id, message: 'hi' },
  });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

describe('connecting', () => {
  it('refuses a missing, malformed, badly signed or expired token at connect', async () => {
    const expired = await createUser(server, 'Student');
    clock.advance(15 * 24 * 60 * 60_000);
    const reasons: unknown[] = [];
    for (const token of [
      undefined,
      'not-a-jwt',
      `${student.token.slice(0, -4)}abcd`,
      expired.token,
    ]) {
      const error = await connect(server, token).then(
        () => null,
        (e: Error & { data?: unknown }) => e,
      );
      expect(error).not.toBeNull();
      reasons.push(error!.data);
    }
    clock.advance(-15 * 24 * 60 * 60_000);
    for (const data of reasons)
      expect(data).toEqual({
        code: 'unauthenticated',
        message: 'الجلسة خلصت، سجّل دخولك تاني.',
      });
  });

  it('accepts the token in auth or in the Authorization header', async () => {
    const byAuth = await open(student);
    const byHeader = await connect(server, student.token, { header: true });
    sockets.push(byHeader);
    expect(byAuth.connected && byHeader.connected).toBe(true);
    byAuth.close();
    byHeader.close();
  });
});

describe('presence', () => {
  it('is online while any tab is open, and tells only the people who share a room', async () => {
    const stranger = await createUser(server, 'Tutor');
    const tutorSocket = await open(tutor);
    const strangerSocket = await open(stranger);
    const tutorSees = record(tutorSocket, SERVER_EVENTS.userStatusChanged);
    const strangerSees = record(strangerSocket, SERVER_EVENTS.userStatusChanged);

    await settle(tutorSocket);
    const before = tutorSees.length;
    const online = next(tutorSocket, SERVER_EVENTS.userStatusChanged);
    const tab1 = await open(student);
    expect(await online).toEqual({ userId: student.id, online: true });
    expect(server.deps.presence.isOnline(student.id)).toBe(true);

    const tab2 = await open(student);
    tab1.close();
    await settle(tab2, tutorSocket);
    // A second tab and closing the first change nothing: the student stays online.
    expect(tutorSees.length).toBe(before + 1);
    expect(server.deps.presence.isOnline(student.id)).toBe(true);

    const offline = next(tutorSocket, SERVER_EVENTS.userStatusChanged);
    tab2.close();
    expect(await offline).toEqual({ userId: student.id, online: false });
    expect(server.deps.presence.isOnline(student.id)).toBe(false);

    await settle(strangerSocket);
    expect(strangerSees).toEqual([]);
    const members = await server.call('GET', `/chat/list/rooms/${tutor.id}`, {
      token: tutor.token,
    });
    expect(members.body.list[0].members).toContainEqual(
      expect.objectContaining({ id: tutor.id, online: true }),
    );
    expect(members.body.list[0].members).toContainEqual(
      expect.objectContaining({ id: student.id, online: false }),
    );
  });
});
