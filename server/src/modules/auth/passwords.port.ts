/** What other areas may use of passwords: the hasher (Argon2id), never the hashes' rules. */
export type { PasswordHasher } from './passwords.ts';
