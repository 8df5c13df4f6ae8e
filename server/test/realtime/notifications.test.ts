import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type ServerStats } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { ask, connect, next, record, settle } from './socket-support.ts';

let server: TestServer;
let student: TestUser;
let tutor: TestUser;
let admin: TestUser;
const sockets: Socket[] = [];

async function open(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  [student, tutor, admin] = await Promise.all([
    createUser(server, 'Student'),
    createUser(server, 'Tutor'),
    createUser(server, 'RegularAdmin'),
  ]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

describe('channels', () => {
  it('lets anyone signed in follow the tutors cache, and only admins the admin channels', async () => {
    const s = await open(student);
    const a = await open(admin);
    expect(await ask(s, CLIENT_EVENTS.joinChannel, { channel: 'tutors-cache' })).toEqual({
      result: 'ok',
      data: { channel: 'tutors-cache' },
    });
    for (const channel of ['admin-invoices', 'server-stats'])
      expect(await ask(s, CLIENT_EVENTS.joinChannel, { channel })).toMatchObject({
        result: 'unallowed',
        data: { code: 'forbidden' },
      });
    expect(await ask(s, CLIENT_EVENTS.joinChannel, { channel: 'everything' })).toMatchObject({
      result: 'unallowed',
    });
    expect((await ask(a, CLIENT_EVENTS.joinChannel, { channel: 'admin-invoices' })).result).toBe(
      'ok',
    );
  });

  it('sends server stats to admins who follow them, at once and then every few seconds', async () => {
    const a = await open(admin);
    const first = next<ServerStats>(a, SERVER_EVENTS.serverStats);
    expect((await ask(a, CLIENT_EVENTS.joinChannel, { channel: 'server-stats' })).result).toBe(
      'ok',
    );
    const stats = await first;
    expect(stats.connections).toBeGreaterThanOrEqual(1);
    expect(stats.rssBytes).toBeGreaterThan(0);
    expect(stats.heapUsedBytes).toBeGreaterThan(0);
    expect(stats.eventLoopDelayMs).toEqual({
      p50: expect.any(Number),
      p99: expect.any(Number),
      max: expect.any(Number),
    });
    expect(stats.requestsPerSecond).toEqual(expect.any(Number));
  });
});

describe('domain events', () => {
  it('go to the users they concern and to the channels that follow them', async () => {
    const s = await open(student);
    const t = await open(tutor);
    const a = await open(admin);
    const other = await open(await createUser(server, 'Student'));
    await ask(other, CLIENT_EVENTS.joinChannel, { channel: 'tutors-cache' });
    await ask(a, CLIENT_EVENTS.joinChannel, { channel: 'admin-invoices' });
    await settle(s, t, a, other);
    const seen = (socket: Socket) => {
      const all: string[] = [];
      socket.onAny((event: string) => all.push(event));
      return all;
    };
    const [bySt, byTu, byAd, byOther] = [seen(s), seen(t), seen(a), seen(other)];
    const booked = record(s, SERVER_EVENTS.lessonBooked);

    const bus = server.deps.bus;
    const lesson = { lessonId: 'lesson-1', tutorId: tutor.id, studentId: student.id };
    bus.publish('lesson-booked', lesson);
    bus.publish('lesson-rebooked', lesson);
    bus.publish('lesson-canceled', { ...lesson, canceledBy: 'tutor' });
    bus.publish('tutors-cache-updated', { tutorIds: [tutor.id] });
    bus.publish('tutor-updated', { tutorId: tutor.id });
    bus.publish('invoice-updated', { invoiceId: 'inv-1', userId: tutor.id });
    bus.publish('invoice-deleted', { invoiceId: 'inv-1', userId: tutor.id });
    bus.publish('transaction-status-update', {
      transactionId: 'tx-1',
      userId: student.id,
      status: 'Paid',
    });
    await settle(s, t, a, other);

    const E = SERVER_EVENTS;
    expect(bySt).toEqual([
      E.lessonBooked,
      E.lessonRebooked,
      E.lessonCanceled,
      E.transactionStatusUpdate,
    ]);
    expect(byTu).toEqual([
      E.lessonBooked,
      E.lessonRebooked,
      E.lessonCanceled,
      E.tutorUpdated,
      E.invoiceUpdated,
      E.invoiceDeleted,
    ]);
    expect(byAd).toEqual([E.invoiceUpdated, E.invoiceDeleted]);
    expect(byOther).toEqual([E.tutorsCacheUpdated, E.tutorUpdated]);
    // A lesson that is not there (any more) is announced with its ids only.
    expect(booked).toEqual([{ ...lesson, lesson: null }]);
  });
});
