import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { lessons } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import { startServer } from '../../src/server.ts';
import { createUser, startTestServer } from '../support/test-server.ts';
import { quickUser } from '../lessons/scheduling-fixtures.ts';
import { EGP } from './support.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('earnings catch-up at start', () => {
  it('gives a lesson fulfilled without its earning one at the next start, and only once', async () => {
    const first = await startTestServer({ rateLimit: false });
    dirs.push(first.dataDir);
    const tutor = await createUser(first, 'Tutor');
    const student = await quickUser(first, 'Student');
    const now = first.deps.clock.now();
    // Written as an older version (no ledger) left it: fulfilled, no earning.
    first.deps.db
      .insert(lessons)
      .values({
        id: newId(),
        tutorId: tutor.id,
        studentId: student.id,
        start: now - 7_200_000,
        duration: 30,
        price: EGP(45),
        status: 'fulfilled',
        createdAt: now,
        updatedAt: now,
      })
      .run();
    const stats = () => first.call('GET', `/invoice/stats/${tutor.id}`, { token: tutor.token });
    expect((await stats()).body.earned).toBe(0);
    await first.close();
    const config = loadConfig({
      KALAM_SERVER_TARGET: 'local',
      KALAM_DATA_DIR: first.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      KALAM_LOG_LEVEL: 'silent',
      KALAM_SEED_DEMO: '0',
    });
    for (let round = 0; round < 2; round += 1) {
      const again = await startServer({ config, rateLimit: false });
      const res = await fetch(`${again.url}/api/v1/invoice/stats/${tutor.id}`, {
        headers: { authorization: `Bearer ${tutor.token}` },
      });
      expect(((await res.json()) as { earned: number }).earned).toBe(EGP(45));
      await again.close();
    }
  });
});
