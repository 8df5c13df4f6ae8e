import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { listedTutor } from '../catalogue/helpers.ts';
import { fetchFile, image, mp4, sendForm, storedFiles } from './files.ts';

let server: TestServer;
let studio: TestUser;
let tutor: TestUser;
const video = mp4(300_000);

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  studio = await createUser(server, 'Studio');
  tutor = await listedTutor(server, { name: 'منى علي' });
});
afterAll(() => server.stop());

const media = (parts: Parameters<typeof sendForm>[3], tutorId = tutor.id) =>
  sendForm(server, 'PUT', `/user/asset/tutor?tutorId=${tutorId}`, parts, studio.token);

describe("PUT /user/asset/tutor: a tutor's photo-session media", () => {
  let videoUrl: string;

  it('stores image, video and thumbnail together; the public profile shows them at once', async () => {
    // Read the profile first, so the directory cache holds the old one.
    const before = await server.call('GET', `/user/tutor/info/${tutor.id}`);
    expect(before.body).toMatchObject({ image: null, video: null, thumbnail: null });
    const res = await media([
      { name: 'image', value: await image(800, 800, 'jpeg'), filename: 'portrait.jpg' },
      { name: 'video', value: video, filename: 'intro.mp4', type: 'video/mp4' },
      { name: 'thumbnail', value: await image(640, 480), filename: 'thumb.png' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.assets.map((a: { kind: string }) => a.kind).sort()).toEqual([
      'image',
      'thumbnail',
      'video',
    ]);
    expect(res.body.video).toMatch(/\.mp4$/);
    videoUrl = res.body.video;
    const after = await server.call('GET', `/user/tutor/info/${tutor.id}`);
    expect(after.body).toMatchObject({
      image: res.body.image,
      video: res.body.video,
      thumbnail: res.body.thumbnail,
    });
  });

  it('serves the video whole and in byte ranges, so a player can seek', async () => {
    const whole = await fetchFile(server, videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.bytes.equals(video)).toBe(true);

    const first = await fetchFile(server, videoUrl, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${video.length}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(first.bytes.equals(video.subarray(0, 100))).toBe(true);

    const middle = await fetchFile(server, videoUrl, { headers: { range: 'bytes=150000-' } });
    expect(middle.status).toBe(206);
    expect(middle.bytes.equals(video.subarray(150_000))).toBe(true);

    const tail = await fetchFile(server, videoUrl, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
    );
    expect(tail.bytes.equals(video.subarray(-10))).toBe(true);

    const past = await fetchFile(server, videoUrl, { headers: { range: 'bytes=999999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect(JSON.parse(past.bytes.toString())).toMatchObject({ code: 'unsatisfiable-range' });

    const head = await fetchFile(server, videoUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
    expect(head.bytes.length).toBe(0);

    const cached = await fetchFile(server, videoUrl, {
      headers: { 'if-none-match': whole.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
  });

  it('stores nothing when one of the files is refused (a PNG renamed .mp4)', async () => {
    const before = storedFiles(server);
    const profile = (await server.call('GET', `/user/tutor/info/${tutor.id}`)).body;
    const res = await media([
      { name: 'thumbnail', value: await image(500, 500), filename: 'thumb.png' },
      { name: 'video', value: await image(500, 500), filename: 'intro.mp4', type: 'video/mp4' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid-file-type',
      details: [{ path: 'video', code: 'invalid-file-type' }],
    });
    expect(storedFiles(server)).toEqual(before);
    expect((await server.call('GET', `/user/tutor/info/${tutor.id}`)).body).toEqual(profile);
  });

  it('answers empty-request with no file, tutor-not-found for a non-tutor', async () => {
    const empty = await media([]);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('empty-request');
    const student = await createUser(server, 'Student');
    const notTutor = await media(
      [{ name: 'thumbnail', value: await image(500, 500), filename: 't.png' }],
      student.id,
    );
    expect(notTutor.status).toBe(404);
    expect(notTutor.body).toMatchObject({
      code: 'tutor-not-found',
      message: 'المدرّس ده مش موجود.',
    });
    const noQuery = await sendForm(server, 'PUT', '/user/asset/tutor', [], studio.token);
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.code).toBe('required');
  });

  it('lets studio set a tutor image with forUser, but not a student image', async () => {
    const png = await image(480, 480);
    const ok = await sendForm(
      server,
      'PUT',
      `/user/asset?forUser=${tutor.id}`,
      [{ name: 'image', value: png, filename: 'a.png' }],
      studio.token,
    );
    expect(ok.status).toBe(200);
    expect((await server.call('GET', `/user/tutor/info/${tutor.id}`)).body.image).toBe(
      ok.body.image,
    );
    const student = await createUser(server, 'Student');
    const refused = await sendForm(
      server,
      'PUT',
      `/user/asset?forUser=${student.id}`,
      [{ name: 'image', value: png, filename: 'a.png' }],
      studio.token,
    );
    expect(refused.status).toBe(403);
  });
});

describe('the API describes the upload calls', () => {
  it('lists them in the OpenAPI document, with multipart bodies', async () => {
    const doc = (await server.call('GET', '/openapi.json')).body;
    for (const path of [
      '/api/v1/user/asset',
      '/api/v1/user/asset/tutor',
      '/api/v1/assets/uploads/{name}',
      '/api/v1/assets/receipts/{name}',
      '/api/v1/report/with/asset',
      '/api/v1/report',
      '/api/v1/report/list',
      '/api/v1/rating',
      '/api/v1/rating/{id}',
      '/api/v1/rating/list/rater/{id}',
      '/api/v1/rating/list/ratee/{id}',
      '/api/v1/rating/list/tutor/{id}',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(doc.paths['/api/v1/user/asset'].put.requestBody.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(JSON.stringify(doc.paths['/api/v1/user/asset'].put.responses['413'])).toContain(
      'large-file-size',
    );
  });
});
