import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../kernel/clock.ts';

export const SESSION_TOKEN_MINUTES = 10;

export interface SessionTokenClaims {
  userId: string;
  sessionId: string;
  peerId: string;
}

/**
 * Short-lived tokens that admit one user to one session's video signalling (PeerJS). Signed with
 * a key derived from the server secret, so a session token is never an API token and back.
 */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('kalam:session-token').digest();
  }

  async issue(claims: SessionTokenClaims): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(this.clock.now() / 1000);
    const exp = iat + SESSION_TOKEN_MINUTES * 60;
    const token = await new SignJWT({ sid: claims.sessionId, pid: claims.peerId, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: exp * 1000 };
  }

  /** The claims of a good, unexpired token; null for anything else. */
  async verify(token: string): Promise<SessionTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      if (payload.typ !== 'session' || typeof payload.sub !== 'string') return null;
      if (typeof payload.sid !== 'string' || typeof payload.pid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, peerId: payload.pid };
    } catch {
      return null;
    }
  }
}
