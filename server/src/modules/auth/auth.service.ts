import { AppError, type SelfRegisterRole, type UserRole } from '@kalam/shared';
import type { UserRow, UsersService } from '../users/users.port.ts';
import type { GoogleVerifier } from './google.ts';
import type { PasswordHasher } from './passwords.ts';

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0m0x9Yb0d3zz5u2Qm7Nq1l0X2l8cbyqg5m1vQe1h0T8';

/** An admin's invite, opened by its code for the e-mail Google vouched for (decision 238). */
export interface GoogleInvite {
  /** The pending invite of the code for that e-mail; throws `invite-not-found` otherwise. */
  open(email: string): { id: string; role: UserRole };
  /** The new account was made with it: it is used. */
  accepted(id: string, userId: string): unknown;
}

export class AuthService {
  constructor(
    private readonly deps: {
      usersService: UsersService;
      passwords: PasswordHasher;
      google: GoogleVerifier;
    },
  ) {}

  async withPassword(email: string, password: string): Promise<UserRow> {
    const user = this.deps.usersService.byEmail(email);
    if (!user || user.deleted) {
      await this.deps.passwords.verify(DUMMY_HASH, password);
      throw new AppError('wrong-password');
    }
    if (!user.passwordHash) throw new AppError('no-password');
    if (!(await this.deps.passwords.verify(user.passwordHash, password)))
      throw new AppError('wrong-password');
    // Only after the password: a stranger never learns that the account exists (decision 192).
    if (user.suspended) throw new AppError('account-suspended');
    return user;
  }

  /**
   * Signs in with Google: an existing account by Google id or verified e-mail, or a new one.
   * With an invite the new account gets the invited role, as with a sign-up by e-mail (decision
   * 232): the code must be pending and for Google's e-mail, and it only makes a new account.
   */
  async withGoogle(
    idToken: string,
    role: SelfRegisterRole = 'Student',
    invite?: GoogleInvite,
  ): Promise<UserRow> {
    const identity = await this.deps.google.verify(idToken);
    // Checked before anything is linked or made, so a bad code leaves no account behind.
    const opened = invite?.open(identity.email);
    const bySub = this.deps.usersService.byGoogleSub(identity.sub);
    if (bySub?.suspended) throw new AppError('account-suspended');
    if (bySub && opened) throw new AppError('user-exists');
    if (bySub) return bySub;
    const byEmail = this.deps.usersService.byEmail(identity.email);
    if (byEmail) {
      if (opened) throw new AppError('user-exists');
      // Link only when Google vouches for the address; otherwise someone could claim an account.
      if (!identity.emailVerified) throw new AppError('user-exists');
      if (byEmail.suspended) throw new AppError('account-suspended');
      return this.deps.usersService.linkGoogle(byEmail.id, identity.sub);
    }
    const user = await this.deps.usersService.createWithRole({
      name: identity.name,
      email: identity.email,
      password: null,
      role: opened?.role ?? role,
      googleSub: identity.sub,
      verifiedEmail: identity.emailVerified,
    });
    if (opened) invite!.accepted(opened.id, user.id);
    return user;
  }
}
