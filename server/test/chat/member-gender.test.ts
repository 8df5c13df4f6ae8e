import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

/*
 * Decision 230: a room's members carry their own gender (null when they never gave it), in
 * every REST answer that lists them and in the replicated chat-rooms document, so the chat can
 * say «منى بتكتب…» instead of «منى بيكتب…».
 */
let server: TestServer;
let sara: TestUser;
let mona: TestUser;
let nameless: TestUser;
let roomWithMona: string;
let roomWithNameless: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  sara = await createUser(server, 'Student', { name: 'سارة محمود' });
  mona = await createUser(server, 'Tutor', { name: 'منى عبد الله' });
  nameless = await createUser(server, 'Tutor', { name: 'مدرّس من غير نوع' });
  server.deps.users.update(sara.id, { gender: 'female' });
  server.deps.users.update(mona.id, { gender: 'female' });
  const open = async (with_: TestUser) => {
    const res = await server.call('POST', '/chat/new', {
      token: sara.token,
      body: { userId: with_.id, message: 'أهلًا' },
    });
    expect(res.status).toBe(201);
    return res.body as { room: { id: string; members: { id: string; gender: unknown }[] } };
  };
  const first = await open(mona);
  roomWithMona = first.room.id;
  roomWithNameless = (await open(nameless)).room.id;
  expect(genders(first.room.members)).toEqual({ [sara.id]: 'female', [mona.id]: 'female' });
});
afterAll(() => server.stop());

const genders = (members: { id: string; gender: unknown }[]) =>
  Object.fromEntries(members.map((m) => [m.id, m.gender]));

describe('room members carry their gender (decision 230)', () => {
  it('in the rooms list and the members list over REST; unknown is null', async () => {
    const list = await server.call('GET', `/chat/list/rooms/${sara.id}?size=50`, {
      token: sara.token,
    });
    expect(list.status).toBe(200);
    const rooms = list.body.list as { id: string; members: { id: string; gender: unknown }[] }[];
    const byId = new Map(rooms.map((r) => [r.id, genders(r.members)]));
    expect(byId.get(roomWithMona)).toEqual({ [sara.id]: 'female', [mona.id]: 'female' });
    expect(byId.get(roomWithNameless)).toEqual({ [sara.id]: 'female', [nameless.id]: null });

    const members = await server.call('GET', `/chat/room/members/${roomWithMona}`, {
      token: mona.token,
    });
    expect(members.status).toBe(200);
    expect(genders(members.body)).toEqual({ [sara.id]: 'female', [mona.id]: 'female' });
  });

  it('in the replicated chat-rooms documents a pull brings', async () => {
    const res = await server.call(
      'GET',
      `/sync/${SYNC_PROTOCOL_VERSION}/chat-rooms/pull?batchSize=100`,
      { token: nameless.token },
    );
    expect(res.status).toBe(200);
    const docs = res.body.documents as { id: string; members: { id: string; gender: unknown }[] }[];
    expect(docs.map((d) => d.id)).toEqual([roomWithNameless]);
    expect(docs[0]!.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sara.id, name: 'سارة محمود', gender: 'female' }),
        expect.objectContaining({ id: nameless.id, gender: null }),
      ]),
    );

    const saras = await server.call(
      'GET',
      `/sync/${SYNC_PROTOCOL_VERSION}/chat-rooms/pull?batchSize=100`,
      { token: sara.token },
    );
    const withMona = (saras.body.documents as { id: string; members: never[] }[]).find(
      (d) => d.id === roomWithMona,
    );
    expect(genders(withMona!.members)).toEqual({ [sara.id]: 'female', [mona.id]: 'female' });
  });
});
