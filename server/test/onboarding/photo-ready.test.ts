import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { insertDemoSession } from './fixtures.ts';

let server: TestServer;
let studio: TestUser;
let manager: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  studio = await createUser(server, 'Studio');
  manager = await createUser(server, 'TutorManager');
});
afterAll(() => server.stop());

const list = async () =>
  (await server.call('GET', '/user/tutor/all/for/studio', { token: studio.token })).body.list as {
    name: string;
    readyForPhoto?: boolean;
  }[];

describe('the studio sees who waits for a photo session', () => {
  it('marks, and lists first, a tutor who passed the demo session and has no shoot yet', async () => {
    const ready = await createUser(server, 'Tutor', { name: 'ليلى جاهزة', activated: false });
    await createUser(server, 'Tutor', { name: 'عمر لسه', activated: false });
    const demoPending = await createUser(server, 'Tutor', { name: 'هدى مستنية', activated: false });
    const now = server.deps.clock.now();
    insertDemoSession(server, {
      tutorId: ready.id,
      tutorManagerId: manager.id,
      start: now - 3_600_000,
      status: 'Passed',
    });
    insertDemoSession(server, {
      tutorId: demoPending.id,
      tutorManagerId: manager.id,
      start: now + 3_600_000,
    });
    const before = await list();
    expect(before[0]).toMatchObject({ name: 'ليلى جاهزة', readyForPhoto: true });
    expect(before.filter((t) => t.readyForPhoto).map((t) => t.name)).toEqual(['ليلى جاهزة']);

    // Once the shoot is booked she is no longer waiting.
    const booked = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: {
        tutorId: ready.id,
        start: new Date(Math.ceil((now + 86_400_000) / 1_800_000) * 1_800_000).toISOString(),
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await list()).some((t) => t.readyForPhoto)).toBe(false);
  });
});
