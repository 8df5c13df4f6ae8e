import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { startTestServer, type TestServer } from '../support/test-server.ts';

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
