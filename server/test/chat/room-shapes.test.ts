import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatRepository } from '../../src/modules/chat/chat.repository.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let x: TestUser;
let y: TestUser;
let z: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  x = await createUser(server, 'Student');
  y = await createUser(server, 'Tutor');
  z = await createUser(server, 'Tutor');
});
afterAll(() => server.stop());

const stamp = () => Date.now();

describe('rooms kept in memory (decision 216)', () => {
  it('answers membership and members from what it read once', () => {
    const chat = new ChatRepository(server.deps.db);
    const room = chat.createRoom(
      { kind: 'General', refId: null, pairKey: `${x.id}|${y.id}|kept`, memberIds: [x.id, y.id] },
      Date.now(),
      stamp,
    );
    expect(chat.isMember(room.id, x.id)).toBe(true);
    expect(chat.isMember(room.id, y.id)).toBe(true);
    expect(chat.isMember(room.id, z.id)).toBe(false);
    expect(chat.memberIds(room.id).sort()).toEqual([x.id, y.id].sort());
    expect(chat.isMember('no-such-room', x.id)).toBe(false);
    expect(chat.room('no-such-room')).toBeUndefined();
  });

  it('keeps nothing read inside a transaction that is rolled back', () => {
    const chat = new ChatRepository(server.deps.db);
    let made = '';
    expect(() =>
      server.deps.db.transaction(() => {
        made = chat.createRoom(
          {
            kind: 'General',
            refId: null,
            pairKey: `${x.id}|${z.id}|undone`,
            memberIds: [x.id, z.id],
          },
          Date.now(),
          stamp,
        ).id;
        expect(chat.isMember(made, x.id)).toBe(true);
        throw new Error('undo');
      }),
    ).toThrow('undo');
    // The room was never committed: neither it nor its members may be answered from memory.
    expect(chat.room(made)).toBeUndefined();
    expect(chat.isMember(made, x.id)).toBe(false);
    expect(chat.memberIds(made)).toEqual([]);
  });

  it('the send path still refuses someone outside the room, and takes a member', async () => {
    const opened = await server.call('POST', '/chat/new', {
      token: x.token,
      body: { userId: y.id, message: 'أهلاً' },
    });
    expect(opened.status).toBe(201);
    const roomId = opened.body.room.id as string;
    const send = (who: TestUser) =>
      server.deps.chatService.sendMessage(
        { id: who.id, role: who.role },
        { id: crypto.randomUUID(), roomId, text: 'رسالة' },
      );
    await expect(send(z)).rejects.toMatchObject({ code: 'not-room-member' });
    await expect(send(y)).resolves.toMatchObject({ roomId, senderId: y.id });
  });
});
