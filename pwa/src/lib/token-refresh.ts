import { TOKEN_REFRESH_THRESHOLD_DAYS } from '@kalam/shared';
import { tokenExpiry } from './auth-storage.ts';

const THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_DAYS * 24 * 60 * 60 * 1000;

/**
 * Spec §4 token refresh: while a token has two days or less to expiry, ask for a new one once;
 * never while one is pending, and never again after one failed.
 */
export class TokenRefresher {
  private pending = false;
  private failed = false;

  constructor(
    private readonly refresh: () => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  shouldRefresh(token: string | null): boolean {
    if (!token || this.pending || this.failed) return false;
    const exp = tokenExpiry(token);
    if (exp === null) return false;
    const left = exp * 1000 - this.now();
    return left > 0 && left <= THRESHOLD_MS;
  }

  async maybeRefresh(token: string | null): Promise<void> {
    if (!this.shouldRefresh(token)) return;
    this.pending = true;
    try {
      await this.refresh();
    } catch {
      this.failed = true;
    } finally {
      this.pending = false;
    }
  }
}
