import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_EVENTS, type IntroVideoDto, type OnboardingEventPayload } from '@kalam/shared';
import { connect, record, until } from '../realtime/socket-support.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import { image, mp4, sendForm } from '../assets/files.ts';
import { recordVideos } from '../support/recorded-media.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const clock = new FixedClock(NOW);
/** The bounds the server reads through its port; each test sets what it needs. */
let bounds = { min: 1, max: 10 };
let server: TestServer;
let manager: TestUser;
let admin: TestUser;
/** About 3 s of WebM (no duration in its header) and 2 s of fragmented MP4, both from Chromium. */
let webm: Buffer;
let mp4Clip: Buffer;

beforeAll(async () => {
  const [clips] = await Promise.all([
    recordVideos([
      { mimeType: 'video/webm;codecs=vp8,opus', seconds: 3 },
      { mimeType: 'video/mp4', seconds: 2 },
    ]),
    (async () => {
      server = await startTestServer({
        clock,
        rateLimit: false,
        introVideoBounds: { introVideoSeconds: () => bounds },
      });
      manager = await createUser(server, 'TutorManager', { name: 'منى المديرة' });
      admin = await createUser(server, 'SuperAdmin');
    })(),
  ]);
  [webm, mp4Clip] = clips as [Buffer, Buffer];
}, 60_000);
beforeEach(() => {
  clock.set(NOW);
  bounds = { min: 1, max: 10 };
});
afterAll(() => server.stop());

const applicant = () => createUser(server, 'Tutor', { name: 'مدرس جديد', activated: false });

/** A new token at the clock's time (months pass in some tests). */
const signIn = async (user: TestUser): Promise<TestUser> => ({
  ...user,
  token: await server.deps.tokens.issue(server.deps.users.byId(user.id)!),
});

const TUS = { 'tus-resumable': '1.0.0' };

