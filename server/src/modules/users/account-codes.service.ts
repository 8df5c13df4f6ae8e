import { AppError } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { CodesPort } from '../codes/codes.port.ts';
import type { PasswordHasher } from '../auth/passwords.port.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export interface AccountCodesDeps {
  users: UsersRepository;
  codes: CodesPort;
  passwords: PasswordHasher;
  clock: Clock;
  bus: EventBus;
}

/**
 * The rules of proving an address and resetting a password (STYLE 22: they lived in the codes
 * routes). The users area owns the users table; codes only send and check codes.
 */
export class AccountCodesService {
  constructor(private readonly deps: AccountCodesDeps) {}

  private existing(id: string): UserRow {
    const user = this.deps.users.byId(id);
    if (!user || user.deleted) throw new AppError('user-not-found');
    return user;
  }

  private changed(user: UserRow): void {
    this.deps.bus.publish('user-updated', { userId: user.id });
    if (user.role === 'Tutor')
      this.deps.bus.publish('tutors-cache-updated', { tutorIds: [user.id] });
  }

  async sendEmailCode(userId: string): Promise<void> {
    const user = this.existing(userId);
    if (user.verifiedEmail) throw new AppError('email-already-verified');
    await this.deps.codes.send({
      userId,
      kind: 'verify-email',
      target: user.email,
      channel: 'email',
      gender: user.gender,
    });
  }

  /** The signed-in user's own code, or (from an e-mailed link) the address's. */
  confirmEmail(who: { userId: string } | { email: string | undefined }, code: string): UserRow {
    const user =
      'userId' in who
        ? this.existing(who.userId)
        : who.email
          ? this.deps.users.byEmail(who.email)
          : undefined;
    if (!user)
      throw new AppError(
        'email' in who && who.email ? 'invalid-verification-code' : 'unauthenticated',
      );
    // Without a session, an address already proven answers as one never registered: the link's
    // form must not tell a stranger which addresses have accounts (issue 40 point 7).
    if (user.verifiedEmail)
      throw new AppError('userId' in who ? 'email-already-verified' : 'invalid-verification-code');
    const target = this.deps.codes.consume(user.id, 'verify-email', code);
    if (target !== user.email) throw new AppError('expired-verification-code');
    const updated = this.deps.users.update(user.id, {
      verifiedEmail: true,
      updatedAt: this.deps.clock.now(),
    });
    this.changed(user);
    return updated;
  }

  /** A new phone replaces the old one, unverified, before its code is sent. */
  async sendPhoneCode(
    userId: string,
    body: { phone?: string; method?: 'whatsapp' | 'telegram' },
  ): Promise<void> {
    let user = this.existing(userId);
    const phone = body.phone ?? user.phone;
    if (!phone) throw new AppError('phone-required');
    if (user.verifiedPhone && phone === user.phone) throw new AppError('phone-already-verified');
    if (phone !== user.phone)
      user = this.deps.users.update(user.id, {
        phone,
        verifiedPhone: false,
        updatedAt: this.deps.clock.now(),
      });
    const channel =
      body.method ?? (user.notificationMethod === 'telegram' ? 'telegram' : 'whatsapp');
    await this.deps.codes.send({
      userId: user.id,
      kind: 'verify-phone',
      target: phone,
      channel,
      gender: user.gender,
    });
  }

  verifyPhone(userId: string, code: string): UserRow {
    const user = this.existing(userId);
    if (user.verifiedPhone) throw new AppError('phone-already-verified');
    const target = this.deps.codes.consume(user.id, 'verify-phone', code);
    if (target !== user.phone) throw new AppError('incorrect-phone');
    const updated = this.deps.users.update(user.id, {
      verifiedPhone: true,
      updatedAt: this.deps.clock.now(),
    });
    this.changed(user);
    return updated;
  }

  /** Answers the same whether or not the address is registered. */
  async sendPasswordCode(email: string): Promise<void> {
    const user = this.deps.users.byEmail(email);
    if (!user || user.deleted) return;
    try {
      await this.deps.codes.send({
        userId: user.id,
        kind: 'forget-password',
        target: user.email,
        channel: 'email',
        gender: user.gender,
      });
    } catch (error) {
      // A resend inside the wait answers like a send, so the answer says nothing about the account.
      if (!(error instanceof AppError && error.code === 'too-many-requests')) throw error;
    }
  }

  /** A new password from an e-mailed code: every older token stops working. */
  async resetPassword(body: { email: string; code: string; password: string }): Promise<UserRow> {
    const user = this.deps.users.byEmail(body.email);
    if (!user || user.deleted) throw new AppError('invalid-verification-code');
    this.deps.codes.consume(user.id, 'forget-password', body.code);
    const passwordHash = await this.deps.passwords.hash(body.password);
    const updated = this.deps.users.update(user.id, {
      passwordHash,
      tokenVersion: user.tokenVersion + 1,
      verifiedEmail: true,
      updatedAt: this.deps.clock.now(),
    });
    this.deps.bus.publish('user-updated', { userId: user.id });
    this.deps.bus.publish('user-tokens-revoked', { userId: user.id });
    return updated;
  }
}
