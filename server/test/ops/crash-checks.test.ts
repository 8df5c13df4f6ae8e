import { readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, sendForm } from '../assets/files.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { brokenPromises, type Answered } from './crash-checks.ts';

// The crash loop's checks must be able to fail: each broken promise below is made by hand.
let server: TestServer;
let stored: string;
const nothing: Answered = { lessons: [], messages: [], transactions: [], uploads: 0, paid: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server, 'Student');
  const res = await sendForm(
    server,
    'PUT',
    '/user/asset',
    [{ name: 'image', value: await image(600, 500), filename: 'a.png' }],
    user.token,
  );
  expect(res.status).toBe(200);
  const name = readdirSync(join(server.dataDir, 'files', 'uploads'))[0]!;
  stored = join(server.dataDir, 'files', 'uploads', name);
  await server.close();
});
afterAll(() => rmSync(server.dataDir, { recursive: true, force: true }));

describe('the crash checks', () => {
  it('find nothing wrong in a data dir left by a clean stop', async () => {
    expect(await brokenPromises(server.dataDir, nothing)).toEqual([]);
  });

  it('report a booking, message or payment that was answered but is not there', async () => {
    const problems = await brokenPromises(server.dataDir, {
      ...nothing,
      lessons: ['no-such-lesson'],
      messages: ['no-such-message'],
      transactions: ['no-such-transaction'],
    });
    expect(problems).toHaveLength(3);
  });

  it('report a stored file cut short and an orphan that is not a whole image', async () => {
    writeFileSync(join(server.dataDir, 'files', 'uploads', 'orphan.png'), 'half a png');
    truncateSync(stored, 100);
    const problems = await brokenPromises(server.dataDir, nothing);
    expect(problems.some((p) => p.includes('bytes, its row says'))).toBe(true);
    expect(problems.some((p) => p.includes('orphan.png'))).toBe(true);
  });
});
