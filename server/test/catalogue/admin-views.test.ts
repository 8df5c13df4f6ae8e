import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { listedTutor } from './helpers.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
let server: TestServer;
let admin: TestUser;
let studio: TestUser;
let tutor: TestUser;
let quiet: TestUser;
let managers: TestUser[];

const get = (path: string, token = admin.token) => server.call('GET', path, { token });
const emails = (body: { list: { email: string }[] }) => body.list.map((u) => u.email);

beforeAll(async () => {
  server = await startTestServer({ clock: new FixedClock(NOW), rateLimit: false });
  admin = await createUser(server, 'RegularAdmin', { name: 'Admin Person' });
  studio = await createUser(server, 'Studio', { name: 'Studio Hana' });
  tutor = await listedTutor(server, { name: 'أحمد حسن' });
  quiet = await createUser(server, 'Tutor', { name: 'سمير فؤاد', verifiedEmail: false });
  server.deps.users.upsertTutor(tutor.id, { contacted: true }, NOW);
  managers = [
    await createUser(server, 'TutorManager', { name: 'Nour Active' }),
    await createUser(server, 'TutorManager', { name: 'Omar Inactive', activated: false }),
  ];
  server.deps.users.update(quiet.id, { createdAt: NOW - 10 * 86_400_000 });
});
afterAll(() => server.stop());

describe('GET /user/list', () => {
  it('pages every user, newest first, without password data', async () => {
    const res = await get('/user/list?size=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(res.body.list).toHaveLength(2);
    expect(res.body.list[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name or e-mail (case-insensitive, % is literal) and filters role, verified, dates', async () => {
    expect(emails((await get('/user/list?search=HANA')).body)).toEqual([studio.email]);
    expect(emails((await get(`/user/list?search=${encodeURIComponent('سمير')}`)).body)).toEqual([
      quiet.email,
    ]);
    expect((await get('/user/list?search=%25')).body.total).toBe(0);
    expect((await get('/user/list?role=TutorManager')).body.total).toBe(2);
    expect(emails((await get('/user/list?verified=false')).body)).toEqual([quiet.email]);
    const to = encodeURIComponent(new Date(NOW - 86_400_000).toISOString());
    expect(emails((await get(`/user/list?createdTo=${to}`)).body)).toEqual([quiet.email]);
    const from = encodeURIComponent(new Date(NOW).toISOString());
    expect((await get(`/user/list?createdFrom=${from}`)).body.total).toBe(5);
  });

  it('refuses bad filters', async () => {
    for (const [query, code] of [
      ['?role=King', 'invalid-role'],
      ['?verified=yes', 'invalid-type'],
      ['?createdFrom=yesterday', 'invalid-date'],
      ['?page=0', 'invalid-type'],
    ] as const) {
      const res = await get(`/user/list${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
    }
  });
});

describe('staff views', () => {
  it('offers only active tutor managers as interviewers', async () => {
    const res = await get('/user/interviewer/select');
    expect(res.body).toEqual({
      list: [{ id: managers[0]!.id, name: 'Nour Active', email: managers[0]!.email, image: null }],
      total: 1,
    });
  });

  it('shows studio staff a tutor, and every tutor', async () => {
    const one = await get(`/user/tutor/${tutor.id}/for/studio`, studio.token);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: tutor.id,
      name: 'أحمد حسن',
      onboarded: true,
      contacted: true,
    });
    const all = await get('/user/tutor/all/for/studio', studio.token);
    expect(all.body.total).toBe(2);
    const notTutor = await get(`/user/tutor/${studio.id}/for/studio`, studio.token);
    expect(notTutor.status).toBe(404);
    expect(notTutor.body.code).toBe('tutor-not-found');
  });

  it('lists tutors nobody has contacted, and studio staff', async () => {
    const uncontacted = await get('/user/tutor/list/uncontacted');
    expect(uncontacted.body.list.map((t: { id: string }) => t.id)).toEqual([quiet.id]);
    expect(emails((await get('/user/studio/list')).body)).toEqual([studio.email]);
  });

  it('an admin marks a tutor contacted (PUT /user/{id}, audited); the tutor leaves the list', async () => {
    // Not the tutor himself, nor the studio: the flag is the team's.
    for (const token of [quiet.token, studio.token]) {
      const refused = await server.call('PUT', `/user/${quiet.id}`, {
        token,
        body: { contacted: true },
      });
      expect(refused.status).toBe(403);
    }
    expect((await get('/user/tutor/list/uncontacted')).body.total).toBe(1);
    const boss = await createUser(server, 'SuperAdmin');
    const audited = async () =>
      (await get(`/audit-log?${new URLSearchParams({ action: 'PUT /user/{id}' })}`, boss.token))
        .body.total as number;
    const before = await audited();
    const marked = await server.call('PUT', `/user/${quiet.id}`, {
      token: admin.token,
      body: { contacted: true },
    });
    expect(marked.status).toBe(200);
    const after = await get('/user/tutor/list/uncontacted');
    expect(after.body).toMatchObject({ list: [], total: 0 });
    expect((await get(`/user/tutor/${quiet.id}/for/studio`)).body.contacted).toBe(true);
    expect(await audited()).toBe(before + 1);
    // The row says what changed: contacted, false before and true after.
    const row = (
      await get(`/audit-log?${new URLSearchParams({ action: 'PUT /user/{id}' })}`, boss.token)
    ).body.list[0];
    expect([row.before.contacted, row.after.contacted]).toEqual([false, true]);
    // A mistaken mark is taken back the same way, audited too: the tutor is listed again.
    const unmarked = await server.call('PUT', `/user/${quiet.id}`, {
      token: admin.token,
      body: { contacted: false },
    });
    expect(unmarked.status).toBe(200);
    expect((await get('/user/tutor/list/uncontacted')).body.total).toBe(1);
    expect(await audited()).toBe(before + 2);
    await server.call('PUT', `/user/${quiet.id}`, {
      token: admin.token,
      body: { contacted: true },
    });
    // A student has no tutor profile to mark.
    const student = await createUser(server, 'Student');
    const notTutor = await server.call('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { contacted: true },
    });
    expect(notTutor.status).toBe(400);
  });
});
