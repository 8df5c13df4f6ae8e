import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let student: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  student = await createUser(server, 'Student');
});
afterAll(() => server.stop());

const valid = {
  name: 'Omar Khaled',
  email: 'omar.bad@example.com',
  password: 'secret123',
  role: 'Student',
};

function expectEnvelope(res: { status: number; body: any }, code: string) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SQLITE|stack/i);
}

describe('bad input answers 400 with the envelope, never 500', () => {
  it('malformed JSON', async () => {
    expectEnvelope(await server.call('POST', '/user/', { raw: '{"name": "Omar",' }), 'bad-request');
    expectEnvelope(await server.call('POST', '/auth/password', { raw: 'not json' }), 'bad-request');
  });

  it('an oversize body', async () => {
    const res = await server.call('POST', '/user/', {
      raw: JSON.stringify({ ...valid, name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(res, 'bad-request');
  });

  it('missing fields list every one of them', async () => {
    const res = await server.call('POST', '/user/', { body: {} });
    expectEnvelope(res, 'required');
    const paths = res.body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['email', 'name', 'password', 'role']);
  });

  it('wrong types', async () => {
    expectEnvelope(
      await server.call('POST', '/user/', { body: { ...valid, password: 12345678 } }),
      'invalid-type',
    );
    expectEnvelope(
      await server.call('POST', '/auth/password', { body: { email: ['a'], password: 'x' } }),
      'invalid-type',
    );
  });

  it('unknown enum values and unknown fields', async () => {
    expectEnvelope(
      await server.call('POST', '/user/', { body: { ...valid, role: 'SuperAdmin' } }),
      'invalid-role',
    );
    expectEnvelope(
      await server.call('POST', '/user/', { body: { ...valid, gender: 'other' } }),
      'invalid-gender',
    );
    expectEnvelope(
      await server.call('POST', '/user/', { body: { ...valid, isAdmin: true } }),
      'unknown-field',
    );
    expectEnvelope(
      await server.call('PATCH', '/student/', {
        token: student.token,
        body: { englishLevel: 'Fluent' },
      }),
      'invalid-english-level',
    );
  });

  it.each([
    ['password too short', { password: 'abc123' }, 'short-password'],
    ['password too long', { password: 'a1'.repeat(26) }, 'long-password'],
    ['password without a digit', { password: 'abcdefghij' }, 'invalid-password'],
    ['password with a space', { password: 'abc 12345' }, 'invalid-password'],
    ['e-mail without a domain', { email: 'omar@local' }, 'invalid-email-address'],
    ['name too short', { name: 'O' }, 'short-user-name'],
    ['name too long', { name: 'عمر '.repeat(20) }, 'long-user-name'],
    ['name with symbols', { name: 'Omar <b>' }, 'invalid-user-name'],
    ['a non-Egyptian phone', { phone: '+14155550100' }, 'invalid-phone'],
    ['an unknown governorate', { city: 99 }, 'invalid-city'],
    ['too old', { birthYear: 1900 }, 'user-too-old'],
    ['too young', { birthYear: 2025 }, 'user-too-young'],
    ['a tutor name in Latin letters', { role: 'Tutor', name: 'Omar Khaled' }, 'invalid-tutor-name'],
  ])('registration refuses %s', async (_label, change, code) => {
    const email = `case-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await server.call('POST', '/user/', { body: { ...valid, email, ...change } });
    expectEnvelope(res, code);
    // Nothing half-written: the e-mail stays free.
    const after = await server.call('POST', '/auth/password', {
      body: { email, password: 'secret123' },
    });
    expect(after.body.code).toBe('wrong-password');
  });

  it('profile updates apply the same rules and leave the row unchanged on failure', async () => {
    const tutor = await createUser(server, 'Tutor');
    const res = await server.call('PUT', `/user/${tutor.id}`, {
      token: tutor.token,
      body: { name: 'أحمد علي', bio: 'I teach English very well indeed' },
    });
    expectEnvelope(res, 'invalid-bio');
    const meta = await server.call('GET', '/user/tutor/meta', { token: tutor.token });
    expect(meta.body.bio).toBeNull();
    expect((await server.call('GET', `/user/${tutor.id}`, { token: tutor.token })).body.name).toBe(
      'مدرس تجريبي',
    );
    expectEnvelope(
      await server.call('PUT', `/user/${tutor.id}`, { token: tutor.token, body: { notice: -5 } }),
      'invalid-notice',
    );
    expect(
      (
        await server.call('PUT', `/user/${tutor.id}`, {
          token: tutor.token,
          body: { notice: 20_000 },
        })
      ).body.code,
    ).toBe('notice-over-max');
    expect(
      (await server.call('PUT', `/user/${tutor.id}`, { token: tutor.token, body: {} })).body.code,
    ).toBe('empty-request');
    // A zone that is no place's (UTC, as a device left on it reports) or no zone at all would
    // put every message's time hours off (decision 286); a place's zone is kept.
    for (const timeZone of ['UTC', 'Etc/GMT', 'Not/AZone']) {
      const zone = await server.call('PUT', `/user/${tutor.id}`, {
        token: tutor.token,
        body: { timeZone },
      });
      expect(zone.status, timeZone).toBe(400);
      expect(zone.body.details, timeZone).toMatchObject([
        { path: 'timeZone', code: 'invalid-type' },
      ]);
    }
    const kept = await server.call('PUT', `/user/${tutor.id}`, {
      token: tutor.token,
      body: { timeZone: 'Asia/Riyadh' },
    });
    expect(kept.status).toBe(200);
    expect(server.deps.users.byId(tutor.id)!.timeZone).toBe('Asia/Riyadh');
  });

  it('a bad verification code format', async () => {
    expectEnvelope(
      await server.call('POST', '/confirmation-code/email/confirm', {
        token: student.token,
        body: { code: '12ab5' },
      }),
      'invalid-verification-code-format',
    );
  });

  it('a malformed or forged token answers 401 unauthenticated', async () => {
    const forged = student.token.slice(0, -4) + 'AAAA';
    for (const header of [
      'Bearer',
      'Bearer abc.def.ghi',
      `Bearer ${forged}`,
      `Basic ${student.token}`,
    ]) {
      const res = await server.call('GET', '/user/current', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });
});
