import { z } from 'zod';

/** A setting is missing or wrong: the message names it and the app does not start (STYLE 9). */
export class DesktopConfigError extends Error {
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`Setting ${setting}: ${reason}`);
    this.name = 'DesktopConfigError';
  }
}

const origins = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
  .pipe(z.array(z.url({ protocol: /^https$/ })));

const envSchema = z.object({
  KALAM_DESKTOP_SERVER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }),
  KALAM_DESKTOP_RENDERER: z.enum(['server', 'scheme']).default('server'),
  /** Addresses the app may hand to the system browser, beyond the server's own origin. */
  KALAM_DESKTOP_EXTERNAL_ORIGINS: origins,
  KALAM_DESKTOP_UPLOAD_CHUNK_MB: z.coerce.number().int().min(1).max(64).default(8),
  KALAM_DESKTOP_UPDATES: z.enum(['0', '1']).default('1'),
});

export interface DesktopConfig {
  /** The Kalam server: API, realtime, video signalling and (in `server` mode) the PWA. */
  serverOrigin: string;
  /**
   * `server`: the window loads the PWA the server serves (one origin for everything, its
   * service worker makes an offline start work). `scheme`: the PWA build shipped in the app,
   * under `kalam://app`, with API calls proxied to the server (decision 130).
   */
  renderer: 'server' | 'scheme';
  /** The origin the window's pages must have: the only one given privileges. */
  appOrigin: string;
  externalOrigins: string[];
  uploadChunkBytes: number;
  autoUpdate: boolean;
}

export const APP_SCHEME = 'kalam';
export const SCHEME_ORIGIN = `${APP_SCHEME}://app`;

/** Read the settings once, at start; a production build bakes the server address in. */
export function loadDesktopConfig(
  env: Record<string, string | undefined>,
  defaults: { serverUrl?: string } = {},
): DesktopConfig {
  const parsed = envSchema.safeParse({
    ...env,
    KALAM_DESKTOP_SERVER_URL: env.KALAM_DESKTOP_SERVER_URL ?? defaults.serverUrl,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const setting = String(issue.path[0] ?? 'unknown');
    const reason =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message;
    throw new DesktopConfigError(setting, reason);
  }
  const e = parsed.data;
  const serverOrigin = new URL(e.KALAM_DESKTOP_SERVER_URL).origin;
  return {
    serverOrigin,
    renderer: e.KALAM_DESKTOP_RENDERER,
    appOrigin: e.KALAM_DESKTOP_RENDERER === 'scheme' ? SCHEME_ORIGIN : serverOrigin,
    externalOrigins: e.KALAM_DESKTOP_EXTERNAL_ORIGINS.map((o) => new URL(o).origin),
    uploadChunkBytes: e.KALAM_DESKTOP_UPLOAD_CHUNK_MB * 1024 * 1024,
    autoUpdate: e.KALAM_DESKTOP_UPDATES === '1',
  };
}
