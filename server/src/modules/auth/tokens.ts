import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { AppError, TOKEN_LIFETIME_DAYS, type UserRole } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import { callerOf, type Caller } from '../../kernel/caller.ts';
import { preparedOnFirstUse } from '../../kernel/prepared-sql.ts';
import { verifyHs256 } from './hs256.ts';

const LIFETIME_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * HS256 JWTs `{ id, role, iat, exp, v }`. `v` is the account's token version: a password reset
 * bumps it, and every older token stops working.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /** The account behind a token, read on every authenticated call: prepared once. */
  private readonly q;
  /**
   * Tokens whose signature already checked out, with the claims we use. An HMAC over the same
   * bytes always gives the same answer, so a repeat skips the HMAC; expiry and the account (deleted, token version) are still checked every time.
   * Oldest first out past VERIFIED_CACHE_SIZE.
   */
  private readonly verified = new Map<string, { id: string; v: unknown; exp: number }>();

  constructor(
    secret: string,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
    // Only what a caller needs: mapping all of a user's columns costs more than the read.
    this.q = preparedOnFirstUse({
      userById: () =>
        db
          .select({
            id: users.id,
            role: users.role,
            verifiedEmail: users.verifiedEmail,
            verifiedPhone: users.verifiedPhone,
            activated: users.activated,
            name: users.name,
            deleted: users.deleted,
            suspended: users.suspended,
            tokenVersion: users.tokenVersion,
          })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(),
    });
  }

  async issue(user: { id: string; role: UserRole; tokenVersion: number }): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ id: user.id, role: user.role, v: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The caller behind a token, or 401 `unauthenticated` for any fault (never which one). */
  async authenticate(token: string): Promise<Caller> {
    const payload = this.verifiedClaims(token) ?? this.verify(token);
    if (typeof payload.id !== 'string') throw new AppError('unauthenticated');
    const user = this.q.userById.get({ id: payload.id });
    if (!user || user.deleted || user.suspended || user.tokenVersion !== payload.v)
      throw new AppError('unauthenticated');
    return callerOf(user);
  }

  /** Claims of a token verified before and not expired now (jose's rule: expired at `exp`). */
  private verifiedClaims(token: string): Record<string, unknown> | undefined {
    const claims = this.verified.get(token);
    if (!claims) return undefined;
    if (claims.exp <= Math.floor(this.clock.now() / 1000)) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  private verify(token: string): Record<string, unknown> {
    const payload = verifyHs256(token, this.key, Math.floor(this.clock.now() / 1000));
    if (!payload) throw new AppError('unauthenticated');
    // Only our own shape is remembered: an id, an expiry and no "not before".
    if (typeof payload.id === 'string' && typeof payload.exp === 'number' && !('nbf' in payload)) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE)
        this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { id: payload.id, v: payload.v, exp: payload.exp });
    }
    return payload;
  }
}
