import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_MINUTES,
  type Gender,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { confirmationCodes, type CodeKind } from '../../db/schema/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Channel, MessageSender } from '../messages/messages.port.ts';
import { codeMessage } from './code-message.ts';

const TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/**
 * Five-digit one-time codes (spec §4): valid 10 minutes, single use, five wrong tries burn the
 * code, a resend waits a minute, and sends and tries are throttled per account.
 * Only an HMAC of each code is stored.
 */
export class CodesService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      sender: MessageSender;
      limiter: RateLimiter;
      pepper: string;
      publicUrl: string;
    },
  ) {}

  private digest(code: string): string {
    return createHmac('sha256', this.deps.pepper).update(code).digest('hex');
  }

  async send(input: {
    userId: string;
    kind: CodeKind;
    target: string;
    channel: Channel;
    /** The recipient's gender: the message speaks to them in it (decision 226). */
    gender?: Gender | null;
  }): Promise<void> {
    const { db, clock, limiter } = this.deps;
    const now = clock.now();
    limiter.hit(`code-send:${input.userId}`, 10, 60 * 60_000);
    const latest = this.latest(input.userId, input.kind);
    // The resend wait is per address: a corrected address gets its code at once (the hourly
    // limit above still bounds how many a person can ask for).
    if (
      latest &&
      latest.target === input.target &&
      now - latest.createdAt < VERIFICATION_CODE_RESEND_SECONDS * 1000
    ) {
      throw new AppError('too-many-requests', {
        retryAfterSeconds: Math.ceil(
          (latest.createdAt + VERIFICATION_CODE_RESEND_SECONDS * 1000 - now) / 1000,
        ),
      });
    }
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
      VERIFICATION_CODE_LENGTH,
      '0',
    );
    db.transaction((tx) => {
      // A new code replaces every older one of the same purpose.
      tx.update(confirmationCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(confirmationCodes.userId, input.userId),
            eq(confirmationCodes.kind, input.kind),
            isNull(confirmationCodes.usedAt),
          ),
        )
        .run();
      tx.insert(confirmationCodes)
        .values({
          id: newId(),
          userId: input.userId,
          kind: input.kind,
          target: input.target,
          codeHash: this.digest(code),
          expiresAt: now + TTL_MS,
          createdAt: now,
        })
        .run();
    });
    await this.deps.sender.send({
      channel: input.channel,
      to: input.target,
      ...codeMessage(
        input.kind,
        code,
        { gender: input.gender },
        `${this.deps.publicUrl}/verify-email?code=${code}&email=${encodeURIComponent(input.target)}`,
      ),
    });
  }

  private latest(userId: string, kind: CodeKind) {
    return this.deps.db
      .select()
      .from(confirmationCodes)
      .where(and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.kind, kind)))
      .orderBy(desc(confirmationCodes.createdAt), desc(confirmationCodes.id))
      .get();
  }

  /**
   * Check a code and spend it. Wrong → `invalid-verification-code` (the fifth wrong try burns
   * it); late or burned → `expired-verification-code`. Returns the target it was sent to.
   */
  consume(userId: string, kind: CodeKind, code: string): string {
    const { db, clock, limiter } = this.deps;
    limiter.hit(`code-try:${userId}`, 30, 60 * 60_000);
    const now = clock.now();
    const row = this.latest(userId, kind);
    if (
      !row ||
      row.usedAt !== null ||
      row.expiresAt <= now ||
      row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS
    ) {
      throw new AppError(row ? 'expired-verification-code' : 'invalid-verification-code');
    }
    const given = Buffer.from(this.digest(code), 'hex');
    const expected = Buffer.from(row.codeHash, 'hex');
    if (!timingSafeEqual(given, expected)) {
      const attempts = row.attempts + 1;
      db.update(confirmationCodes)
        .set({ attempts, usedAt: attempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? now : null })
        .where(eq(confirmationCodes.id, row.id))
        .run();
      throw new AppError('invalid-verification-code');
    }
    const spent = db
      .update(confirmationCodes)
      .set({ usedAt: now })
      .where(and(eq(confirmationCodes.id, row.id), isNull(confirmationCodes.usedAt)))
      .run();
    if (spent.changes !== 1) throw new AppError('expired-verification-code');
    return row.target;
  }
}
