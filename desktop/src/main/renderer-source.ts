import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from '../security/content-policy.ts';
import type { DesktopConfig } from '../config/desktop-config.ts';

/**
 * Where the PWA build is: inside the packaged app's resources, or `pwa/dist` beside the
 * workspace in development. Its index.html gives the hashes of the inline scripts the policy
 * allows; in `server` mode the server sends the same build, so the same hashes hold.
 */
export function pwaBuildDir(packaged: boolean, resourcesPath: string, appPath: string): string {
  return packaged ? join(resourcesPath, 'pwa') : join(appPath, '..', 'pwa', 'dist');
}

export function pagePolicy(config: DesktopConfig, buildDir: string): string {
  const index = join(buildDir, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return contentSecurityPolicy({
    appOrigin: config.appOrigin,
    serverOrigin: config.serverOrigin,
    scriptHashes: hashes,
  });
}
