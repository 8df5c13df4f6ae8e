import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  latestCode,
  startTestServer,
  type TestServer,
} from '../support/test-server.ts';
import { connect, until } from './socket-support.ts';

const TOKEN_LIFE_MS = 14 * 24 * 60 * 60_000;
const clock = new FixedClock(Date.parse('2026-11-20T10:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock });
});
afterAll(async () => {
  await server.stop();
});

describe('a live connection ends with its token', () => {
  it('disconnects a socket when its token expires', async () => {
    const student = await createUser(server, 'Student');
    clock.advance(TOKEN_LIFE_MS - 300);
    const socket = await connect(server, student.token);
    const kept = await connect(server, (await createUser(server, 'Student')).token);
    await until(() => socket.disconnected, 'the expired socket to be closed');
    expect(kept.connected).toBe(true);
    kept.close();
    clock.advance(-(TOKEN_LIFE_MS - 300));
  });

  it('disconnects every socket of a user whose password was reset, and only theirs', async () => {
    const student = await createUser(server, 'Student');
    const other = await createUser(server, 'Student');
    const phone = await connect(server, student.token);
    const laptop = await connect(server, student.token);
    const bystander = await connect(server, other.token);

    await server.call('POST', '/confirmation-code/password/send', {
      body: { email: student.email },
    });
    const code = await latestCode(server, student.email);
    const reset = await server.call('POST', '/confirmation-code/password/confirm', {
      body: { email: student.email, code, password: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(reset.status).toBe(200);

    await until(() => phone.disconnected && laptop.disconnected, 'both sockets to be closed');
    expect(bystander.connected).toBe(true);
    // The new token connects again.
    const again = await connect(server, reset.body.token);
    expect(again.connected).toBe(true);
    for (const s of [again, bystander]) s.close();
  });
});
