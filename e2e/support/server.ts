import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../server/src/config/config.ts';
import type { Clock } from '../../server/src/kernel/clock.ts';
import { runSeed } from '../../server/src/seed/seed.ts';
import { startServer, type KalamServer } from '../../server/src/server.ts';

/** The build under test; KALAM_E2E_DIST points elsewhere (e.g. a preview build). */
export const PWA_DIST = resolve(
  process.env.KALAM_E2E_DIST ?? resolve(import.meta.dirname, '../../pwa/dist'),
);

/** The seeded super admin's password in every browser test. */
export const E2E_ADMIN_PASSWORD = 'Admin2026pass';

export interface E2eServer extends KalamServer {
  /** The server's clock: the real one, or running from `startAt` when one was given. */
  clock: Clock;
  /** Move the server's clock to an instant (it keeps running from there). */
  setTime(at: number): void;
  /** A JSON call to the API as someone: a test's own setup and checks, not the browser's. */
  call<T = unknown>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** Sign in with a password through the API; fails the test unless it works. */
  login(who: { email: string; password: string }): Promise<{ token: string; user: { id: string } }>;
  stop(): Promise<void>;
  /** The newest 5-digit code sent to an address (the dev outbox on `local`). */
  latestCode(to: string): Promise<string>;
}

export interface E2eServerOptions {
  /**
   * Run the server's clock from this instant (it keeps ticking): tests that book lessons start
   * on a weekday morning so the booking week always has free times (decision 084). Give the
   * browser the same time with `context.clock.install({ time: server.clock.now() })`.
   */
  startAt?: number;
  /** An intro video's bounds in seconds (decision 170); defaults to the shared ones. */
  introVideoBounds?: { min: number; max: number };
}

/**
 * The real server on a free port with a fresh data dir, the demo seed and the built PWA. The
 * PWA is served from a copy in the data dir, so a build started meanwhile cannot pull chunks
 * away from a running test.
 */
export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  if (!existsSync(join(PWA_DIST, 'index.html')))
    throw new Error('pwa/dist is missing: run `npm run build -w @kalam/pwa` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-e2e-'));
  const dist = join(dataDir, 'pwa-dist');
  cpSync(PWA_DIST, dist, { recursive: true });
  let shift = options.startAt === undefined ? 0 : options.startAt - Date.now();
  const clock: Clock = { now: () => Date.now() + shift };
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    KALAM_PWA_DIST: dist,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '1',
    KALAM_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  });
  // Sign-up and code throttles are per IP; every browser here is 127.0.0.1.
  const bounds = options.introVideoBounds;
  const server = await startServer({
    config,
    clock,
    rateLimit: false,
    introVideoBounds: bounds ? { introVideoSeconds: () => bounds } : undefined,
  });
  await runSeed(server.deps);
  const call = async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    ...server,
    clock,
    setTime(at) {
      shift = at - Date.now();
    },
    call,
    async login(who) {
      const answer = await call<{ token: string; user: { id: string } }>(
        null,
        'POST',
        '/auth/password',
        who,
      );
      if (answer.status !== 200) throw new Error(`cannot sign in as ${who.email}`);
      return answer.body;
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async latestCode(to: string) {
      const res = await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { list: { body: string }[] };
      const match = /\b(\d{5})\b/.exec(body.list[0]?.body ?? '');
      if (!match) throw new Error(`no code sent to ${to}`);
      return match[1]!;
    },
  };
}
