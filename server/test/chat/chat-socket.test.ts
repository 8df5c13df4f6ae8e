import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type ChatMessageDto } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect, next, record, settle } from '../realtime/socket-support.ts';

let server: TestServer;
let student: TestUser;
let tutor: TestUser;
const sockets: Socket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

/** The General room of two users, made through POST /chat/new. */
async function roomOf(a: TestUser, b: TestUser, text = 'أهلًا') {
  const res = await server.call('POST', '/chat/new', {
    token: a.token,
    body: { userId: b.id, message: text },
  });
  expect([200, 201]).toContain(res.status);
  return res.body.room.id as string;
}

const countMessages = (roomId: string) =>
  (
    server.deps.sqlite
      .prepare('select count(*) as n from chat_messages where room_id = ?')
      .get(roomId) as { n: number }
  ).n;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  student = await createUser(server, 'Student');
  tutor = await createUser(server, 'Tutor');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

describe('two users chat over the socket', () => {
  it('opens a room over REST, then both sides exchange messages in one order', async () => {
    const s = await open(student);
    const t = await open(tutor);
    const tutorSees = record<ChatMessageDto>(t, SERVER_EVENTS.messageCreated);
    const studentSees = record<ChatMessageDto>(s, SERVER_EVENTS.messageCreated);

    const res = await server.call('POST', '/chat/new', {
      token: student.token,
      body: { userId: tutor.id, message: 'مرحبًا يا أستاذ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.room).toMatchObject({ kind: 'General', refId: null, unread: 0 });
    expect(res.body.message).toMatchObject({
      seq: 1,
      senderId: student.id,
      text: 'مرحبًا يا أستاذ',
    });
    const roomId = res.body.room.id;

    const reply = await ask<ChatMessageDto>(t, CLIENT_EVENTS.sendMessage, {
      id: crypto.randomUUID(),
      roomId,
      text: 'Hello! Ready for the lesson?',
    });
    expect(reply).toMatchObject({ result: 'ok', data: { seq: 2, senderId: tutor.id, roomId } });
    await settle(s, t);
    expect(tutorSees.map((m) => m.seq)).toEqual([1]);
    // A REST send has no socket of origin: every tab of the sender hears of it too.
    expect(studentSees.map((m) => m.text)).toEqual([
      'مرحبًا يا أستاذ',
      'Hello! Ready for the lesson?',
    ]);

    // A second POST /chat/new reuses the room (200) and goes on with the order.
    const again = await server.call('POST', '/chat/new', {
      token: tutor.token,
      body: { userId: student.id, message: 'see you' },
    });
    expect(again.status).toBe(200);
    expect(again.body.room.id).toBe(roomId);
    expect(again.body.message.seq).toBe(3);

    const page = await server.call('GET', `/chat/list/${roomId}/messages?size=2`, {
      token: student.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.list.map((m: ChatMessageDto) => m.seq)).toEqual([3, 2]);
    const older = await server.call('GET', `/chat/list/${roomId}/messages?before=2`, {
      token: student.token,
    });
    expect(older.body.list.map((m: ChatMessageDto) => m.seq)).toEqual([1]);
  });

  it('stores an unacknowledged send retried with the same id once, and acks both alike', async () => {
    const roomId = await roomOf(student, tutor);
    const s = await open(student);
    const t = await open(tutor);
    const tutorSees = record<ChatMessageDto>(t, SERVER_EVENTS.messageCreated);
    const before = countMessages(roomId);
    const id = crypto.randomUUID();
    const [first, second] = await Promise.all([
      ask<ChatMessageDto>(s, CLIENT_EVENTS.sendMessage, { id, roomId, text: 'once' }),
      ask<ChatMessageDto>(s, CLIENT_EVENTS.sendMessage, { id, roomId, text: 'once' }),
    ]);
    const third = await ask<ChatMessageDto>(s, CLIENT_EVENTS.sendMessage, {
      id,
      roomId,
      text: 'once',
    });
    expect(first.result).toBe('ok');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(countMessages(roomId)).toBe(before + 1);
    await settle(t);
    expect(tutorSees.filter((m) => m.id === id)).toHaveLength(1);

    // The same id in another room, or from another sender, is not a retry.
    const other = await ask(t, CLIENT_EVENTS.sendMessage, { id, roomId, text: 'once' });
    expect(other.result).toBe('unallowed');
  });

  it('delivers every message exactly once and in order across a dropped connection', async () => {
    const roomId = await roomOf(student, tutor);
    const t = await open(tutor);
    const received = record<ChatMessageDto>(t, SERVER_EVENTS.messageCreated);
    const ids: string[] = Array.from({ length: 20 }, () => crypto.randomUUID());

    // First connection: sends all 20 without waiting, and drops after the tenth.
    const first = await connect(server, student.token);
    const acked = new Set<string>();
    for (const [i, id] of ids.entries()) {
      first
        .timeout(2_000)
        .emit(
          CLIENT_EVENTS.sendMessage,
          { id, roomId, text: `m${i}` },
          (err: unknown, ack: { result: string }) => {
            if (!err && ack.result === 'ok') acked.add(id);
          },
        );
      if (i === 9) first.disconnect();
    }
    // Reconnect and resend everything not acknowledged, with the same ids.
    const second = await open(student);
    for (const [i, id] of ids.entries()) {
      if (acked.has(id)) continue;
      const ack = await ask(second, CLIENT_EVENTS.sendMessage, { id, roomId, text: `m${i}` });
      expect(ack.result).toBe('ok');
    }
    // A client catching up after a gap reads the rest over REST (after its last seq).
    await settle(t);
    const catchUp = await server.call('GET', `/chat/list/${roomId}/messages?after=0&size=100`, {
      token: tutor.token,
    });
    const stored = [...catchUp.body.list].reverse() as ChatMessageDto[];
    const ours = stored.filter((m) => ids.includes(m.id));
    expect(ours.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(ours.map((m) => m.text)).toEqual(ids.map((_, i) => `m${i}`));
    // Live events never duplicate and keep the room's order.
    const live = received.filter((m) => ids.includes(m.id));
    expect(new Set(live.map((m) => m.id)).size).toBe(live.length);
    expect(live.map((m) => m.seq)).toEqual([...live.map((m) => m.seq)].sort((a, b) => a - b));
    expect(live).toHaveLength(20);
  });
});

describe('editing, deleting, reading, typing', () => {
  it('lets only the author edit or delete, and tells the other member', async () => {
    const roomId = await roomOf(student, tutor);
    const s = await open(student);
    const t = await open(tutor);
    const sent = await ask<ChatMessageDto>(s, CLIENT_EVENTS.sendMessage, {
      id: crypto.randomUUID(),
      roomId,
      text: 'typo',
    });
    const id = sent.data!.id;

    expect((await ask(t, CLIENT_EVENTS.updateMessage, { id, text: 'hack' })).result).toBe(
      'not-owner',
    );
    expect((await ask(t, CLIENT_EVENTS.deleteMessage, { id })).result).toBe('not-owner');

    const updated = next<ChatMessageDto>(t, SERVER_EVENTS.messageUpdated);
    const edit = await ask<ChatMessageDto>(s, CLIENT_EVENTS.updateMessage, { id, text: 'fixed' });
    expect(edit.result).toBe('ok');
    expect(edit.data!.editedAt).not.toBeNull();
    expect(await updated).toMatchObject({ id, text: 'fixed' });

    const deleted = next<ChatMessageDto>(t, SERVER_EVENTS.messageDeleted);
    expect((await ask(s, CLIENT_EVENTS.deleteMessage, { id })).result).toBe('ok');
    expect(await deleted).toMatchObject({ id, deleted: true, text: '' });
    expect((await ask(s, CLIENT_EVENTS.updateMessage, { id, text: 'again' })).result).toBe(
      'message-not-found',
    );
    expect((await ask(s, CLIENT_EVENTS.deleteMessage, { id: 'no-such-message' })).result).toBe(
      'message-not-found',
    );
  });

  it('moves the read mark forward, counts unread and shows typing to the other member', async () => {
    const pairTutor = await createUser(server, 'Tutor');
    const roomId = await roomOf(student, pairTutor, 'one');
    const s = await open(student);
    const t = await open(pairTutor);
    await ask(s, CLIENT_EVENTS.sendMessage, { id: crypto.randomUUID(), roomId, text: 'two' });
    const rooms = await server.call('GET', `/chat/list/rooms/${pairTutor.id}`, {
      token: pairTutor.token,
    });
    const room = rooms.body.list.find((r: { id: string }) => r.id === roomId);
    expect(room).toMatchObject({ unread: 2, lastMessage: { text: 'two', seq: 2 } });

    const typing = next(s, SERVER_EVENTS.typing);
    expect((await ask(t, CLIENT_EVENTS.typing, { roomId, typing: true })).result).toBe('ok');
    expect(await typing).toEqual({ roomId, userId: pairTutor.id, typing: true });

    const last = room.lastMessage.id;
    const read = next(s, SERVER_EVENTS.messageRead);
    expect((await ask(t, CLIENT_EVENTS.markRead, { roomId, messageId: last })).result).toBe('ok');
    expect(await read).toMatchObject({ roomId, userId: pairTutor.id, seq: 2 });
    const after = await server.call('GET', `/chat/list/rooms/${pairTutor.id}`, {
      token: pairTutor.token,
    });
    expect(after.body.list.find((r: { id: string }) => r.id === roomId)).toMatchObject({
      unread: 0,
      lastReadSeq: 2,
    });
  });
});

describe('text rules and who may write', () => {
  it('answers the text rules with their results and stores nothing', async () => {
    const roomId = await roomOf(student, tutor);
    const s = await open(student);
    const before = countMessages(roomId);
    const send = (text: string) =>
      ask(s, CLIENT_EVENTS.sendMessage, { id: crypto.randomUUID(), roomId, text });
    expect(await send('   ')).toMatchObject({
      result: 'empty-text',
      data: { code: 'short-message-text' },
    });
    expect(await send('<script>x</script>')).toMatchObject({
      result: 'unallowed',
      data: { code: 'invalid-message-html' },
    });
    expect(await send('a'.repeat(4001))).toMatchObject({
      result: 'unallowed',
      data: { code: 'long-message-text', message: 'الرسالة طويلة أوي (آخرها ٤٠٠٠ حرف).' },
    });
    expect(
      await ask(s, CLIENT_EVENTS.sendMessage, { id: 'bad id!', roomId, text: 'ok' }),
    ).toMatchObject({
      result: 'unallowed',
      data: { code: 'invalid-type' },
    });
    expect(await ask(s, CLIENT_EVENTS.sendMessage, { roomId })).toMatchObject({
      result: 'unallowed',
    });
    expect(
      await ask(s, CLIENT_EVENTS.sendMessage, {
        id: crypto.randomUUID(),
        roomId: 'nope',
        text: 'x',
      }),
    ).toMatchObject({
      result: 'room-not-found',
    });
    expect(countMessages(roomId)).toBe(before);

    const rest = await server.call('POST', '/chat/new', {
      token: student.token,
      body: { userId: tutor.id, message: '' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'short-message-text', message: 'الرسالة فاضية.' });
    // Nothing half-written: a refused first message leaves no room behind.
    const newTutor = await createUser(server, 'Tutor');
    const refused = await server.call('POST', '/chat/new', {
      token: student.token,
      body: { userId: newTutor.id, message: '<b>hi</b>' },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'invalid-message-html']);
    const none = await server.call(
      'GET',
      `/chat/room/by/members?members=${student.id},${newTutor.id}`,
      {
        token: student.token,
      },
    );
    expect([none.status, none.body.code]).toEqual([404, 'room-not-found']);
  });

  it('asks a student with an unverified e-mail to verify before writing', async () => {
    const unverified = await createUser(server, 'Student', { verifiedEmail: false });
    const res = await server.call('POST', '/chat/new', {
      token: unverified.token,
      body: { userId: tutor.id, message: 'hi' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'unverified-email',
      message: 'أكّد إيميلك الأول.',
    });
    // A tutor may open the room; the student still cannot write in it.
    const roomId = await roomOf(tutor, unverified);
    const s = await open(unverified);
    const ack = await ask(s, CLIENT_EVENTS.sendMessage, {
      id: crypto.randomUUID(),
      roomId,
      text: 'hi',
    });
    expect(ack).toMatchObject({ result: 'unallowed', data: { code: 'unverified-email' } });
  });

  it('refuses pairs that may not chat: student with student, tutor with tutor', async () => {
    const other = await createUser(server, 'Student');
    const res = await server.call('POST', '/chat/new', {
      token: student.token,
      body: { userId: other.id, message: 'hi' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('chat-not-allowed');
    const tutor2 = await createUser(server, 'Tutor');
    expect(
      (
        await server.call('POST', '/chat/new', {
          token: tutor.token,
          body: { userId: tutor2.id, message: 'hi' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/chat/new', {
          token: tutor.token,
          body: { userId: tutor.id, message: 'hi' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/chat/new', {
          token: tutor.token,
          body: { userId: 'nobody', message: 'hi' },
        })
      ).status,
    ).toBe(404);
  });
});
