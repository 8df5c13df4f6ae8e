import { createHmac, timingSafeEqual } from 'node:crypto';

/** Parses one base64url JWT part as a JSON object, or null. */
function jsonPart(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The claims of an HS256 JWT signed with `key`, or null for any fault: not three parts, a header
 * other than `alg: HS256` (or with `crit`), a signature that does not match in constant time or
 * is not canonical base64url, a payload that is not an object, a missing or reached `exp`, a
 * future `nbf`. Synchronous node:crypto: jose's WebCrypto verify cost ~150 µs a call, the
 * largest item of a booking (decision 027). jose still signs; its verify rules are kept here.
 */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  nowSeconds: number,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;

  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signaturePart)
    return null;
  if (!timingSafeEqual(given, expected)) return null;

  const payload = jsonPart(payloadPart);
  if (!payload) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if ('nbf' in payload && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds))
    return null;
  if ('iat' in payload && typeof payload.iat !== 'number') return null;
  return payload;
}
