import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token's signature against a JWKS, its audience (our client id), issuer
 * and expiry. Production passes Google's JWKS URL; tests pass a locally generated key set.
 */
export function createGoogleVerifier(options: {
  clientId?: string;
  keys: JWTVerifyGetKey;
  clock: Clock;
}): GoogleVerifier {
  return {
    async verify(idToken) {
      if (!options.clientId) throw new AppError('service-unavailable');
      try {
        const { payload } = await jwtVerify(idToken, options.keys, {
          audience: options.clientId,
          issuer: ISSUERS,
          currentDate: new Date(options.clock.now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
          throw new AppError('unauthenticated');
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          name:
            typeof payload.name === 'string' && payload.name.trim()
              ? payload.name.trim()
              : payload.email.split('@')[0]!,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('unauthenticated');
      }
    },
  };
}

export function googleJwks(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url));
}
