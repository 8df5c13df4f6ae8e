import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { addLesson, addRating, addSlot, listedTutor } from '../catalogue/helpers.ts';

// Sunday 22 November 2026, 10:00 UTC = 12:00 in Cairo.
const NOW = Date.parse('2026-11-22T10:00:00.000Z');
let server: TestServer;
let admin: TestUser;
let student: TestUser;
let ahmed: TestUser;
let mona: TestUser;
let karim: TestUser;
let topicId: string;

const list = async (query = '') =>
  (await server.call('GET', `/user/tutor/list/onboarded${query}`)).body;

beforeAll(async () => {
  server = await startTestServer({ clock: new FixedClock(NOW), rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  student = await createUser(server, 'Student');
  ahmed = await listedTutor(server, { name: 'أحمد حسن', gender: 'male' });
  mona = await listedTutor(server, { name: 'مُنى عبد الله', gender: 'female' });
  karim = await listedTutor(server, { name: 'كريم السيد', gender: 'male', timeZone: 'UTC' });
  // Joined on three different days, oldest first.
  [ahmed, mona, karim].forEach((t, i) =>
    server.deps.users.update(t.id, { createdAt: NOW - (3 - i) * 86_400_000 }),
  );
  // Not listed: not onboarded, unverified phone, not activated.
  await createUser(server, 'Tutor', { name: 'غير مكتمل' });
  const unverified = await createUser(server, 'Tutor', { verifiedPhone: false });
  server.deps.users.update(unverified.id, { activated: true });
  server.deps.users.upsertTutor(unverified.id, { onboarded: true }, NOW);

  const topic = await server.call('POST', '/topic', {
    token: admin.token,
    body: { nameAr: 'المحادثة', nameEn: 'Conversation' },
  });
  topicId = topic.body.id;
  addRating(server, student.id, ahmed.id, 5);
  addRating(server, (await createUser(server, 'Student')).id, ahmed.id, 4);
  addRating(server, student.id, mona.id, 3);
  addLesson(server, karim.id, student.id, NOW - 7 * 86_400_000, 'fulfilled');
  addLesson(server, karim.id, student.id, NOW - 6 * 86_400_000, 'fulfilled');
  server.deps.tutorsCache.invalidate();
});
afterAll(() => server.stop());

describe('GET /user/tutor/list/onboarded', () => {
  it('lists only activated, onboarded, verified tutors, anonymously, best rated first', async () => {
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.list.map((t: { id: string }) => t.id)).toEqual([ahmed.id, mona.id, karim.id]);
    expect(body.list[0]).toMatchObject({
      name: 'أحمد حسن',
      rating: { average: 4.5, count: 2 },
      lessons: 0,
      topics: [],
    });
    expect(body.list[0]).not.toHaveProperty('email');
    expect(body.list[0]).not.toHaveProperty('phone');
  });

  it('pages with page and size', async () => {
    const body = await list('?page=2&size=2');
    expect(body.total).toBe(3);
    expect(body.list.map((t: { id: string }) => t.id)).toEqual([karim.id]);
  });

  it('filters by gender, minimum rating and name (Arabic folded, partial)', async () => {
    expect((await list('?gender=female')).list.map((t: { id: string }) => t.id)).toEqual([mona.id]);
    expect((await list('?rating=4')).total).toBe(1);
    // "منى" without the damma finds "مُنى"; "احمد" finds "أحمد".
    expect((await list(`?name=${encodeURIComponent('منى')}`)).list[0].id).toBe(mona.id);
    expect((await list(`?name=${encodeURIComponent('احمد')}`)).list[0].id).toBe(ahmed.id);
    expect((await list('?name=zzz')).total).toBe(0);
  });

  it('sorts by lessons taught and by newest, both directions', async () => {
    expect((await list('?sort=lessons')).list[0]).toMatchObject({ id: karim.id, lessons: 2 });
    expect((await list('?sort=newest&direction=asc')).list[0].id).toBe(ahmed.id);
    expect((await list('?sort=newest')).list[0].id).toBe(karim.id);
  });

  it('filters by topic, and follows a tutor topic change at once', async () => {
    expect((await list(`?topic=${topicId}`)).total).toBe(0);
    const res = await server.call('PATCH', '/topic/of/user', {
      token: mona.token,
      body: { topicIds: [topicId] },
    });
    expect(res.status).toBe(200);
    const body = await list(`?topic=${topicId}`);
    expect(body.list.map((t: { id: string }) => t.id)).toEqual([mona.id]);
    expect(body.list[0].topics).toEqual([
      { id: topicId, nameAr: 'المحادثة', nameEn: 'Conversation' },
    ]);
  });

  it('filters by freeAt: inside a slot in the tutor zone and not in a lesson', async () => {
    // Sunday 12:00–14:00 Cairo for Ahmed; Sunday 10:00–11:00 UTC for Karim.
    addSlot(server, ahmed.id, { weekday: 0, start: 12 * 60, end: 14 * 60 });
    addSlot(server, karim.id, { weekday: 0, start: 10 * 60, end: 11 * 60 });
    // As the availability area does: each changed tutor is named (the directory updates only them).
    server.deps.bus.publish('tutor-updated', { tutorId: ahmed.id });
    server.deps.bus.publish('tutor-updated', { tutorId: karim.id });
    const at = (iso: string) => list(`?freeAt=${encodeURIComponent(iso)}`);
    const ids = (body: { list: { id: string }[] }) => body.list.map((t) => t.id).sort();
    expect(ids(await at('2026-11-22T10:30:00.000Z'))).toEqual([ahmed.id, karim.id].sort());
    expect(ids(await at('2026-11-22T11:30:00.000Z'))).toEqual([ahmed.id]);
    expect(ids(await at('2026-11-23T10:30:00.000Z'))).toEqual([]);
    // A booked lesson makes Ahmed busy from its start for 30 minutes.
    const lessonId = addLesson(
      server,
      ahmed.id,
      student.id,
      Date.parse('2026-11-22T10:30:00.000Z'),
    );
    server.deps.bus.publish('lesson-booked', {
      lessonId,
      tutorId: ahmed.id,
      studentId: student.id,
    });
    expect(ids(await at('2026-11-22T10:45:00.000Z'))).toEqual([karim.id]);
    expect(ids(await at('2026-11-22T11:00:00.000Z'))).toEqual([ahmed.id]);
  });

  it('answers from the cache until an event or a flush says it changed', async () => {
    const before = (await list()).list.find((t: { id: string }) => t.id === mona.id);
    addRating(server, admin.id, mona.id, 5);
    // Written behind the directory's back: still the cached answer.
    expect((await list()).list.find((t: { id: string }) => t.id === mona.id).rating).toEqual(
      before.rating,
    );
    expect((await server.call('DELETE', '/cache/flush', { token: admin.token })).status).toBe(200);
    expect((await list()).list.find((t: { id: string }) => t.id === mona.id).rating).toEqual({
      average: 4,
      count: 2,
    });
  });

  it('follows a profile edit through the users area events', async () => {
    const res = await server.call('PUT', `/user/${karim.id}`, {
      token: karim.token,
      body: { name: 'كريم السيد علي' },
    });
    expect(res.status).toBe(200);
    expect((await list(`?name=${encodeURIComponent('علي')}`)).list[0].id).toBe(karim.id);
  });

  it('refuses bad filters with 400', async () => {
    for (const [query, code] of [
      ['?gender=other', 'invalid-gender'],
      ['?rating=6', 'rating-value-out-of-range'],
      ['?freeAt=tomorrow', 'invalid-date'],
      ['?sort=price', 'invalid-type'],
      ['?size=500', 'invalid-type'],
    ] as const) {
      const res = await server.call('GET', `/user/tutor/list/onboarded${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
    }
  });
});

describe('GET /user/tutor/info/{id}', () => {
  it('shows a listed tutor profile to anyone', async () => {
    const res = await server.call('GET', `/user/tutor/info/${ahmed.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ahmed.id, name: 'أحمد حسن', about: null, bio: 'نبذة' });
    expect(res.body.rating.count).toBe(2);
  });

  it('answers tutor-not-found for anyone not listed', async () => {
    for (const id of [student.id, 'nobody']) {
      const res = await server.call('GET', `/user/tutor/info/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'tutor-not-found', message: 'المدرّس ده مش موجود.' });
    }
  });
});
