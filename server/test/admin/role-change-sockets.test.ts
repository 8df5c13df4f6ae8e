import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@kalam/shared';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { ask, connect, record, settle, until } from '../realtime/socket-support.ts';

// A socket learns its caller once, at the handshake. An admin whose role is taken away must not
// keep the admin channels (withdrawal updates, server figures) on a connection opened before.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
});
afterAll(() => server.stop());

describe('a role change on an open connection', () => {
  it('ends the live connections of that user only; back, they follow only what the new role may', async () => {
    const boss = await createUser(server, 'SuperAdmin');
    const former = await createUser(server, 'RegularAdmin');
    const colleague = await createUser(server, 'RegularAdmin');
    const socket = await connect(server, former.token);
    const bystander = await connect(server, colleague.token);
    for (const s of [socket, bystander])
      expect((await ask(s, CLIENT_EVENTS.joinChannel, { channel: 'admin-invoices' })).result).toBe(
        'ok',
      );
    const closed: string[] = [];
    socket.on('disconnect', (reason) => closed.push(reason));
    const leaked = record(socket, SERVER_EVENTS.invoiceUpdated);

    const res = await server.call('PUT', `/user/${former.id}`, {
      token: boss.token,
      body: { role: 'Student' },
    });
    expect([res.status, res.body.role]).toEqual([200, 'Student']);
    await until(() => socket.disconnected, 'the demoted admin’s socket to close');
    expect(closed).toEqual(['io server disconnect']);

    const heard = record(bystander, SERVER_EVENTS.invoiceUpdated);
    server.deps.bus.publish('invoice-updated', { invoiceId: 'inv-1', userId: 'someone' });
    await settle(bystander);
    expect(heard).toHaveLength(1);
    expect(leaked).toEqual([]);

    // The token is still good (a role change is no sign-out), but the new connection is a student's.
    const again = await connect(server, former.token);
    for (const channel of ['admin-invoices', 'server-stats'])
      expect(await ask(again, CLIENT_EVENTS.joinChannel, { channel })).toMatchObject({
        result: 'unallowed',
        data: { code: 'forbidden' },
      });
    expect(bystander.connected).toBe(true);
    for (const s of [again, bystander]) s.close();
  });

  it('an edit that keeps the role drops nothing', async () => {
    const boss = await createUser(server, 'SuperAdmin');
    const staff = await createUser(server, 'RegularAdmin');
    const socket = await connect(server, staff.token);
    const res = await server.call('PUT', `/user/${staff.id}`, {
      token: boss.token,
      body: { role: 'RegularAdmin', name: 'Renamed Admin' },
    });
    expect(res.status).toBe(200);
    await settle(socket);
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
