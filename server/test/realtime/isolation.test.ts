import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type ChatMessageDto } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect, record, settle } from './socket-support.ts';

let server: TestServer;
let a1: TestUser;
let a2: TestUser;
let b1: TestUser;
let b2: TestUser;
let roomA: string;
let roomB: string;
let messageB: string;
const sockets: Socket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

/** Every server event a socket receives. */
function everything(socket: Socket): [string, unknown][] {
  const seen: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  [a1, a2, b1, b2] = await Promise.all([
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
  ]);
  roomA = (
    await server.call('POST', '/chat/new', {
      token: a1.token,
      body: { userId: a2.id, message: 'A' },
    })
  ).body.room.id;
  const b = await server.call('POST', '/chat/new', {
    token: b1.token,
    body: { userId: b2.id, message: 'B secret' },
  });
  roomB = b.body.room.id;
  messageB = b.body.message.id;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

describe('a member of room A and room B', () => {
  it('can never read, write or join room B over the socket', async () => {
    const s = await open(a1);
    const results = [
      await ask(s, CLIENT_EVENTS.sendMessage, {
        id: crypto.randomUUID(),
        roomId: roomB,
        text: 'intrude',
      }),
      await ask(s, CLIENT_EVENTS.updateMessage, { id: messageB, text: 'changed' }),
      await ask(s, CLIENT_EVENTS.deleteMessage, { id: messageB }),
      await ask(s, CLIENT_EVENTS.markRead, { roomId: roomB, messageId: messageB }),
      await ask(s, CLIENT_EVENTS.typing, { roomId: roomB, typing: true }),
      await ask(s, CLIENT_EVENTS.joinRooms, { roomIds: [roomA, roomB] }),
    ];
    expect(results.map((r) => r.result)).toEqual(Array(6).fill('not-member'));
    expect(results[0]!.data).toEqual({
      code: 'not-room-member',
      message: 'إنت مش في المحادثة دي.',
    });
    const own = await ask<{ roomIds: string[] }>(s, CLIENT_EVENTS.joinRooms, {});
    expect(own).toEqual({ result: 'ok', data: { roomIds: [roomA] } });
    const stored = server.deps.sqlite
      .prepare('select text, deleted from chat_messages where id = ?')
      .get(messageB);
    expect(stored).toEqual({ text: 'B secret', deleted: 0 });
  });

  it('can never read room B over REST', async () => {
    const calls = [
      server.call('GET', `/chat/list/${roomB}/messages`, { token: a1.token }),
      server.call('GET', `/chat/room/members/${roomB}`, { token: a1.token }),
      server.call('PUT', `/chat/room/${roomB}`, { token: a1.token, body: { pinned: true } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'not-room-member', message: 'إنت مش في المحادثة دي.' });
    }
    const byMembers = await server.call('GET', `/chat/room/by/members?members=${b1.id},${b2.id}`, {
      token: a1.token,
    });
    expect(byMembers.status).toBe(403);
    const rooms = await server.call('GET', `/chat/list/rooms/${b1.id}`, { token: a1.token });
    expect(rooms.status).toBe(403);
  });

  it('receives no event that does not concern them', async () => {
    const [sa1, sa2, sb1, sb2] = await Promise.all([open(a1), open(a2), open(b1), open(b2)]);
    // Presence news of these connections themselves is not what this test looks at.
    await settle(sa1, sa2, sb1, sb2);
    const seenByA1 = everything(sa1);
    const seenByA2 = everything(sa2);
    const b2Messages = record<ChatMessageDto>(sb2, SERVER_EVENTS.messageCreated);

    // Activity in room B, and events of the bus about B's people.
    await ask(sb1, CLIENT_EVENTS.sendMessage, {
      id: crypto.randomUUID(),
      roomId: roomB,
      text: 'only for B',
    });
    await ask(sb1, CLIENT_EVENTS.typing, { roomId: roomB, typing: true });
    const bus = server.deps.bus;
    bus.publish('lesson-booked', { lessonId: 'l1', tutorId: b2.id, studentId: b1.id });
    bus.publish('lesson-canceled', {
      lessonId: 'l1',
      tutorId: b2.id,
      studentId: b1.id,
      canceledBy: 'student',
    });
    bus.publish('invoice-updated', { invoiceId: 'i1', userId: b2.id });
    bus.publish('transaction-status-update', {
      transactionId: 't1',
      userId: b1.id,
      status: 'Paid',
    });
    bus.publish('tutors-cache-updated', { tutorIds: [b2.id] });
    await settle(sa1, sa2, sb1, sb2);
    expect(seenByA1).toEqual([]);
    expect(seenByA2).toEqual([]);
    expect(b2Messages.map((m) => m.text)).toEqual(['only for B']);
  });
});
