import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { verifyHs256 } from '../../src/modules/auth/hs256.ts';

const key = new TextEncoder().encode('a-test-secret-of-enough-length-0123456789');
const other = new TextEncoder().encode('another-secret-of-enough-length-987654321');
const NOW = 1_800_000_000;

function sign(
  claims: Record<string, unknown>,
  options: { alg?: string; key?: Uint8Array; exp?: number; header?: Record<string, unknown> } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', ...options.header })
    .setIssuedAt(NOW - 10)
    .setExpirationTime(options.exp ?? NOW + 3600)
    .sign(options.key ?? key);
}

/** A token made by hand, for headers jose would not sign. */
function rawSigned(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('verifyHs256 (what jose signs, checked without WebCrypto)', () => {
  it('accepts a token jose signed with the key, and gives its claims', async () => {
    const claims = verifyHs256(await sign({ id: 'u1', role: 'Student', v: 0 }), key, NOW);
    expect(claims).toMatchObject({ id: 'u1', role: 'Student', v: 0, exp: NOW + 3600 });
  });

  it('refuses another key, another algorithm, and an unsigned token', async () => {
    expect(verifyHs256(await sign({ id: 'u1' }, { key: other }), key, NOW)).toBeNull();
    expect(verifyHs256(await sign({ id: 'u1' }, { alg: 'HS512' }), key, NOW)).toBeNull();
    const unsigned = new UnsecuredJWT({ id: 'u1' }).setExpirationTime(NOW + 60).encode();
    expect(verifyHs256(unsigned, key, NOW)).toBeNull();
  });

  it('refuses a changed payload or signature, and a signature that is not canonical', async () => {
    const token = await sign({ id: 'u1' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ id: 'admin', exp: NOW + 3600 })).toString(
      'base64url',
    );
    expect(verifyHs256(`${header}.${forged}.${signature}`, key, NOW)).toBeNull();
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyHs256(`${header}.${payload}.${flipped}`, key, NOW)).toBeNull();
    expect(verifyHs256(`${header}.${payload}.${signature}=`, key, NOW)).toBeNull();
    expect(verifyHs256(`${header}.${payload}`, key, NOW)).toBeNull();
    expect(verifyHs256('not a token', key, NOW)).toBeNull();
  });

  it('refuses at and after exp, before nbf, and a critical header it does not know', async () => {
    expect(verifyHs256(await sign({ id: 'u1' }, { exp: NOW }), key, NOW)).toBeNull();
    expect(verifyHs256(await sign({ id: 'u1' }, { exp: NOW + 1 }), key, NOW)).not.toBeNull();
    const later = await new SignJWT({ id: 'u1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setNotBefore(NOW + 60)
      .setExpirationTime(NOW + 3600)
      .sign(key);
    expect(verifyHs256(later, key, NOW)).toBeNull();
    expect(verifyHs256(later, key, NOW + 61)).not.toBeNull();
    expect(
      verifyHs256(
        rawSigned({ alg: 'HS256', crit: ['x-kalam'], 'x-kalam': 1 }, { id: 'u1', exp: NOW + 60 }),
        key,
        NOW,
      ),
    ).toBeNull();
    expect(
      verifyHs256(rawSigned({ alg: 'HS256' }, { id: 'u1', exp: NOW + 60 }), key, NOW),
    ).not.toBeNull();
    // A token with no expiry at all is never ours.
    const forever = await new SignJWT({ id: 'u1' }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(verifyHs256(forever, key, NOW)).toBeNull();
  });
});
