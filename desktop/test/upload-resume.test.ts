import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueueFile } from '../src/uploads/queue-file.ts';
import { UploadQueue } from '../src/uploads/upload-queue.ts';
import { FlakyLink } from './support/flaky-link.ts';
import { startKalamServer, type RunningServer } from './support/kalam-server.ts';

const MiB = 1024 * 1024;
const CHUNK = MiB;
const SIZE = 6 * MiB;

let server: RunningServer;
let link: FlakyLink & { url: string };
const work = mkdtempSync(join(tmpdir(), 'kalam-desktop-uploads-'));

beforeAll(async () => {
  server = await startKalamServer();
}, 60_000);
afterAll(() => server?.stop());
beforeEach(async () => {
  link = await FlakyLink.open(server.url);
});
afterEach(() => link.close());

function video(name: string): { path: string; bytes: Buffer } {
  const bytes = randomBytes(SIZE);
  const path = join(work, name);
  writeFileSync(path, bytes);
  return { path, bytes };
}

function queue(file: QueueFile) {
  return new UploadQueue({
    file,
    endpoint: `${link.url}/api/v1/uploads`,
    chunkSize: CHUNK,
    now: Date.now,
    retryDelays: [100, 300, 600, 1_000, 2_000],
  });
}

/** Resolves when `check` holds, polling the queue the way the page does. */
async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stored = (uploadUrl: string) =>
  readFileSync(
    join(server.dataDir, 'resumable-uploads', uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1)),
  );

describe('uploads from the main process (tus, real server on loopback)', () => {
  it('resumes after the connection drops mid-file instead of starting over', async () => {
    const { path, bytes } = video('drop.mp4');
    const file = new QueueFile(join(work, 'drop-queue.json'));
    const uploads = queue(file);
    uploads.setToken(server.token);
    await uploads.add([path]);
    await until(() => uploads.items()[0]!.sent >= 2 * MiB);
    link.cut();
    await until(() => uploads.items()[0]!.state === 'retrying');
    link.restore();
    await uploads.settled();

    const [item] = uploads.items();
    expect(item).toMatchObject({ state: 'done', sent: SIZE, size: SIZE, name: 'drop.mp4' });
    const [record] = await file.load();
    expect(Buffer.compare(stored(record!.uploadUrl!), bytes)).toBe(0);
    // Started over, it would have sent the first two MiB twice.
    expect(link.bytesUp).toBeLessThan(SIZE + CHUNK + 64 * 1024);
  });

  it('resumes after a restart from the address kept in the queue file', async () => {
    const { path, bytes } = video('restart.mp4');
    const file = new QueueFile(join(work, 'restart-queue.json'));
    const before = queue(file);
    before.setToken(server.token);
    await before.add([path]);
    await until(() => before.items()[0]!.sent >= 3 * MiB);
    await before.pause();
    await before.settled();
    const [kept] = await file.load();
    expect(kept).toMatchObject({ state: 'waiting', name: 'restart.mp4' });
    expect(kept!.uploadUrl).toMatch(/\/api\/v1\/uploads\/.+/);
    const sentBefore = link.bytesUp;

    const after = queue(file);
    await after.restore();
    expect(after.items()[0]!.state).toBe('needs-sign-in');
    after.setToken(server.token);
    await until(() => after.items()[0]!.state !== 'needs-sign-in');
    await after.settled();

    expect(after.items()[0]).toMatchObject({ state: 'done', sent: SIZE });
    const [record] = await file.load();
    expect(record!.uploadUrl).toBe(kept!.uploadUrl);
    expect(Buffer.compare(stored(record!.uploadUrl!), bytes)).toBe(0);
    expect(link.bytesUp - sentBefore).toBeLessThan(SIZE - 2 * MiB);
  });

  it("keeps trying after a long outage, past the library's own retries, and resumes", async () => {
    const { path, bytes } = video('outage.mp4');
    const file = new QueueFile(join(work, 'outage-queue.json'));
    const uploads = new UploadQueue({
      file,
      endpoint: `${link.url}/api/v1/uploads`,
      chunkSize: CHUNK,
      now: Date.now,
      retryDelays: [50],
      retryLaterMs: 200,
    });
    uploads.setToken(server.token);
    await uploads.add([path]);
    await until(() => uploads.items()[0]!.sent >= 2 * MiB);
    link.cut();
    // Long enough for the library to give up at least once: the queue's own round follows.
    await uploads.settled();
    expect(uploads.items()[0]!.state).toBe('retrying');
    link.restore();
    await until(() => uploads.items()[0]!.state === 'done');
    const [record] = await file.load();
    expect(Buffer.compare(stored(record!.uploadUrl!), bytes)).toBe(0);
    expect(link.bytesUp).toBeLessThan(SIZE + CHUNK + 64 * 1024);
  });

  it('sends several files one after another and waits for a token when signed out', async () => {
    const a = video('a.mp4');
    const b = video('b.mp4');
    const uploads = queue(new QueueFile(join(work, 'many-queue.json')));
    await uploads.add([a.path, b.path]);
    expect(uploads.items().map((i) => i.state)).toEqual(['needs-sign-in', 'needs-sign-in']);
    uploads.setToken(server.token);
    await until(() => uploads.items()[0]!.state === 'uploading');
    expect(uploads.items()[1]!.state).toBe('waiting');
    await until(() => uploads.items().every((i) => i.state === 'done'), 30_000);
  });

  it('cancels the file in flight: it stops sending and the next one goes', async () => {
    const a = video('cancel-a.mp4');
    const b = video('cancel-b.mp4');
    const file = new QueueFile(join(work, 'cancel-queue.json'));
    const uploads = queue(file);
    uploads.setToken(server.token);
    await uploads.add([a.path, b.path]);
    await until(() => uploads.items()[0]!.sent >= MiB);
    const [first] = await uploads.cancel(uploads.items()[0]!.id);
    expect(first!.state).toBe('canceled');
    await until(() => uploads.items()[1]!.state === 'done');
    await uploads.settled();
    expect(uploads.items()[0]!.state).toBe('canceled');
    expect((await file.load()).map((r) => r.state)).toEqual(['canceled', 'done']);
  });

  it('asks for sign-in again when the server refuses the token', async () => {
    const uploads = queue(new QueueFile(join(work, 'refused-queue.json')));
    uploads.setToken('not-a-token');
    await uploads.add([video('refused.mp4').path]);
    await uploads.settled();
    expect(uploads.items()[0]!.state).toBe('needs-sign-in');
  });
});
