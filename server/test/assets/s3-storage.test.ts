import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { FakeS3 } from './fake-s3.ts';
import { fetchFile, image, mp4, sendForm, storedFiles } from './files.ts';

const s3 = new FakeS3();
let server: TestServer;
let studio: TestUser;
let tutor: TestUser;

beforeAll(async () => {
  await s3.start();
  server = await startTestServer({
    rateLimit: false,
    env: {
      KALAM_STORAGE: 's3',
      S3_BUCKET: 'kalam-files',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'TESTKEY',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_KEY_PREFIX: 'prod/',
    },
  });
  studio = await createUser(server, 'Studio');
  tutor = await createUser(server, 'Tutor');
});
afterAll(async () => {
  await server.stop();
  await s3.stop();
});

describe('the S3-compatible storage adapter', () => {
  it('uploads through a signed PUT and serves files and ranges back from the bucket', async () => {
    const video = mp4(120_000);
    const res = await sendForm(
      server,
      'PUT',
      `/user/asset/tutor?tutorId=${tutor.id}`,
      [
        { name: 'video', value: video, filename: 'v.mp4' },
        { name: 'thumbnail', value: await image(480, 480), filename: 't.png' },
      ],
      studio.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const videoName = res.body.video.split('/').pop();
    const stored = s3.objects.get(`/kalam-files/prod/uploads/${videoName}`);
    expect(stored?.body.equals(video)).toBe(true);
    expect(stored?.contentType).toBe('video/mp4');
    // Nothing on the local disk: neither the file nor its scratch copy.
    expect(storedFiles(server)).toEqual([]);

    const whole = await fetchFile(server, res.body.video);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(video)).toBe(true);
    const part = await fetchFile(server, res.body.video, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(video.subarray(10, 20))).toBe(true);
    expect(s3.requests.every((r) => r.authorization.startsWith('AWS4-HMAC-SHA256'))).toBe(true);
  });

  it('deletes a replaced file from the bucket', async () => {
    const first = await sendForm(
      server,
      'PUT',
      '/user/asset',
      [{ name: 'image', value: await image(480, 480), filename: 'a.png' }],
      tutor.token,
    );
    const firstKey = `/kalam-files/prod/uploads/${first.body.image.split('/').pop()}`;
    expect(s3.objects.has(firstKey)).toBe(true);
    await sendForm(
      server,
      'PUT',
      '/user/asset',
      [{ name: 'image', value: await image(500, 500), filename: 'b.png' }],
      tutor.token,
    );
    expect(s3.objects.has(firstKey)).toBe(false);
  });

  it('leaves nothing behind when the bucket refuses an upload', async () => {
    const objects = [...s3.objects.keys()];
    const imageBefore = (await server.call('GET', '/user/current', { token: tutor.token })).body
      .image;
    s3.failPuts = true;
    try {
      const res = await sendForm(
        server,
        'PUT',
        '/user/asset',
        [{ name: 'image', value: await image(480, 480), filename: 'a.png' }],
        tutor.token,
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'unexpected', message: expect.any(String) });
    } finally {
      s3.failPuts = false;
    }
    expect([...s3.objects.keys()]).toEqual(objects);
    expect(storedFiles(server)).toEqual([]);
    expect((await server.call('GET', '/user/current', { token: tutor.token })).body.image).toBe(
      imageBefore,
    );
  });
});

describe('storage settings', () => {
  const base = { KALAM_SERVER_TARGET: 'local' };

  it('default to the local disk', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local' });
  });

  it('read the S3 settings, path-style when an endpoint is given', () => {
    expect(
      loadConfig({
        ...base,
        KALAM_STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      keyPrefix: '',
    });
  });

  it('stop the start with a message naming the bad setting', () => {
    const named = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).setting;
      }
      return 'no error';
    };
    expect(named({ KALAM_STORAGE: 'ftp' })).toBe('KALAM_STORAGE');
    expect(named({ KALAM_STORAGE: 's3' })).toBe('S3_BUCKET');
    expect(named({ KALAM_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toBe(
      'S3_SECRET_ACCESS_KEY',
    );
    expect(named({ KALAM_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toBe(
      'S3_ENDPOINT',
    );
  });
});
