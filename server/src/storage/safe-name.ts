import { ASSET_NAME_PATTERN } from '@kalam/shared';

/**
 * Adapters check every name again, so no caller can turn a name into a path outside the store
 * (`../../etc/passwd`): only server-made names (a UUID and a known extension) pass.
 */
export function assertSafeName(name: string): void {
  if (!ASSET_NAME_PATTERN.test(name)) throw new Error('unsafe storage name');
}
