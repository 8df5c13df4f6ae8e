import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  AppError,
  INVITE_DEFAULT_DAYS,
  mayGrantRole,
  type inviteBodySchema,
  type inviteUpdateBodySchema,
  type UserRole,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import { commitWrite } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { MessageSender } from '../messages/messages.port.ts';
import type { UsersRepository } from '../users/index.ts';
import type { InviteRow, InvitesRepository } from './invites.repository.ts';
import { inviteMessage } from './invite-message.ts';

const DAY_MS = 24 * 60 * 60_000;
export const INVITE_MAX_DAYS = 90;

export interface InvitesServiceDeps {
  invites: InvitesRepository;
  users: UsersRepository;
  sender: MessageSender;
  clock: Clock;
  log: Logger;
  publicUrl: string;
}

type InviteInput = z.output<typeof inviteBodySchema>;
type InviteChanges = z.output<typeof inviteUpdateBodySchema>;

export function hashInviteCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Decision 013: an admin invites a person by e-mail to join with a role; the code goes out once. */
export class InvitesService {
  constructor(private readonly deps: InvitesServiceDeps) {}

  list(search: string | undefined, page: number, size: number) {
    return this.deps.invites.page(search, size, (page - 1) * size);
  }

  get(id: string): InviteRow {
    const row = this.deps.invites.byId(id);
    if (!row) throw new AppError('invite-not-found');
    return row;
  }

  state(row: InviteRow): 'pending' | 'accepted' | 'expired' {
    if (row.acceptedAt !== null) return 'accepted';
    return this.deps.clock.now() >= row.expiresAt ? 'expired' : 'pending';
  }

  async create(caller: Caller, body: InviteInput): Promise<InviteRow> {
    this.checkRole(caller, body.role);
    if (this.deps.users.byEmail(body.email)) throw new AppError('user-exists');
    const now = this.deps.clock.now();
    const expiresAt = body.expiresAt ?? now + INVITE_DEFAULT_DAYS * DAY_MS;
    this.checkExpiry(expiresAt);
    const code = randomBytes(18).toString('base64url');
    const row: Parameters<InvitesRepository['insert']>[0] = {
      id: newId(),
      email: body.email,
      name: body.name ?? null,
      role: body.role,
      codeHash: hashInviteCode(code),
      expiresAt,
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    };
    // The mail first: a mail server that fails leaves no invite and no audit row (decision 195).
    await this.send(row, code);
    return commitWrite(() => this.deps.invites.insert(row));
  }

  async update(caller: Caller, id: string, body: InviteChanges): Promise<InviteRow> {
    const current = this.get(id);
    if (current.acceptedAt !== null) throw new AppError('illegal');
    this.checkRole(caller, current.role);
    if (body.role !== undefined) this.checkRole(caller, body.role);
    // A code sent again is open as long as a new invite's, unless a date comes with it: an
    // expired invite sent again would otherwise stay expired (decision 280).
    const expiresAt =
      body.expiresAt ??
      (body.resend ? this.deps.clock.now() + INVITE_DEFAULT_DAYS * DAY_MS : undefined);
    if (expiresAt !== undefined) this.checkExpiry(expiresAt);
    const code = body.resend ? randomBytes(18).toString('base64url') : undefined;
    // A new code goes out first; only a sent code replaces the old one (decision 195).
    if (code !== undefined)
      await this.send(
        {
          ...current,
          role: body.role ?? current.role,
          name: body.name ?? current.name,
          expiresAt: expiresAt ?? current.expiresAt,
        },
        code,
      );
    return commitWrite(() =>
      this.deps.invites.update(id, {
        role: body.role,
        name: body.name,
        expiresAt,
        codeHash: code === undefined ? undefined : hashInviteCode(code),
        updatedAt: this.deps.clock.now(),
      }),
    );
  }

  /**
   * The pending invite a sign-up code opens, for that e-mail (decision 232). Unknown, withdrawn,
   * used or expired codes, and another e-mail than the invited one, all answer `invite-not-found`.
   */
  openByCode(code: string, email: string): InviteRow {
    const row = this.deps.invites.byCodeHash(hashInviteCode(code));
    if (!row || this.state(row) !== 'pending' || row.email.toLowerCase() !== email.toLowerCase())
      throw new AppError('invite-not-found');
    return row;
  }

  /** The person signed up with the invite's code: it is used. */
  accepted(id: string, userId: string): InviteRow {
    const now = this.deps.clock.now();
    return this.deps.invites.update(id, { acceptedAt: now, acceptedBy: userId, updatedAt: now });
  }

  remove(caller: Caller, id: string): void {
    const current = this.get(id);
    this.checkRole(caller, current.role);
    // A used invite is the record of how that account came in: it stays.
    if (this.state(current) === 'accepted') throw new AppError('invite-used');
    this.deps.invites.update(id, { deleted: true, updatedAt: this.deps.clock.now() });
  }

  /** Only a super admin brings in admins, as only a super admin may make one (users area). */
  private checkRole(caller: Caller, role: UserRole): void {
    if (!mayGrantRole(caller.role, role)) throw new AppError('forbidden');
  }

  private checkExpiry(expiresAt: number): void {
    const now = this.deps.clock.now();
    if (expiresAt <= now || expiresAt > now + INVITE_MAX_DAYS * DAY_MS)
      throw new AppError('invalid-invite-expiry', [
        {
          path: 'expiresAt',
          code: 'invalid-invite-expiry',
          message: new AppError('invalid-invite-expiry').message,
        },
      ]);
  }

  /** The invite mail; one that cannot be sent refuses the write (`invite-mail-failed`). */
  private async send(
    row: Pick<InviteRow, 'id' | 'email' | 'role' | 'expiresAt'> & { name?: string | null },
    code: string,
  ): Promise<void> {
    // The invited address rides in the link: the sign-up shows it filled in and locked, as the
    // code opens only for it (issue 40).
    const link = `${this.deps.publicUrl}/register/${row.role === 'Tutor' ? 'tutor' : 'student'}?invite=${code}&email=${encodeURIComponent(row.email)}`;
    try {
      await this.deps.sender.send({ channel: 'email', to: row.email, ...inviteMessage(row, link) });
    } catch (error) {
      this.deps.log.error('invite send failed', { inviteId: row.id, error: String(error) });
      throw new AppError('invite-mail-failed');
    }
  }
}