/** Send bytes to the tus endpoint (all of them, or only `sent`); answers the upload id. */
async function tusUpload(
  user: TestUser,
  bytes: Uint8Array,
  sent = bytes.length,
  length = bytes.length,
) {
  const created = await fetch(`${server.url}/api/v1/uploads`, {
    method: 'POST',
    headers: { ...TUS, authorization: `Bearer ${user.token}`, 'upload-length': String(length) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  if (sent > 0) {
    const patched = await fetch(new URL(location, server.url), {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${user.token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes.subarray(0, sent),
    });
    expect(patched.status).toBe(204);
  }
  return location.split('/').pop()!;
}

const sendUpload = (
  user: TestUser,
  upload: string,
  extra: { name: string; value: string }[] = [],
) =>
  sendForm(
    server,
    'POST',
    '/intro-video/with/asset',
    [{ name: 'upload', value: upload }, ...extra],
    user.token,
  );

const sendFile = (
  user: TestUser,
  bytes: Uint8Array,
  filename = 'intro.webm',
  type = 'video/webm',
) =>
  sendForm(
    server,
    'POST',
    '/intro-video/with/asset',
    [{ name: 'video', value: bytes, filename, type }],
    user.token,
  );

const review = (user: TestUser, id: string, body: unknown) =>
  server.call('PUT', `/intro-video/${id}`, { token: user.token, body });

const uploadsDir = () => join(server.dataDir, 'resumable-uploads');
const storedFiles = () => readdirSync(join(server.dataDir, 'files', 'uploads')).length;
const rowsOf = (tutor: TestUser) =>
  server.deps.sqlite
    .prepare('select count(*) as n from intro_videos where tutor_id = ?')
    .get(tutor.id) as { n: number };

async function listOf(
  user: TestUser,
  query = '',
): Promise<{ list: IntroVideoDto[]; total: number }> {
  const res = await server.call('GET', `/intro-video/list${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('POST /intro-video/with/asset measures the video itself', () => {
  it('takes a MediaRecorder WebM through a resumable upload: about 3 s, pending, playable by anyone', async () => {
    const tutor = await applicant();
    const upload = await tusUpload(tutor, webm);
    // The client claims a minute; the server measures about three seconds.
    const res = await sendUpload(tutor, upload, [{ name: 'duration', value: '60' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // A clip recorded for 3 s runs a few frames either side; its length is given in whole
    // seconds as a video's clock reads them (floored): 2.96 s is 2, 3.04 s is 3.
    expect([2, 3]).toContain(res.body.durationSeconds);
    expect(res.body).toMatchObject({
      status: 'Pending',
      tutor: { id: tutor.id, name: 'مدرس جديد' },
      contentType: 'video/webm',
      reason: null,
      reviewer: null,
    });
    // The tus upload is gone once taken; the stored video is public media.
    expect(existsSync(join(uploadsDir(), upload))).toBe(false);
    expect(existsSync(join(uploadsDir(), `${upload}.json`))).toBe(false);
    const file = await fetch(`${server.url}${res.body.video}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(webm)).toBe(true);
    expect(await listOf(tutor)).toEqual({ list: [res.body], total: 1 });
  });

  it('puts a sent video in every tutor manager’s queue at once (decision 186)', async () => {
    const tutor = await applicant();
    const socket = await connect(server, manager.token);
    try {
      const heard = record<OnboardingEventPayload>(socket, SERVER_EVENTS.onboardingChanged);
      const res = await sendFile(tutor, webm);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await until(() => heard.some((e) => e.id === res.body.id), 'the queue event');
      const event = heard.find((e) => e.id === res.body.id)!;
      expect(event).toMatchObject({ tutorId: tutor.id, step: 'intro-video' });
      expect(event.progress!.steps[0]).toMatchObject({ state: 'waiting', id: res.body.id });
    } finally {
      socket.close();
    }
  });

  it('takes a fragmented MP4 as a multipart file and measures about 2 s', async () => {
    const tutor = await applicant();
    const res = await sendFile(tutor, mp4Clip, 'intro.mp4', 'video/mp4');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ contentType: 'video/mp4' });
    expect([1, 2]).toContain(res.body.durationSeconds);
  });

  it('refuses too short and too long by the measured length, whatever the client claims, and keeps nothing', async () => {
    const tutor = await applicant();
    const before = storedFiles();
    bounds = { min: 5, max: 120 };
    const upload = await tusUpload(tutor, webm);
    const short = await sendUpload(tutor, upload, [{ name: 'duration', value: '60' }]);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      code: 'short-video-dur',
      message: 'الفيديو أقصر من المسموح.',
    });
    expect(existsSync(join(uploadsDir(), upload))).toBe(false);
    bounds = { min: 1, max: 2 };
    const long = await sendFile(tutor, webm);
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('long-video-dur');
    expect(storedFiles()).toBe(before);
    expect(rowsOf(tutor).n).toBe(0);
    // Within the bounds the same file passes.
    bounds = { min: 2, max: 4 };
    expect((await sendFile(tutor, webm)).status).toBe(201);
  });

  it('refuses an image named .webm, an MP4 header with nothing behind it, and text', async () => {
    const tutor = await applicant();
    const before = storedFiles();
    const png = await sendFile(tutor, await image(480, 480), 'intro.webm');
    expect(png.status).toBe(400);
    expect(png.body.code).toBe('invalid-file-type');
    const lying = await sendFile(tutor, mp4(50_000), 'intro.mp4', 'video/mp4');
    expect(lying.status).toBe(400);
    expect(lying.body.code).toBe('corrupt-file');
    const text = await sendFile(tutor, new TextEncoder().encode('not a video at all'), 'x.webm');
    expect(text.body.code).toBe('invalid-file-type');
    expect(storedFiles()).toBe(before);
    expect(rowsOf(tutor).n).toBe(0);
  });

  it('refuses an unfinished upload (it stays, to be resumed), a huge one, path tricks and someone else’s upload', async () => {
    const tutor = await applicant();
    const other = await applicant();
    const half = await tusUpload(tutor, webm, Math.floor(webm.length / 2));
    const cut = await sendUpload(tutor, half);
    expect(cut.status).toBe(400);
    expect(cut.body.code).toBe('incomplete-upload');
    expect(existsSync(join(uploadsDir(), half))).toBe(true);

    const huge = await tusUpload(tutor, new Uint8Array(0), 0, 300 * 1024 * 1024);
    const big = await sendUpload(tutor, huge);
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('large-file-size');
    expect(existsSync(join(uploadsDir(), huge))).toBe(false);

    for (const trick of ['../../etc/passwd', `${tutor.id}-../../x`, '..%2F..%2Fdata.db']) {
      const res = await sendUpload(tutor, trick);
      expect(res.status, trick).toBe(404);
      expect(res.body.code).toBe('upload-not-found');
    }
    const theirs = await tusUpload(other, webm);
    const stolen = await sendUpload(tutor, theirs);
    expect(stolen.body.code).toBe('upload-not-found');
    expect(existsSync(join(uploadsDir(), theirs))).toBe(true);
    expect(rowsOf(tutor).n).toBe(0);
  });

  it('allows one pending video: a second is intro-video-exists, and of two at once one wins', async () => {
    const tutor = await applicant();
    const [a, b] = await Promise.all([sendFile(tutor, webm), sendFile(tutor, webm)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.code, b.body.code]).toContain('intro-video-exists');
    const again = await sendFile(tutor, webm);
    expect(again.body).toMatchObject({
      code: 'intro-video-exists',
      message: 'عندك فيديو تعريفي لسه بيتراجع.',
    });
    expect(rowsOf(tutor).n).toBe(1);
  });

  it('is for tutor applicants only', async () => {
    const student = await createUser(server, 'Student');
    expect((await sendFile(student, webm)).status).toBe(403);
    const working = await createUser(server, 'Tutor', { activated: true });
    expect((await sendFile(working, webm)).status).toBe(403);
    const anonymous = await sendForm(server, 'POST', '/intro-video/with/asset', [
      { name: 'upload', value: 'x' },
    ]);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /intro-video/{id}: review', () => {
  async function pending() {
    const tutor = await applicant();
    const res = await sendFile(tutor, webm);
    expect(res.status).toBe(201);
    return { tutor, video: res.body as IntroVideoDto };
  }

  it('a tutor manager approves; the tutor sees it; it cannot be reviewed twice or sent again', async () => {
    const { tutor, video } = await pending();
    expect((await listOf(manager, '?status=Pending')).list.map((v) => v.id)).toContain(video.id);
    const res = await review(manager, video.id, { status: 'Approved' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Approved',
      reviewer: { id: manager.id, name: 'منى المديرة' },
      reviewedAt: new Date(NOW).toISOString(),
      reason: null,
    });
    expect((await listOf(tutor)).list[0]!.status).toBe('Approved');
    const twice = await review(admin, video.id, {
      status: 'Rejected',
      reason: 'الصوت مش واضح خالص',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('intro-video-reviewed');
    expect((await sendFile(tutor, webm)).body.code).toBe('intro-video-exists');
  });

  it('a rejection needs a reason; then a new video only three months later', async () => {
    const { tutor, video } = await pending();
    const bare = await review(manager, video.id, { status: 'Rejected' });
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe('required');
    expect(bare.body.details).toEqual([expect.objectContaining({ path: 'reason' })]);
    const tiny = await review(manager, video.id, { status: 'Rejected', reason: 'لا' });
    expect(tiny.body.code).toBe('short-review-reason');
    const reason = 'الصوت واطي، سجّل في مكان هادي وقرّب من المايك.';
    const rejected = await review(admin, video.id, { status: 'Rejected', reason });
    expect(rejected.status).toBe(200);
    const retryAfter = '2027-02-20T10:00:00.000Z';
    expect(rejected.body).toMatchObject({ status: 'Rejected', reason, retryAfter });
    expect((await listOf(tutor)).list[0]).toMatchObject({ reason, retryAfter });

    clock.set(NOW + 89 * DAY);
    const later = await signIn(tutor);
    const soon = await sendFile(later, webm);
    expect(soon.status).toBe(409);
    expect(soon.body).toMatchObject({ code: 'intro-video-too-soon', details: { retryAfter } });
    clock.set(Date.parse(retryAfter));
    expect((await sendFile(await signIn(tutor), webm)).status).toBe(201);
  });

  it('refuses an inactive tutor manager, the tutor, a student and the studio; unknown ids are 404', async () => {
    const { tutor, video } = await pending();
    const inactive = await createUser(server, 'TutorManager', { activated: false });
    const res = await review(inactive, video.id, { status: 'Approved' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('inactive-tutor-manager');
    for (const user of [
      tutor,
      await createUser(server, 'Student'),
      await createUser(server, 'Studio'),
    ])
      expect((await review(user, video.id, { status: 'Approved' })).status).toBe(403);
    expect((await review(manager, 'missing-id', { status: 'Approved' })).body.code).toBe(
      'intro-video-not-found',
    );
    const bad = await review(manager, video.id, { status: 'Pending' });
    expect(bad.body.code).toBe('invalid-type');
    expect((await listOf(tutor)).list[0]!.status).toBe('Pending');
  });

  it('lists: a tutor only their own, reviewers all', async () => {
    const { tutor } = await pending();
    const mine = await listOf(tutor, `?tutorId=${manager.id}`);
    expect(mine.list.every((v) => v.tutor.id === tutor.id)).toBe(true);
    expect((await listOf(manager)).total).toBeGreaterThan(mine.total);
    const student = await createUser(server, 'Student');
    expect((await server.call('GET', '/intro-video/list', { token: student.token })).status).toBe(
      403,
    );
  });
});
