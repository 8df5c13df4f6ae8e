import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { AppError, TOKEN_LIFETIME_DAYS, type UserRole } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Caller } from '../../http/app-env.ts';

const LIFETIME_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * HS256 JWTs `{ id, role, iat, exp, v }`. `v` is the account's token version: a password reset
 * bumps it, and every older token stops working.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
        throw new AppError('unauthenticated');
      throw error;
    }
    if (typeof payload.id !== 'string') throw new AppError('unauthenticated');
    const user = this.db.select().from(users).where(eq(users.id, payload.id)).get();
    if (!user || user.deleted || user.tokenVersion !== payload.v)
      throw new AppError('unauthenticated');
    return {
      id: user.id,
      role: user.role,
      verifiedEmail: user.verifiedEmail,
      verifiedPhone: user.verifiedPhone,
      activated: user.activated,
      name: user.name,
    };
  }
}
