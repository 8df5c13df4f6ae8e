import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_EVENTS } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { SEND_LIMIT } from '../../src/modules/chat/chat.socket.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { ask, connect } from '../realtime/socket-support.ts';

const clock = new FixedClock(Date.parse('2026-11-20T10:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

it('refuses a flood of sends from one user, and lets them write again after the window', async () => {
  const student = await createUser(server, 'Student');
  const tutor = await createUser(server, 'Tutor');
  const open = await server.call('POST', '/chat/new', {
    token: student.token,
    body: { userId: tutor.id, message: 'hi' },
  });
  const roomId = open.body.room.id;
  const socket = await connect(server, student.token);
  const send = () =>
    ask(socket, CLIENT_EVENTS.sendMessage, { id: crypto.randomUUID(), roomId, text: 'x' });
  const results = [];
  for (let i = 0; i < SEND_LIMIT.count + 1; i++) results.push((await send()).result);
  expect(results.filter((r) => r === 'ok')).toHaveLength(SEND_LIMIT.count);
  const refused = await send();
  expect(refused).toMatchObject({ result: 'unallowed', data: { code: 'too-many-requests' } });
  clock.advance(SEND_LIMIT.windowMs);
  expect((await send()).result).toBe('ok');
  socket.close();
});
