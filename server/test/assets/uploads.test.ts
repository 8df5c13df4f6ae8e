import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { fetchFile, image, jpegWithExif, mp4, noisyPng, sendForm, storedFiles } from './files.ts';

let server: TestServer;
let student: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  student = await createUser(server, 'Student');
});
afterAll(() => server.stop());

const upload = (value: Uint8Array, filename = 'photo.png', token = student.token) =>
  sendForm(server, 'PUT', '/user/asset', [{ name: 'image', value, filename }], token);

const currentImage = async (token = student.token) =>
  (await server.call('GET', '/user/current', { token })).body.image as string | null;

/** Resolves once the file store holds exactly `expected` (cleanup after a dropped connection is asynchronous). */
async function settle(expected: string[]): Promise<string[]> {
  for (let i = 0; i < 50 && storedFiles(server).join() !== expected.join(); i += 1)
    await new Promise((r) => setTimeout(r, 40));
  return storedFiles(server);
}

function expectRefused(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
}

describe('PUT /user/asset: a user sets their image', () => {
  it('stores a re-encoded copy under a server-made name and serves it with nosniff', async () => {
    const png = await image(600, 500);
    const res = await upload(png, '../../evil name.png');
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/api\/v1\/assets\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(res.body.asset).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(await currentImage()).toBe(res.body.image);
    const file = await fetchFile(server, res.body.image);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-length')).toBe(String(file.bytes.length));
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 500]);
  });

  it('drops EXIF metadata (owner, GPS) by re-encoding', async () => {
    const jpeg = await jpegWithExif();
    expect(jpeg.includes('SECRET-OWNER-NAME')).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'camera.jpg');
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/\.jpg$/);
    const file = await fetchFile(server, res.body.image);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.bytes.includes('SECRET-OWNER-NAME')).toBe(false);
    const meta = await sharp(file.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([640, 640]);
  });

  it('decides the type by content, not by name: a GIF named .jpg is stored as a GIF', async () => {
    const res = await upload(await image(480, 480, 'gif'), 'looks-like.jpg');
    expect(res.status).toBe(200);
    expect(res.body.asset.contentType).toBe('image/gif');
    expect(res.body.image).toMatch(/\.gif$/);
  });

  it('replaces the previous image and removes its file', async () => {
    const first = (await upload(await image(500, 500))).body.image as string;
    const second = (await upload(await image(520, 520))).body.image as string;
    expect((await fetchFile(server, first)).status).toBe(404);
    expect((await fetchFile(server, second)).status).toBe(200);
    expect(storedFiles(server).filter((f) => f.endsWith(first.split('/').pop()!))).toEqual([]);
  });

  describe('refuses bad files with the envelope, and stores nothing', () => {
    let before: string[];
    let imageBefore: string | null;
    beforeAll(async () => {
      before = storedFiles(server);
      imageBefore = await currentImage();
    });
    const unchanged = async () => {
      expect(storedFiles(server)).toEqual(before);
      expect(await currentImage()).toBe(imageBefore);
    };

    it('an image under 480×480 → small-image', async () => {
      expectRefused(await upload(await image(479, 800)), 400, 'small-image');
      await unchanged();
    });

    it('a 20-megapixel image → invalid-image-dimensions', async () => {
      expectRefused(await upload(await image(5472, 3648, 'jpeg')), 400, 'invalid-image-dimensions');
      await unchanged();
    });

    it('a video or a text file named .png → invalid-file-type', async () => {
      const video = await upload(mp4(), 'me.png');
      expectRefused(video, 400, 'invalid-file-type');
      expect(video.body.details).toEqual([
        { path: 'image', code: 'invalid-file-type', message: 'نوع الملف ده مش مدعوم.' },
      ]);
      expectRefused(
        await upload(Buffer.from('<svg onload="alert(1)"/>'), 'me.png'),
        400,
        'invalid-file-type',
      );
      await unchanged();
    });

    it('a PNG cut in half → corrupt-file', async () => {
      const png = await noisyPng(600, 600);
      expectRefused(await upload(png.subarray(0, png.length / 2)), 400, 'corrupt-file');
      await unchanged();
    });

    it('a file over 5 MB → 413 large-file-size', async () => {
      const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'huge.png');
      expectRefused(res, 413, 'large-file-size');
      await unchanged();
    });

    it('no file, two files, an unknown field, JSON instead of a form → 400', async () => {
      const png = await image(480, 480);
      expectRefused(
        await sendForm(server, 'PUT', '/user/asset', [], student.token),
        400,
        'required',
      );
      expectRefused(
        await sendForm(
          server,
          'PUT',
          '/user/asset',
          [
            { name: 'image', value: png, filename: 'a.png' },
            { name: 'image', value: png, filename: 'b.png' },
          ],
          student.token,
        ),
        400,
        'too-many-files',
      );
      const unknown = await sendForm(
        server,
        'PUT',
        '/user/asset',
        [
          { name: 'image', value: png, filename: 'a.png' },
          { name: 'avatar', value: png, filename: 'b.png' },
        ],
        student.token,
      );
      expectRefused(unknown, 400, 'unknown-field');
      expect(unknown.body.details[0].path).toBe('avatar');
      const json = await server.call('PUT', '/user/asset', {
        token: student.token,
        body: { image: 'data:image/png;base64,AAAA' },
      });
      expectRefused(json, 400, 'bad-request');
      await unchanged();
    });

    it('a form that ends before its closing boundary → incomplete-upload', async () => {
      const png = await image(480, 480);
      const head = Buffer.from(
        '--XBOUNDARY\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
          'Content-Type: image/png\r\n\r\n',
      );
      const res = await fetch(`${server.url}/api/v1/user/asset`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${student.token}`,
          'content-type': 'multipart/form-data; boundary=XBOUNDARY',
        },
        body: Buffer.concat([head, png]),
      });
      expectRefused({ status: res.status, body: await res.json() }, 400, 'incomplete-upload');
      await unchanged();
    });

    it('a connection dropped halfway leaves nothing behind', async () => {
      const png = await noisyPng(700, 700);
      const head =
        '--XB\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n';
      const socket = connect(server.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `PUT /api/v1/user/asset HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${student.token}\r\n` +
          `Content-Type: multipart/form-data; boundary=XB\r\n` +
          `Content-Length: ${head.length + png.length + 10}\r\n\r\n${head}`,
      );
      socket.write(png.subarray(0, png.length / 2));
      // Wait until the server is writing the part to its scratch dir, then vanish.
      let writing = false;
      for (let i = 0; i < 100 && !writing; i += 1) {
        writing = storedFiles(server).some((f) => f.startsWith('.incoming/'));
        if (!writing) await new Promise((r) => setTimeout(r, 20));
      }
      expect(writing).toBe(true);
      socket.destroy();
      expect(await settle(before)).toEqual(before);
      expect(await currentImage()).toBe(imageBefore);
    });
  });
});

describe('GET /assets/uploads/{name}: names and paths', () => {
  it('answers 400 to a path-traversal name, encoded or raw', async () => {
    const encoded = await server.call('GET', '/assets/uploads/..%2F..%2Fetc%2Fpasswd');
    expectRefused(encoded, 400, 'invalid-asset-name');
    const dotted = await server.call('GET', '/assets/uploads/..%2F..%2F..%2Fkalam.sqlite');
    expectRefused(dotted, 400, 'invalid-asset-name');
    // Sent byte for byte (fetch would clean the path first).
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () =>
        socket.write(
          'GET /api/v1/assets/uploads/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 (400|404)/);
    expect(raw).not.toContain('root:');
    const nested = await server.call('GET', '/assets/uploads/a/b.png');
    expectRefused(nested, 400, 'invalid-asset-name');
  });

  it('answers 400 to a name the server would never make, 404 to an unknown good one', async () => {
    expectRefused(await server.call('GET', '/assets/uploads/passwd'), 400, 'invalid-asset-name');
    expectRefused(
      await server.call('GET', '/assets/uploads/0195f0c2-8a5e-7c41-9d2b-3f6a1e2b4c5d.PNG'),
      400,
      'invalid-asset-name',
    );
    expectRefused(
      await server.call('GET', '/assets/uploads/0195f0c2-8a5e-7c41-9d2b-3f6a1e2b4c5d.png'),
      404,
      'asset-not-found',
    );
  });
});
