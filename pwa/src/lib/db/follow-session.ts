import { LAST_USER_KEY } from './local-db-keys.ts';
import type { LocalSession, LocalSync } from './local-sync.ts';

let loaded: Promise<{ localSync: LocalSync }> | null = null;

/**
 * Tells the offline database about the session. RxDB loads only when someone signs in (or a
 * signed-out device still holds a database to wipe), never on the landing page.
 */
export function followSession(session: LocalSession | null): void {
  if (!session && !loaded && !localStorage.getItem(LAST_USER_KEY)) return;
  loaded ??= import('./local-sync.ts');
  void loaded.then(({ localSync }) => localSync.follow(session));
}
