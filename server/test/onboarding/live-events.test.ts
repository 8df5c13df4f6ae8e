import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS, type OnboardingEventPayload } from '@kalam/shared';
import { introVideos } from '../../src/db/schema/index.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import { newId } from '../../src/kernel/ids.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { connect, record, settle, until } from '../realtime/socket-support.ts';
import {
  approveIntroVideo,
  attended,
  insertDemoSession,
  insertInterview,
  keepHours,
} from './fixtures.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const START = NOW + DAY + 5 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
const EVENT = SERVER_EVENTS.onboardingChanged;

let server: TestServer;
let manager: TestUser;
let otherManager: TestUser;
let studio: TestUser;
let stranger: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  manager = await createUser(server, 'TutorManager', { name: 'منى' });
  otherManager = await createUser(server, 'TutorManager', { name: 'هدى' });
  studio = await createUser(server, 'Studio', { name: 'استوديو كلام' });
  stranger = await createUser(server, 'Tutor', { name: 'غريب' });
  await keepHours(server, manager);
});
beforeEach(() => clock.set(NOW));
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

/** A real socket.io client of `user`, recording every `onboarding:changed` it hears. */
async function listen(user: TestUser) {
  const socket = await connect(server, user.token);
  sockets.push(socket);
  return { socket, heard: record<OnboardingEventPayload>(socket, EVENT) };
}

async function applicant() {
  const user = await createUser(server, 'Tutor', { name: 'متقدمة' });
  approveIntroVideo(server, user.id);
  return user;
}

describe('onboarding:changed reaches the tutor and the staff of the step (decision 186)', () => {
  it('an interview booked and decided: the applicant gets their progress, the manager the interview with the note', async () => {
    const tutor = await applicant();
    const [t, m, s] = await Promise.all([listen(tutor), listen(manager), listen(stranger)]);
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(START) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await until(() => t.heard.length === 1 && m.heard.length === 1, 'the booking event');
    expect(t.heard[0]).toMatchObject({
      tutorId: tutor.id,
      step: 'interview',
      id: booked.body.id,
      interview: { id: booked.body.id, status: 'Pending', note: null },
      demoSession: null,
    });
    expect(t.heard[0]!.progress!.steps[1]).toMatchObject({
      step: 'interview',
      state: 'booked',
      at: iso(START),
    });
    expect(m.heard[0]!.interview).toEqual(booked.body);

    clock.set(START + 10 * MIN);
    const decided = await server.call('PATCH', '/interview', {
      token: manager.token,
      body: {
        id: booked.body.id,
        status: 'Passed',
        feedback: 'محادثة ممتازة',
        level: 8,
        note: 'Internal only',
      },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await until(() => t.heard.length === 2 && m.heard.length === 2, 'the decision event');
    expect(t.heard[1]!.progress!.steps[1]).toMatchObject({ state: 'passed' });
    expect(t.heard[1]!.progress!.steps[2]).toMatchObject({ state: 'todo' });
    // The applicant never reads the tutor managers' note, live or not.
    expect(t.heard[1]!.interview).toMatchObject({ status: 'Passed', note: null });
    expect(m.heard[1]!.interview).toMatchObject({ status: 'Passed', note: 'Internal only' });
    await settle(s.socket);
    expect(s.heard).toEqual([]);
  });

  it('an intro video reviewed: the tutor sees approval and every tutor manager’s queue changes', async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'صاحبة فيديو' });
    const id = newId();
    server.deps.db
      .insert(introVideos)
      .values({
        id,
        tutorId: tutor.id,
        video: `/api/v1/assets/uploads/${id}.webm`,
        contentType: 'video/webm',
        durationMs: 60_000,
        status: 'Pending',
        createdAt: NOW,
        updatedAt: NOW,
      })
      .run();
    const [t, m, other, s] = await Promise.all([
      listen(tutor),
      listen(manager),
      listen(otherManager),
      listen(stranger),
    ]);
    const res = await server.call('PUT', `/intro-video/${id}`, {
      token: manager.token,
      body: { status: 'Rejected', reason: 'الصوت مش واضح' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await until(
      () => t.heard.length === 1 && m.heard.length === 1 && other.heard.length === 1,
      'the review event',
    );
    expect(t.heard[0]).toMatchObject({ step: 'intro-video', id, tutorId: tutor.id });
    expect(t.heard[0]!.progress!.steps[0]).toMatchObject({
      state: 'refused',
      reason: 'الصوت مش واضح',
    });
    expect(other.heard[0]).toMatchObject({ step: 'intro-video', id });
    await settle(s.socket);
    expect(s.heard).toEqual([]);
  });

  it('a demo session decided and a photo session scheduled reach the tutor, the manager and the studio', async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'مدرسة' });
    approveIntroVideo(server, tutor.id);
    const demoId = insertDemoSession(server, {
      tutorId: tutor.id,
      tutorManagerId: manager.id,
      start: NOW - 10 * MIN,
    });
    attended(server, `demo-session:${demoId}`, tutor.id, NOW - 10 * MIN);
    const [t, m, st] = await Promise.all([listen(tutor), listen(manager), listen(studio)]);
    const passed = await server.call('PATCH', '/demo-session', {
      token: manager.token,
      body: { id: demoId, status: 'Passed' },
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    await until(() => t.heard.length === 1 && m.heard.length === 1, 'the demo event');
    expect(m.heard[0]).toMatchObject({
      step: 'demo-session',
      demoSession: { id: demoId, status: 'Passed' },
    });
    expect(t.heard[0]!.progress!.steps[2]).toMatchObject({ state: 'passed' });

    const photo = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(START) },
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    await until(() => t.heard.length === 2 && st.heard.length === 1, 'the photo-session event');
    expect(t.heard[1]!.progress!.steps[3]).toMatchObject({ state: 'booked', at: iso(START) });
    expect(st.heard[0]).toMatchObject({ step: 'photo-session', id: photo.body.id });
  });

  it('a demo session booked by the tutor reaches the manager who will run it', async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'مدرسة تانية' });
    approveIntroVideo(server, tutor.id);
    insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: manager.id,
      start: NOW - 30 * DAY,
      status: 'Passed',
    });
    const m = await listen(manager);
    const booked = await server.call('POST', '/demo-session', {
      token: tutor.token,
      body: { tutorId: tutor.id, start: iso(START + 2 * DAY) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await until(() => m.heard.some((e) => e.id === booked.body.id), 'the demo booking event');
    expect(m.heard.find((e) => e.id === booked.body.id)!.demoSession).toEqual(booked.body);
  });
});
