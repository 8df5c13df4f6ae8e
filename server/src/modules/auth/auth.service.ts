import { AppError, type SelfRegisterRole } from '@kalam/shared';
import type { UserRow, UsersService } from '../users/users.port.ts';
import type { GoogleVerifier } from './google.ts';
import type { PasswordHasher } from './passwords.ts';

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0m0x9Yb0d3zz5u2Qm7Nq1l0X2l8cbyqg5m1vQe1h0T8';

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

  /** Signs in with Google: an existing account by Google id or verified e-mail, or a new one. */
  async withGoogle(idToken: string, role: SelfRegisterRole = 'Student'): Promise<UserRow> {
    const identity = await this.deps.google.verify(idToken);
    const bySub = this.deps.usersService.byGoogleSub(identity.sub);
    if (bySub?.suspended) throw new AppError('account-suspended');
    if (bySub) return bySub;
    const byEmail = this.deps.usersService.byEmail(identity.email);
    if (byEmail) {
      // Link only when Google vouches for the address; otherwise someone could claim an account.
      if (!identity.emailVerified) throw new AppError('user-exists');
      if (byEmail.suspended) throw new AppError('account-suspended');
      return this.deps.usersService.linkGoogle(byEmail.id, identity.sub);
    }
    return this.deps.usersService.createWithRole({
      name: identity.name,
      email: identity.email,
      password: null,
      role,
      googleSub: identity.sub,
      verifiedEmail: identity.emailVerified,
    });
  }
}
