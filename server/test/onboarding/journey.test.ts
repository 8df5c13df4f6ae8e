import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OnboardingProgressDto } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { image, mp4, sendForm } from '../assets/files.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { approveIntroVideo, attended, insertInterview } from './fixtures.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
let server: TestServer;
let manager: TestUser;
let studio: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  manager = await createUser(server, 'TutorManager', { name: 'منى المديرة' });
  studio = await createUser(server, 'Studio', { name: 'استوديو كلام' });
  admin = await createUser(server, 'SuperAdmin');
  // The tutor manager's call hours: every day, 09:00–21:00 Cairo (decision 175).
  const hours = await server.call('POST', '/availability-slot', {
    token: manager.token,
    body: { slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 540, end: 1260 })) },
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
});
beforeEach(() => clock.set(NOW));
afterAll(() => server.stop());

/** Tokens outlive no month: sign everyone in again at the clock's time. */
async function fresh(user: TestUser): Promise<TestUser> {
  return { ...user, token: await server.deps.tokens.issue(server.deps.users.byId(user.id)!) };
}

async function applicant(name = 'مدرسة جديدة') {
  const user = await createUser(server, 'Tutor', { name });
  server.deps.users.upsertTutor(
    user.id,
    { bio: 'مدرسة إنجليزي بقالي سنين', about: 'بحب أعلّم المحادثة للمبتدئين' },
    NOW,
  );
  return user;
}

