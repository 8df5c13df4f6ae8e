import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

const CLIENT_ID = 'kalam-test.apps.googleusercontent.com';
let server: TestServer;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = await startTestServer({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID },
    googleKeys: createLocalJWKSet({ keys: [jwk] }),
  });
});
afterAll(() => server.stop());

function idToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; audience?: string; expiresIn?: string } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? privateKey);
}

describe('sign in with Google', () => {
  it('creates an account from a valid ID token, with no password', async () => {
    const token = await idToken({ sub: 'g-1', email: 'Layla@Gmail.com', name: 'ليلى سمير' });
    const res = await server.call('POST', '/auth/google', { body: { idToken: token } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'layla@gmail.com',
      name: 'ليلى سمير',
      role: 'Student',
      verifiedEmail: true,
      hasPassword: false,
    });
    const again = await server.call('POST', '/auth/google', { body: { idToken: token } });
    expect(again.body.user.id).toBe(res.body.user.id);
  });

  it('tells a Google account that tries a password to use Google', async () => {
    const res = await server.call('POST', '/auth/password', {
      body: { email: 'layla@gmail.com', password: 'whatever1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('no-password');
  });

  it('refuses a token signed by another key, for another audience, or expired', async () => {
    for (const token of [
      await idToken({ sub: 'g-2', email: 'a@gmail.com' }, { key: strangerKey }),
      await idToken({ sub: 'g-2', email: 'a@gmail.com' }, { audience: 'someone-else' }),
      await idToken({ sub: 'g-2', email: 'a@gmail.com' }, { expiresIn: '-1m' }),
    ]) {
      const res = await server.call('POST', '/auth/google', { body: { idToken: token } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });

  it('links to an existing password account only when Google vouches for the e-mail', async () => {
    await server.call('POST', '/user/', {
      body: { name: 'Hany Fawzy', email: 'hany@gmail.com', password: 'hany12345', role: 'Student' },
    });
    const unverified = await server.call('POST', '/auth/google', {
      body: {
        idToken: await idToken({ sub: 'g-3', email: 'hany@gmail.com', email_verified: false }),
      },
    });
    expect(unverified.body.code).toBe('user-exists');
    const verified = await server.call('POST', '/auth/google', {
      body: { idToken: await idToken({ sub: 'g-3', email: 'hany@gmail.com' }) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      email: 'hany@gmail.com',
      hasPassword: true,
      verifiedEmail: true,
    });
  });
});

describe('an invited person who signs up with Google (decision 238)', () => {
  const outbox = async (to: string) =>
    (await server.call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.list as {
      body: string;
    }[];
  async function invite(email: string, role: string) {
    const admin = await createUser(server, 'RegularAdmin');
    const made = await server.call('POST', '/invite', {
      token: admin.token,
      body: { email, role },
    });
    expect(made.status).toBe(201);
    const code = /invite=([\w-]+)/.exec((await outbox(email))[0]!.body)![1]!;
    return { admin, id: made.body.id as string, code };
  }

  it('gets the invited staff role, and the invite is used', async () => {
    const email = 'nour.manager@gmail.com';
    const { admin, id, code } = await invite(email, 'TutorManager');
    const google = (claims: Record<string, unknown>, body: Record<string, unknown>) =>
      idToken(claims).then((token) =>
        server.call('POST', '/auth/google', { body: { idToken: token, ...body } }),
      );

    // Another e-mail than the invited one, or a made-up code: refused, no account made.
    for (const [claims, body] of [
      [{ sub: 'g-other', email: 'someone.else@gmail.com' }, { invite: code }],
      [{ sub: 'g-nour', email }, { invite: 'not-the-code-at-all' }],
    ] as const) {
      const refused = await google(claims, body);
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.body).toMatchObject({
        code: 'invite-not-found',
        message: 'الدعوة دي مش موجودة.',
      });
    }
    for (const address of ['someone.else@gmail.com', email]) {
      const found = await server.call('GET', `/user/list?search=${address}`, {
        token: admin.token,
      });
      expect(found.body.total, address).toBe(0);
    }

    const ok = await google({ sub: 'g-nour', email, name: 'Nour Adel' }, { invite: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email, role: 'TutorManager', hasPassword: false });
    const read = await server.call('GET', `/invite/${id}`, { token: admin.token });
    expect(read.body.state).toBe('accepted');

    // A used code opens nothing, with Google or by e-mail.
    const again = await google({ sub: 'g-late', email: 'late@gmail.com' }, { invite: code });
    expect(again.status).toBe(404);
    // Signing in again later without the code is the usual Google sign-in.
    const later = await google({ sub: 'g-nour', email }, {});
    expect(later.body.user).toMatchObject({ id: ok.body.user.id, role: 'TutorManager' });
  });

  it('an invite does not take over an existing account', async () => {
    const email = 'studio.late@gmail.com';
    const { admin, id, code } = await invite(email, 'Studio');
    await server.call('POST', '/user/', {
      body: { name: 'Samy Late', email, password: 'samy12345', role: 'Student' },
    });
    const res = await server.call('POST', '/auth/google', {
      body: { idToken: await idToken({ sub: 'g-samy', email }), invite: code },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('user-exists');
    expect((await server.call('GET', `/invite/${id}`, { token: admin.token })).body.state).toBe(
      'pending',
    );
  });
});

describe('the Google button config', () => {
  it('hands the public client id to the sign-in screens, and null when Google is off', async () => {
    const on = await server.call('GET', '/auth/google/config');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ clientId: CLIENT_ID });
    const plain = await startTestServer();
    try {
      expect((await plain.call('GET', '/auth/google/config')).body).toEqual({ clientId: null });
    } finally {
      await plain.stop();
    }
  });
});
