import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let tutor: TestUser;
let studio: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  tutor = await createUser(server, 'Tutor');
  studio = await createUser(server, 'Studio');
});
afterAll(() => server.stop());

const TUS = { 'tus-resumable': '1.0.0' };
const endpoint = () => `${server.url}/api/v1/uploads`;
const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function create(user: TestUser | null, length: number): Promise<Response> {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      ...TUS,
      ...(user ? auth(user) : {}),
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('درس.mp4').toString('base64')}`,
    },
  });
}

const patch = (user: TestUser, url: string, offset: number, bytes: Uint8Array) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...auth(user),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });

const head = (user: TestUser, url: string) =>
  fetch(url, { method: 'HEAD', headers: { ...TUS, ...auth(user) } });

describe('tus uploads at /api/v1/uploads', () => {
  it('takes a file in two chunks larger than the JSON limit, resuming from the offset HEAD reports', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const created = await create(tutor, bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/api/v1/uploads/${tutor.id}-`));
    const url = new URL(location, server.url).href;

    const first = await patch(tutor, url, 0, bytes.subarray(0, 2 * 1024 * 1024));
    expect(first.status).toBe(204);
    const resumed = await head(tutor, url);
    expect(resumed.headers.get('upload-offset')).toBe(String(2 * 1024 * 1024));
    const rest = await patch(tutor, url, 2 * 1024 * 1024, bytes.subarray(2 * 1024 * 1024));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));

    const id = url.slice(url.lastIndexOf('/') + 1);
    const dir = join(server.dataDir, 'resumable-uploads');
    expect(readdirSync(dir)).toContain(id);
    expect(Buffer.compare(readFileSync(join(dir, id)), Buffer.from(bytes))).toBe(0);
  });

  it('answers 401 without a token and 403 to a student', async () => {
    expect((await create(null, 10)).status).toBe(401);
    const student = await createUser(server, 'Student');
    const refused = await create(student, 10);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('forbidden');
  });

  it('keeps an upload to its owner: another uploader can neither resume nor read it', async () => {
    const url = new URL((await create(studio, 100)).headers.get('location')!, server.url).href;
    expect((await head(studio, url)).status).toBe(200);
    expect((await head(tutor, url)).status).toBe(403);
    expect((await patch(tutor, url, 0, new Uint8Array(100))).status).toBe(403);
  });

  it('refuses a file over the size limit before any byte is sent', async () => {
    const res = await create(studio, 5 * 1024 ** 3);
    expect(res.status).toBe(413);
  });

  it('answers the protocol discovery call without a token', async () => {
    const res = await fetch(endpoint(), { method: 'OPTIONS', headers: TUS });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-version')).toContain('1.0.0');
  });
});
