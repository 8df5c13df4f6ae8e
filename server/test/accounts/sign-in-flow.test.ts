import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('a new student, from sign-up to a reset password', () => {
  const email = 'Nour.Adel@Example.com';
  let token: string;

  it('registers and gets a token and the user, e-mail not yet verified', async () => {
    const res = await server.call('POST', '/user/', {
      body: {
        name: 'نور عادل',
        email,
        password: 'nour12345',
        role: 'Student',
        phone: '01012345678',
        city: 1,
        gender: 'female',
        birthYear: 2001,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'nour.adel@example.com',
      role: 'Student',
      verifiedEmail: false,
      phone: '+201012345678',
      hasPassword: true,
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    token = res.body.token;
  });

  it('refuses the same e-mail in another case with user-exists', async () => {
    const res = await server.call('POST', '/user', {
      body: {
        name: 'Nour Adel',
        email: 'NOUR.ADEL@example.com',
        password: 'nour12345',
        role: 'Student',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('user-exists');
    expect(res.body.message).toMatch(/الإيميل ده متسجّل قبل كده/);
  });

  it('confirms the e-mail with the code from the outbox', async () => {
    const wrong = await server.call('POST', '/confirmation-code/email/confirm', {
      token,
      body: { code: '00000' },
    });
    // A one-in-100,000 chance the real code is 00000: then the next assertion would show it.
    if (wrong.status !== 200) expect(wrong.body.code).toBe('invalid-verification-code');
    const code = await latestCode(server, 'nour.adel@example.com');
    const res = await server.call('POST', '/confirmation-code/email/confirm', {
      token,
      body: { code },
    });
    expect(res.status).toBe(200);
    expect(res.body.verifiedEmail).toBe(true);
    const again = await server.call('POST', '/confirmation-code/email/send', { token });
    expect(again.body.code).toBe('email-already-verified');
  });

  it('logs in with the password, and not with a wrong one', async () => {
    const bad = await server.call('POST', '/auth/password', {
      body: { email, password: 'nour12346' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('wrong-password');
    const unknown = await server.call('POST', '/auth/password', {
      body: { email: 'nobody@example.com', password: 'nour12345' },
    });
    expect(unknown.body.code).toBe('wrong-password');
    const res = await server.call('POST', '/auth/password', {
      body: { email, password: 'nour12345' },
    });
    expect(res.status).toBe(200);
    token = res.body.token;
    const current = await server.call('GET', '/user/current', { token });
    expect(current.body).toMatchObject({ email: 'nour.adel@example.com', verifiedEmail: true });
  });

  it('refreshes the token', async () => {
    const res = await server.call('POST', '/auth/refresh-token', { token });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ id: res.body.user.id, role: 'Student' });
    expect(payload.exp - payload.iat).toBe(14 * 24 * 3600);
  });

  it('resets a forgotten password; every older token stops working', async () => {
    const oldToken = token;
    const send = await server.call('POST', '/confirmation-code/password/send', { body: { email } });
    expect(send.status).toBe(200);
    const code = await latestCode(server, 'nour.adel@example.com');
    const mismatch = await server.call('POST', '/confirmation-code/password/confirm', {
      body: { email, code, password: 'newpass123', confirmPassword: 'newpass124' },
    });
    expect(mismatch.body.code).toBe('password-mismatch');
    const res = await server.call('POST', '/confirmation-code/password/confirm', {
      body: { email, code, password: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(res.status).toBe(200);
    expect((await server.call('GET', '/user/current', { token: oldToken })).status).toBe(401);
    expect((await server.call('GET', '/user/current', { token: res.body.token })).status).toBe(200);
    expect(
      (await server.call('POST', '/auth/password', { body: { email, password: 'nour12345' } })).body
        .code,
    ).toBe('wrong-password');
    expect(
      (await server.call('POST', '/auth/password', { body: { email, password: 'newpass123' } }))
        .status,
    ).toBe(200);
    // The code was spent.
    const reuse = await server.call('POST', '/confirmation-code/password/confirm', {
      body: { email, code, password: 'other1234' },
    });
    expect(reuse.body.code).toBe('expired-verification-code');
  });

  it('answers a reset request for an unknown e-mail the same way (no account discovery)', async () => {
    const res = await server.call('POST', '/confirmation-code/password/send', {
      body: { email: 'ghost@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
