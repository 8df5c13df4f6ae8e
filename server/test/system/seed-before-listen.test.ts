import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { startServer } from '../../src/server.ts';
import { runSeed } from '../../src/seed/seed.ts';

/** A port that was free a moment ago (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

// Decision 218: the routes are registered while the seed hashes the super admin's password, but
// the port opens only once the seed is done, so the first healthy answer still means ready.
describe('the start of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-seed-listen-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the port only after the seed, and the seeded admin signs in at the first answer', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    const config = loadConfig({
      KALAM_SERVER_TARGET: 'local',
      KALAM_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      KALAM_LOG_LEVEL: 'silent',
      KALAM_SEED_DEMO: '0',
      KALAM_ADMIN_EMAIL: 'first.admin@example.com',
      KALAM_ADMIN_PASSWORD: 'admin-password-123',
    });
    const seen: string[] = [];
    const server = await startServer({
      config,
      beforeListen: async (deps) => {
        await runSeed(deps);
        // The seed is done: nothing may answer on the port yet.
        const health = await fetch(`${base}/health`).then(
          () => 'answered',
          () => 'refused',
        );
        seen.push(`seeded, port ${health}`);
      },
    });
    try {
      expect(seen).toEqual(['seeded, port refused']);
      const signIn = await fetch(`${base}/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'first.admin@example.com', password: 'admin-password-123' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
