import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../server/src/config/config.ts';
import { runSeed } from '../../server/src/seed/seed.ts';
import { startServer, type KalamServer } from '../../server/src/server.ts';

/** The build under test; KALAM_E2E_DIST points elsewhere (e.g. a preview build). */
export const PWA_DIST = resolve(
  process.env.KALAM_E2E_DIST ?? resolve(import.meta.dirname, '../../pwa/dist'),
);

export interface E2eServer extends KalamServer {
  stop(): Promise<void>;
  /** The newest 5-digit code sent to an address (the dev outbox on `local`). */
  latestCode(to: string): Promise<string>;
}

/** The real server on a free port with a fresh data dir, the demo seed and the built PWA. */
export async function startE2eServer(): Promise<E2eServer> {
  if (!existsSync(join(PWA_DIST, 'index.html')))
    throw new Error('pwa/dist is missing: run `npm run build -w @kalam/pwa` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-e2e-'));
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    KALAM_PWA_DIST: PWA_DIST,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '1',
    KALAM_ADMIN_PASSWORD: 'Admin2026pass',
  });
  // Sign-up and code throttles are per IP; every browser here is 127.0.0.1.
  const server = await startServer({ config, rateLimit: false });
  await runSeed(server.deps);
  return {
    ...server,
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
