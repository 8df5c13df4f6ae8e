import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

const NOW = Date.parse('2026-11-20T10:20:00.000Z');
const HOUR = 60 * 60_000;
/** The first sweep: the next whole hour of the injected clock. */
const SWEEP_AT = Date.parse('2026-11-20T11:00:00.000Z');
const clock = new FixedClock(NOW);
let server: TestServer;
let tutor: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  tutor = await createUser(server, 'Tutor');
});
afterAll(() => server.stop());

const TUS = { 'tus-resumable': '1.0.0' };
const auth = () => ({ authorization: `Bearer ${tutor.token}` });

/** A real tus upload of `length` bytes with the first `sent` of them written; its id. */
async function upload(length: number, sent: number): Promise<string> {
  const created = await fetch(`${server.url}/api/v1/uploads`, {
    method: 'POST',
    headers: { ...TUS, ...auth(), 'upload-length': String(length) },
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, server.url).href;
  const res = await fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...auth(),
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(sent).fill(7),
  });
  expect(res.status).toBe(204);
  return url.slice(url.lastIndexOf('/') + 1);
}

const dir = () => join(server.dataDir, 'resumable-uploads');
const files = (id: string) => [join(dir(), id), join(dir(), `${id}.json`)];
/** Pretend the upload's part and info file were last written at `at`. */
function lastWritten(id: string, at: number) {
  for (const file of files(id)) utimesSync(file, at / 1000, at / 1000);
}
const present = (id: string) => files(id).map((file) => existsSync(file));

describe('abandoned tus uploads are swept (decision 187)', () => {
  it('removes an unfinished upload untouched for over a day, part and info, and nothing else', async () => {
    const abandoned = await upload(100, 40);
    const finished = await upload(10, 10);
    const recent = await upload(100, 40);
    lastWritten(abandoned, SWEEP_AT - 25 * HOUR);
    lastWritten(finished, SWEEP_AT - 25 * HOUR);
    lastWritten(recent, SWEEP_AT - 23 * HOUR);

    // Before its hour nothing is due, and nothing goes.
    await server.deps.jobRunner.runDue();
    expect(present(abandoned)).toEqual([true, true]);

    clock.set(SWEEP_AT);
    expect(await server.deps.jobRunner.runDue()).toBeGreaterThanOrEqual(1);
    expect(present(abandoned)).toEqual([false, false]);
    expect(present(finished)).toEqual([true, true]);
    expect(present(recent)).toEqual([true, true]);
    // The client asking where to resume hears that the upload is gone.
    const head = await fetch(`${server.url}/api/v1/uploads/${abandoned}`, {
      method: 'HEAD',
      headers: { ...TUS, ...auth() },
    });
    expect(head.status).toBe(404);

    // The sweep queued the next one an hour on; by then the recent upload is over a day old too.
    clock.set(SWEEP_AT + HOUR);
    await server.deps.jobRunner.runDue();
    expect(present(recent)).toEqual([false, false]);
    expect(present(finished)).toEqual([true, true]);
  });
});
