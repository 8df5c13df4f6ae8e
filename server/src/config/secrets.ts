import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The token secret: from the settings, or on the `local` target generated once and kept in the
 * data dir (mode 0600) so tokens survive restarts. Never logged.
 */
export function resolveTokenSecret(config: Config): string {
  if (config.tokenSecret) return config.tokenSecret;
  const dir = join(config.dataDir, 'secrets');
  const file = join(dir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