async function progress(user: TestUser, query = ''): Promise<OnboardingProgressDto> {
  const res = await server.call('GET', `/onboarding/progress${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const states = (p: OnboardingProgressDto) => p.steps.map((s) => `${s.step}:${s.state}`);

async function listed(tutorId: string): Promise<boolean> {
  const res = await server.call('GET', '/user/tutor/list/onboarded?size=100');
  expect(res.status).toBe(200);
  return res.body.list.some((t: { id: string }) => t.id === tutorId);
}

describe('a tutor onboards in order and is activated', () => {
  it('intro video → interview → demo session → photo session → listed in the directory', async () => {
    let tutor = await applicant();
    let p = await progress(tutor);
    expect(states(p)).toEqual([
      'intro-video:todo',
      'interview:locked',
      'demo-session:locked',
      'photo-session:locked',
    ]);
    expect(p).toMatchObject({ activated: false, manuallyAdded: false });
    expect(p.missing).toEqual(['intro-video', 'interview', 'demo-session', 'photo-session']);

    // The interview waits for an approved intro video.
    const start = NOW + DAY + 5 * HOUR;
    const early = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(start) },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('intro-video-required');
    approveIntroVideo(server, tutor.id);
    expect(states(await progress(tutor))[1]).toBe('interview:todo');

    // Free times come from the tutor manager's hours.
    const free = await server.call(
      'GET',
      `/interview/slots?from=${iso(start - HOUR)}&to=${iso(start + HOUR)}`,
      { token: tutor.token },
    );
    expect(free.body.list.map((s: { start: string }) => s.start)).toEqual([
      iso(start - HOUR),
      iso(start - HOUR / 2),
      iso(start),
      iso(start + HOUR / 2),
    ]);
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(start) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    p = await progress(tutor);
    expect(p.steps[1]).toMatchObject({ state: 'booked', at: iso(start), id: booked.body.id });
    // That half hour is no longer offered to anyone else.
    const rival = await applicant('منافس');
    approveIntroVideo(server, rival.id);
    const left = await server.call(
      'GET',
      `/interview/slots?from=${iso(start - HOUR)}&to=${iso(start + HOUR)}`,
      { token: rival.token },
    );
    expect(left.body.list.map((s: { start: string }) => s.start)).not.toContain(iso(start));

    // The studio cannot schedule before the demo session passed.
    const tooSoon = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(start + DAY) },
    });
    expect(tooSoon.body.code).toBe('demo-session-not-passed');

    clock.set(start + 10 * MIN);
    [tutor, manager] = await Promise.all([fresh(tutor), fresh(manager)]);
    const passed = await server.call('PATCH', '/interview', {
      token: manager.token,
      body: { id: booked.body.id, status: 'Passed', feedback: 'إنجليزي ممتاز ونطق واضح', level: 8 },
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    const afterInterview = await progress(tutor);
    expect(states(afterInterview).slice(1, 3)).toEqual(['interview:passed', 'demo-session:todo']);
    // The feedback the manager wrote «for the applicant» reaches them on a pass too.
    expect(afterInterview.steps[1]!.reason).toBe('إنجليزي ممتاز ونطق واضح');

    // The tutor books the demo at a free time; the tutor manager who interviewed them takes it.
    const demoStart = start + DAY;
    const slots = await server.call(
      'GET',
      `/demo-session/slots?from=${iso(demoStart - 2 * HOUR)}&to=${iso(demoStart + 2 * HOUR)}`,
      { token: tutor.token },
    );
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    expect(slots.body.list).toContainEqual({ start: iso(demoStart), interviewerId: manager.id });
    const other = await applicant('مدرس تاني');
    const forOther = await server.call('POST', '/demo-session', {
      token: other.token,
      body: { tutorId: tutor.id, start: iso(demoStart) },
    });
    expect(forOther.status).toBe(403);
    const demo = await server.call('POST', '/demo-session', {
      token: tutor.token,
      body: { tutorId: tutor.id, start: iso(demoStart) },
    });
    expect(demo.status, JSON.stringify(demo.body)).toBe(201);
    expect(demo.body.tutorManager.id).toBe(manager.id);
    expect((await progress(tutor)).steps[2]).toMatchObject({ state: 'booked', at: iso(demoStart) });

    clock.set(demoStart + 5 * MIN);
    [tutor, manager, studio] = await Promise.all([fresh(tutor), fresh(manager), fresh(studio)]);
    // She came into the demo (a pass needs it, issue 40).
    attended(server, `demo-session:${demo.body.id}`, tutor.id, demoStart);
    const demoPassed = await server.call('PATCH', '/demo-session', {
      token: manager.token,
      body: { id: demo.body.id, status: 'Passed' },
    });
    expect(demoPassed.status).toBe(200);
    expect(states(await progress(tutor))[3]).toBe('photo-session:waiting');

    // Studio schedules the photo session; one at a time.
    const photoStart = demoStart + 2 * DAY;
    const photo = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(photoStart) },
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect(photo.body).toMatchObject({
      status: 'Scheduled',
      tutor: { id: tutor.id },
      studio: { id: studio.id, name: 'استوديو كلام' },
    });
    const twice = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(photoStart + DAY) },
    });
    expect(twice.body.code).toBe('photo-session-exists');
    const mine = await server.call('GET', '/photo-session/list', { token: tutor.token });
    expect(mine.body.list.map((s: { id: string }) => s.id)).toEqual([photo.body.id]);
    expect((await progress(tutor)).steps[3]).toMatchObject({
      state: 'booked',
      at: iso(photoStart),
    });

    const done = () =>
      server.call('PATCH', '/photo-session', {
        token: studio.token,
        body: { id: photo.body.id, status: 'Done' },
      });
    expect((await done()).body.code).toBe('session-not-started');
    clock.set(photoStart + 30 * MIN);
    [tutor, studio] = await Promise.all([fresh(tutor), fresh(studio)]);
    const noMedia = await done();
    expect(noMedia.status).toBe(409);
    expect(noMedia.body.code).toBe('tutor-media-missing');
    expect(await listed(tutor.id)).toBe(false);

    const media = await sendForm(
      server,
      'PUT',
      `/user/asset/tutor?tutorId=${tutor.id}`,
      [
        { name: 'image', value: await image(600, 600), filename: 'a.png', type: 'image/png' },
        { name: 'video', value: mp4(), filename: 'v.mp4', type: 'video/mp4' },
        { name: 'thumbnail', value: await image(640, 480, 'jpeg'), filename: 't.jpg' },
      ],
      studio.token,
    );
    expect(media.status, JSON.stringify(media.body)).toBe(200);
    const cacheEvents: string[][] = [];
    const off = server.deps.bus.subscribe('tutors-cache-updated', (e) =>
      cacheEvents.push(e.tutorIds),
    );
    const finished = await done();
    off();
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.status).toBe('Done');
    expect(cacheEvents).toContainEqual([tutor.id]);
    p = await progress(tutor);
    expect(p.activated).toBe(true);
    expect(p.missing).toEqual([]);
    expect(states(p).every((s) => s.endsWith(':passed'))).toBe(true);
    expect(await listed(tutor.id)).toBe(true);
    // Students (no account needed) see what was vetted, the photo and the videos.
    const card = await server.call('GET', `/user/tutor/info/${tutor.id}`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      vetted: ['interview', 'demo-session', 'photo-session'],
      introVideo: expect.stringMatching(/^\/api\/v1\/assets\/uploads\//),
      video: media.body.video,
      image: media.body.image,
    });
    // Settled: nothing changes it again.
    expect((await done()).body.code).toBe('session-settled');
    const cancel = await server.call('PATCH', '/photo-session', {
      token: tutor.token,
      body: { id: photo.body.id, status: 'CanceledByTutor' },
    });
    expect(cancel.body.code).toBe('session-settled');
  });
});

describe('photo sessions: who may do what', () => {
  async function demoPassed() {
    const tutor = await applicant();
    approveIntroVideo(server, tutor.id);
    const interviewId = insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: manager.id,
      start: NOW - 3 * DAY,
      status: 'Passed',
    });
    server.deps.sqlite
      .prepare(
        `insert into demo_sessions (id, tutor_id, tutor_manager_id, interview_id, start, duration, status, created_at, updated_at)
         values (?, ?, ?, ?, ?, 30, 'Passed', ?, ?)`,
      )
      .run(`demo-${tutor.id}`, tutor.id, manager.id, interviewId, NOW - 2 * DAY, NOW, NOW);
    return tutor;
  }

  it('the tutor cancels before the start, not after; others may not; the studio cancels', async () => {
    const tutor = await demoPassed();
    const start = NOW + DAY;
    const made = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(start) },
    });
    expect(made.status).toBe(201);
    const stranger = await applicant();
    for (const [user, status] of [
      [stranger, 'CanceledByTutor'],
      [tutor, 'Done'],
      [tutor, 'CanceledByStudio'],
      [manager, 'CanceledByStudio'],
    ] as const) {
      const res = await server.call('PATCH', '/photo-session', {
        token: user.token,
        body: { id: made.body.id, status },
      });
      expect(res.status, `${user.role} ${status}`).toBe(403);
    }
    const cancelled = await server.call('PATCH', '/photo-session', {
      token: tutor.token,
      body: { id: made.body.id, status: 'CanceledByTutor' },
    });
    expect(cancelled.body.status).toBe('CanceledByTutor');
    // Cancelled, a new one may be scheduled; after its start the tutor may not cancel.
    const again = await server.call('POST', '/photo-session', {
      token: admin.token,
      body: { tutorId: tutor.id, start: iso(start) },
    });
    expect(again.status).toBe(201);
    clock.set(start + MIN);
    const late = await server.call('PATCH', '/photo-session', {
      token: (await fresh(tutor)).token,
      body: { id: again.body.id, status: 'CanceledByTutor' },
    });
    expect(late.body.code).toBe('session-started');
    const byStudio = await server.call('PATCH', '/photo-session', {
      token: (await fresh(studio)).token,
      body: { id: again.body.id, status: 'CanceledByStudio' },
    });
    expect(byStudio.body.status).toBe('CanceledByStudio');
  });

  it('refuses students, tutor managers and tutors to schedule; a past start; an unknown tutor', async () => {
    const tutor = await demoPassed();
    for (const user of [tutor, manager, await createUser(server, 'Student')]) {
      const res = await server.call('POST', '/photo-session', {
        token: user.token,
        body: { tutorId: tutor.id, start: iso(NOW + DAY) },
      });
      expect(res.status).toBe(403);
    }
    const past = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(NOW) },
    });
    expect(past.body.code).toBe('session-time-passed');
    const nobody = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: 'no-such-tutor', start: iso(NOW + DAY) },
    });
    expect(nobody.body.code).toBe('tutor-not-found');
  });

  it('two studio users racing for one tutor: one wins', async () => {
    const tutor = await demoPassed();
    const second = await createUser(server, 'Studio');
    const [a, b] = await Promise.all(
      [studio, second].map((user, i) =>
        server.call('POST', '/photo-session', {
          token: user.token,
          body: { tutorId: tutor.id, start: iso(NOW + DAY + i * HOUR) },
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
  });
});

describe('missing data and manual addition', () => {
  it('names the profile data still missing; a manually added tutor skips onboarding', async () => {
    const bare = await createUser(server, 'Tutor', { verifiedPhone: false });
    const p = await progress(bare);
    expect(p.missing).toEqual([
      'verified-phone',
      'bio',
      'about',
      'intro-video',
      'interview',
      'demo-session',
      'photo-session',
    ]);
    // Staff read any tutor's progress; a student may not.
    expect((await progress(studio, `?tutorId=${bare.id}`)).tutorId).toBe(bare.id);
    const student = await createUser(server, 'Student');
    expect(
      (
        await server.call('GET', `/onboarding/progress?tutorId=${bare.id}`, {
          token: student.token,
        })
      ).status,
    ).toBe(403);

    const added = await server.call('PUT', `/user/${bare.id}`, {
      token: admin.token,
      body: { manuallyAdded: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = await progress(bare);
    expect(after).toMatchObject({ activated: true, manuallyAdded: true });
    expect(after.missing).toEqual(['verified-phone', 'bio', 'about']);
  });
});

describe('reminders a day and an hour before onboarding calls', () => {
  const subjects = (email: string) =>
    (
      server.deps.sqlite
        .prepare('SELECT subject FROM outbox_messages WHERE recipient = ? ORDER BY created_at')
        .all(email) as { subject: string }[]
    )
      .map((r) => r.subject)
      // The reminders, not the booking's own notice (decision 285, server/test/jobs/notices.test.ts).
      .filter((s) => !s.startsWith('اتحجزت '));

  it('reminds both sides of an interview; a cancelled one stays silent', async () => {
    const tutor = await applicant('متقدمة للتذكير');
    approveIntroVideo(server, tutor.id);
    const start = NOW + 3 * DAY;
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(start) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const other = await applicant('متقدم هيلغي');
    approveIntroVideo(server, other.id);
    const cancelled = await server.call('POST', '/interview', {
      token: other.token,
      body: { interviewerId: manager.id, start: iso(start + HOUR) },
    });
    expect(cancelled.status).toBe(201);
    await server.call('PATCH', '/interview', {
      token: other.token,
      body: { id: cancelled.body.id, status: 'CanceledByInterviewee' },
    });

    clock.set(start - DAY + MIN);
    await server.deps.jobRunner.runDue();
    expect(subjects(tutor.email)).toEqual(['فكّرناك: مقابلة الإنجليزي بكرة']);
    expect(subjects(manager.email)).toContain('فكّرناك: مقابلة الإنجليزي بكرة');
    clock.set(start - HOUR + MIN);
    await server.deps.jobRunner.runDue();
    expect(subjects(tutor.email)).toEqual([
      'فكّرناك: مقابلة الإنجليزي بكرة',
      'فكّرناك: مقابلة الإنجليزي بعد ساعة',
    ]);
    clock.set(start + HOUR - HOUR + MIN);
    await server.deps.jobRunner.runDue();
    expect(subjects(other.email)).toEqual([]);
  });
});

describe('a cancelled onboarding call reaches the other side with the app closed (decision 265)', () => {
  /**
   * The cancellations' e-mails in the order they were written (an earlier test's clock may stand
   * later than this one's), sent by the job runner (decision 285).
   */
  const mail = (email: string) =>
    (
      server.deps.sqlite
        .prepare(
          "SELECT subject, body FROM outbox_messages WHERE recipient = ? AND channel = 'email' ORDER BY rowid",
        )
        .all(email) as { subject: string; body: string }[]
    ).filter((m) => m.subject.startsWith('اتلغت'));
  const sent = () => server.deps.jobRunner.runDue();

  it('the manager cancels: the applicant is told, in her gender, to choose another time, and her page says so; the manager hears nothing', async () => {
    const tutor = await applicant('ريم الملغية');
    server.deps.users.update(tutor.id, { gender: 'female' });
    approveIntroVideo(server, tutor.id);
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(NOW + 2 * DAY) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await sent();
    const before = mail(manager.email).length;
    const cancelled = await server.call('PATCH', '/interview', {
      token: manager.token,
      body: { id: booked.body.id, status: 'CanceledByInterviewer' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await sent();
    expect(mail(tutor.email)).toHaveLength(1);
    const [told] = mail(tutor.email);
    expect(told!.subject).toBe('اتلغت مقابلة الإنجليزي مع منى المديرة');
    expect(told!.body).toMatch(/^مقابلة الإنجليزي مع منى المديرة يوم .+ اتلغت\. /);
    expect(told!.body).toContain('اختاري ميعاد تاني من صفحة الانضمام في كلام.');
    expect(mail(manager.email)).toHaveLength(before);
    // Her page says why the step is open again, until she books another time.
    const open = (await progress(tutor)).steps[1]!;
    expect(open).toMatchObject({ state: 'todo', canceledAt: iso(NOW + 2 * DAY) });
    const again = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(NOW + 2 * DAY + HOUR) },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await progress(tutor)).steps[1]).toMatchObject({ state: 'booked', canceledAt: null });
    // Her own cancel is no news to her.
    await server.call('PATCH', '/interview', {
      token: tutor.token,
      body: { id: again.body.id, status: 'CanceledByInterviewee' },
    });
    expect((await progress(tutor)).steps[1]).toMatchObject({ state: 'todo', canceledAt: null });
  });

  it('the applicant cancels a photo session: the studio hears its time is free; one cancelled after its time tells no one', async () => {
    const tutor = await applicant('مدرس هيلغي التصوير');
    // What earlier tests' cancellations queued for the studio goes first.
    await sent();
    const before = mail(studio.email).length;
    // One scheduled photo session a tutor at a time: each is written when the last is over.
    const scheduled = (id: string, start: number) =>
      server.deps.sqlite
        .prepare(
          "INSERT INTO photo_sessions (id, tutor_id, studio_id, start, duration, status, created_at, updated_at) VALUES (?, ?, ?, ?, 30, 'Scheduled', ?, ?)",
        )
        .run(id, tutor.id, studio.id, start, NOW, NOW);
    scheduled('photo-ahead', NOW + 3 * DAY);
    const mine = await server.call('PATCH', '/photo-session', {
      token: tutor.token,
      body: { id: 'photo-ahead', status: 'CanceledByTutor' },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    await sent();
    expect(mail(studio.email)).toHaveLength(before + 1);
    const told = mail(studio.email).at(-1)!;
    expect(told.subject).toBe('اتلغت جلسة التصوير في الاستوديو مع مدرس هيلغي التصوير');
    expect(told.body).toMatch(/اتلغت\. الميعاد رجع فاضي في جدولك\.$/);
    expect(mail(tutor.email)).toEqual([]);

    // The studio calls off the one whose time has come: a no-show, not news.
    scheduled('photo-soon', NOW + HOUR);
    clock.set(NOW + 2 * HOUR);
    const late = await server.call('PATCH', '/photo-session', {
      token: (await fresh(studio)).token,
      body: { id: 'photo-soon', status: 'CanceledByStudio' },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    // A cancel made after it: its word is queued behind any word of the first.
    scheduled('photo-later', NOW + 4 * DAY);
    const later = await server.call('PATCH', '/photo-session', {
      token: (await fresh(studio)).token,
      body: { id: 'photo-later', status: 'CanceledByStudio' },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    await sent();
    expect(mail(tutor.email)).toHaveLength(1);
    expect(mail(tutor.email)[0]!.body).toContain('اختار ميعاد تاني من صفحة الانضمام في كلام.');
  });
});

describe('PUT /user/asset/tutor takes the studio video as a resumable upload', () => {
  async function tus(user: TestUser, bytes: Uint8Array): Promise<string> {
    const created = await fetch(`${server.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${user.token}`,
        'upload-length': String(bytes.length),
      },
    });
    const location = created.headers.get('location')!;
    const patched = await fetch(new URL(location, server.url), {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${user.token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(patched.status).toBe(204);
    return location.split('/').pop()!;
  }

  it('stores the finished upload as the tutor video; another person’s upload is not found', async () => {
    const tutor = await applicant('مدرس للاستوديو');
    const own = await tus(studio, mp4());
    const res = await sendForm(
      server,
      'PUT',
      `/user/asset/tutor?tutorId=${tutor.id}`,
      [{ name: 'videoUpload', value: own }],
      studio.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.video).toMatch(/^\/api\/v1\/assets\/uploads\/.+\.mp4$/);
    const again = await sendForm(
      server,
      'PUT',
      `/user/asset/tutor?tutorId=${tutor.id}`,
      [{ name: 'videoUpload', value: own }],
      studio.token,
    );
    expect(again.body.code).toBe('upload-not-found');
    const theirs = await tus(tutor, mp4());
    const stolen = await sendForm(
      server,
      'PUT',
      `/user/asset/tutor?tutorId=${tutor.id}`,
      [{ name: 'videoUpload', value: theirs }],
      studio.token,
    );
    expect(stolen.status).toBe(404);
  });
});
