import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a received signature with the expected one without leaking, through timing, how many
 * leading characters matched. Case is folded because gateways differ on hex case.
 */
export function signaturesEqual(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; comparing a against itself keeps the time the same.
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}
