import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { addLesson, listedTutor } from '../catalogue/helpers.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const clock = new FixedClock(NOW);
let server: TestServer;
let tutor: TestUser;
let student: TestUser;
let classmate: TestUser;
let admin: TestUser;
let lessonId: string;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  tutor = await listedTutor(server, { name: 'كريم سامي' });
  student = await createUser(server, 'Student', { name: 'Salma Adel' });
  classmate = await createUser(server, 'Student');
  admin = await createUser(server, 'RegularAdmin');
  lessonId = addLesson(server, tutor.id, student.id, NOW - 86_400_000, 'fulfilled');
  addLesson(server, tutor.id, classmate.id, NOW - 2 * 86_400_000, 'fulfilled');
});
afterAll(() => server.stop());

const profile = async () => (await server.call('GET', `/user/tutor/info/${tutor.id}`)).body;
const rate = (who: TestUser, body: Record<string, unknown>) =>
  server.call('POST', '/rating/', { token: who.token, body: { tutorId: tutor.id, ...body } });

describe('ratings', () => {
  let ratingId: string;

  it('a student rates a tutor after a fulfilled lesson; the directory shows the new average', async () => {
    expect((await profile()).rating).toEqual({ average: 0, count: 0 });
    const res = await rate(student, { value: 4, text: 'شرح ممتاز وصبور', lessonId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      rater: { id: student.id, name: 'Salma Adel', image: null },
      rateeId: tutor.id,
      lessonId,
      value: 4,
      text: 'شرح ممتاز وصبور',
      createdAt: new Date(NOW).toISOString(),
    });
    ratingId = res.body.id;
    expect((await profile()).rating).toEqual({ average: 4, count: 1 });
    const second = await rate(classmate, { value: 5 });
    expect(second.status).toBe(201);
    expect(second.body.text).toBeNull();
    expect((await profile()).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('one rating per student and tutor: a second answers rating-exists', async () => {
    const res = await rate(student, { value: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'rating-exists',
      message: 'إنت قيّمت المدرّس ده قبل كده، تقدر تعدّل تقييمك.',
    });
  });

  it('five first ratings sent at once: one is stored, the others answer rating-exists', async () => {
    const eager = await createUser(server, 'Student');
    addLesson(server, tutor.id, eager.id, NOW - 3 * 86_400_000, 'fulfilled');
    const answers = await Promise.all(Array.from({ length: 5 }, () => rate(eager, { value: 5 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await profile()).rating.count).toBe(3);
    const mine = answers.find((a) => a.status === 201)!.body.id;
    expect((await server.call('DELETE', `/rating/${mine}`, { token: eager.token })).status).toBe(
      200,
    );
  });

  it('no fulfilled lesson with the tutor, no rating', async () => {
    const stranger = await createUser(server, 'Student');
    const res = await rate(stranger, { value: 5 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('no-fulfilled-lesson');
    // A lesson still to come does not count either.
    const pending = addLesson(server, tutor.id, stranger.id, NOW + 86_400_000);
    expect((await rate(stranger, { value: 5 })).body.code).toBe('no-fulfilled-lesson');
    expect((await rate(stranger, { value: 5, lessonId: pending })).body.code).toBe(
      'no-fulfilled-lesson',
    );
    // Someone else's lesson cannot be borrowed.
    const borrowed = await rate(stranger, { value: 5, lessonId });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.code).toBe('lesson-not-found');
    expect((await profile()).rating.count).toBe(2);
  });

  it('only a tutor can be rated', async () => {
    const res = await server.call('POST', '/rating', {
      token: student.token,
      body: { tutorId: classmate.id, value: 5 },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('tutor-not-found');
  });

  it('its author edits it (value, text, removing the text); the average follows', async () => {
    clock.advance(60_000);
    const res = await server.call('PUT', `/rating/${ratingId}`, {
      token: student.token,
      body: { value: 2, text: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ value: 2, text: null });
    expect(res.body.updatedAt).not.toBe(res.body.createdAt);
    expect((await profile()).rating).toEqual({ average: 3.5, count: 2 });
    expect((await server.call('GET', `/rating/${ratingId}`)).body.value).toBe(2);
  });

  it('lists: by rater (self), by ratee (self), a tutor’s public reviews', async () => {
    const byRater = await server.call('GET', `/rating/list/rater/${student.id}`, {
      token: student.token,
    });
    expect(byRater.body).toMatchObject({ total: 1, list: [{ id: ratingId }] });
    const byRatee = await server.call('GET', `/rating/list/ratee/${tutor.id}?size=1`, {
      token: tutor.token,
    });
    expect(byRatee.body.total).toBe(2);
    expect(byRatee.body.list).toHaveLength(1);
    const reviews = await server.call('GET', `/rating/list/tutor/${tutor.id}`);
    expect(reviews.status).toBe(200);
    expect(reviews.body.total).toBe(2);
    expect(reviews.body.list.map((r: { value: number }) => r.value).sort()).toEqual([2, 5]);
    const notTutor = await server.call('GET', `/rating/list/tutor/${student.id}`);
    expect(notTutor.body.code).toBe('tutor-not-found');
  });

  it('its author deletes it, and may then rate again; an admin may delete any', async () => {
    const gone = await server.call('DELETE', `/rating/${ratingId}`, { token: student.token });
    expect(gone.status).toBe(200);
    expect((await server.call('GET', `/rating/${ratingId}`)).status).toBe(404);
    expect((await profile()).rating).toEqual({ average: 5, count: 1 });
    const again = await rate(student, { value: 3 });
    expect(again.status).toBe(201);
    expect((await profile()).rating).toEqual({ average: 4, count: 2 });
    const moderated = await server.call('DELETE', `/rating/${again.body.id}`, {
      token: admin.token,
    });
    expect(moderated.status).toBe(200);
    expect((await profile()).rating).toEqual({ average: 5, count: 1 });
    const missing = await server.call('DELETE', `/rating/${again.body.id}`, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'rating-not-found',
      message: 'التقييم ده مش موجود.',
    });
  });
});

describe('bad rating input answers 400 and writes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['value 0', { value: 0 }, 'rating-value-out-of-range'],
    ['value 6', { value: 6 }, 'rating-value-out-of-range'],
    ['value 4.5', { value: 4.5 }, 'rating-value-out-of-range'],
    ['value as text', { value: '5' }, 'rating-value-out-of-range'],
    ['no value', {}, 'rating-value-out-of-range'],
    ['text too short', { value: 5, text: 'جي' }, 'short-rating-text'],
    ['text too long', { value: 5, text: 'ا'.repeat(1001) }, 'long-rating-text'],
    ['HTML in the text', { value: 5, text: '<script>alert(1)</script>' }, 'short-rating-text'],
    ['an unknown field', { value: 5, raterId: 'someone-else' }, 'unknown-field'],
  ];
  it.each(cases)('%s', async (_name, body, code) => {
    const count = (await profile()).rating.count;
    const res = await rate(classmate, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(res.body.details[0].code).toBe(code);
    expect((await profile()).rating.count).toBe(count);
  });

  it('an empty change answers empty-request', async () => {
    const mine = (
      await server.call('GET', `/rating/list/rater/${classmate.id}`, { token: classmate.token })
    ).body.list[0];
    const res = await server.call('PUT', `/rating/${mine.id}`, {
      token: classmate.token,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('empty-request');
    const malformed = await server.call('PUT', `/rating/${mine.id}`, {
      token: classmate.token,
      raw: '{"value": 5,',
    });
    expect(malformed.status).toBe(400);
  });
});
