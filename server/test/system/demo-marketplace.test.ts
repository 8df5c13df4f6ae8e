import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorProfileDtoSchema, type OnboardingProgressDto } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { runSeed } from '../../src/seed/seed.ts';
import { DEMO_APPLICANTS, DEMO_LEARNER } from '../../src/seed/demo-data.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Tuesday 24 November 2026, 10:00 in Cairo: the seed's "now".
const NOW = Date.parse('2026-11-24T08:00:00.000Z');
const ADMIN = { email: 'admin@kalam.test', password: 'Admin2026pass' };
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({
    clock: new FixedClock(NOW),
    env: { KALAM_SEED_DEMO: '1', KALAM_ADMIN_PASSWORD: ADMIN.password },
    rateLimit: false,
  });
  await runSeed(server.deps);
  admin = await signIn(ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => server.stop());

async function signIn(email: string, password = 'Kalam2026'): Promise<string> {
  const res = await server.call('POST', '/auth/password', { body: { email, password } });
  expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.token;
}

async function get(path: string, token = admin) {
  const res = await server.call('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const idOf = (email: string) => server.deps.users.byEmail(email)!.id;

/** Everything an admin's lists show, to compare the first seed's with the second's. */
async function adminView() {
  const paths = [
    '/admin/overview',
    '/lesson/list?size=50',
    '/invoice?size=50',
    '/report/list?size=50',
    '/interview/list?size=50',
    '/demo-session/list?size=50',
    '/photo-session/list?size=50',
    '/intro-video/list?size=50',
    '/user/list?size=100',
    `/invoice/stats/${idOf(DEMO_LEARNER.tutorEmail)}`,
    `/rating/list/tutor/${idOf(DEMO_LEARNER.tutorEmail)}`,
  ];
  return Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await get(p)])));
}

describe('the demo shows the whole marketplace', () => {
  it('is seeded at any hour: late in the evening too (the plan is paid before the first lesson)', async () => {
    const late = await startTestServer({
      clock: new FixedClock(Date.parse('2026-12-01T22:43:00.000Z')),
      env: { KALAM_SEED_DEMO: '1', KALAM_ADMIN_PASSWORD: ADMIN.password },
      rateLimit: false,
    });
    try {
      await runSeed(late.deps);
      const lessons = late.deps.sqlite
        .prepare(`select count(*) as n from lessons where status = 'fulfilled'`)
        .get() as { n: number };
      expect(lessons.n).toBe(DEMO_LEARNER.lessons);
    } finally {
      await late.stop();
    }
  }, 60_000);

  it('has onboarding staff who sign in, the manager with weekly call hours', async () => {
    const staff = await get('/user/list?size=100');
    const roles = (role: string) =>
      staff.list
        .filter((u: { role: string }) => u.role === role)
        .map((u: { name: string }) => u.name);
    expect(roles('TutorManager')).toEqual(['هدى عادل']);
    expect(roles('Studio')).toEqual(['طارق نبيل']);
    expect(roles('Student').sort()).toEqual(['سارة محمود', 'عمر خالد'].sort());
    const manager = await signIn('hoda.manager@kalam.test');
    await signIn('tarek.studio@kalam.test');
    const hours = await get(
      `/availability-slot/?tutorId=${idOf('hoda.manager@kalam.test')}`,
      manager,
    );
    expect(JSON.stringify(hours)).toContain('"weekday":4');
  });

  it('has an applicant at each onboarding step, made through the onboarding services', async () => {
    const states = async (email: string) => {
      const p: OnboardingProgressDto = await get(`/onboarding/progress?tutorId=${idOf(email)}`);
      expect(p.activated).toBe(false);
      return p.steps.map((s) => `${s.step}:${s.state}`).join(' ');
    };
    const seen = Object.fromEntries(
      await Promise.all(DEMO_APPLICANTS.map(async (a) => [a.step, await states(a.email)])),
    );
    expect(seen).toEqual({
      'signed-up': 'intro-video:todo interview:locked demo-session:locked photo-session:locked',
      'video-sent': 'intro-video:waiting interview:locked demo-session:locked photo-session:locked',
      'video-approved':
        'intro-video:passed interview:todo demo-session:locked photo-session:locked',
      'interview-booked':
        'intro-video:passed interview:booked demo-session:locked photo-session:locked',
      'demo-booked': 'intro-video:passed interview:passed demo-session:booked photo-session:locked',
      'demo-passed':
        'intro-video:passed interview:passed demo-session:passed photo-session:waiting',
      'photo-booked':
        'intro-video:passed interview:passed demo-session:passed photo-session:booked',
    });
    // The calls ahead are with the demo manager and the demo studio, after the seed's now.
    const interviews = await get('/interview/list?status=Pending');
    expect(interviews.total).toBe(1);
    expect(interviews.list[0].interviewer.name).toBe('هدى عادل');
    expect(Date.parse(interviews.list[0].start)).toBeGreaterThan(NOW);
    const photo = await get('/photo-session/list');
    expect(photo.list.map((s: { studio: { name: string } }) => s.studio.name)).toEqual([
      'طارق نبيل',
    ]);
    // The intro videos are real files the server measured and serves.
    const videos = await get('/intro-video/list?size=50');
    expect(videos.total).toBe(6);
    for (const v of videos.list) expect(v.durationSeconds).toBeGreaterThanOrEqual(30);
    const file = await fetch(`${server.url}${videos.list[0].video}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
  });

  it('books Karim’s past lessons in the morning, not in the night', async () => {
    const lessons = (await get('/lesson/list?size=50')).list as { createdAt: string }[];
    expect(lessons.length).toBeGreaterThan(0);
    const cairoHour = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Africa/Cairo',
    });
    for (const lesson of lessons)
      expect(Number(cairoHour.format(Date.parse(lesson.createdAt)))).toBeGreaterThanOrEqual(6);
  });

  it('puts the studio’s photo session on a working day, even when the seed runs on a Wednesday', async () => {
    // Wednesday 2 December 2026: two days on is a Friday, Egypt's weekend.
    const wednesday = await startTestServer({
      clock: new FixedClock(Date.parse('2026-12-02T08:00:00.000Z')),
      env: { KALAM_SEED_DEMO: '1', KALAM_ADMIN_PASSWORD: ADMIN.password },
      rateLimit: false,
    });
    try {
      await runSeed(wednesday.deps);
      const signedIn = await wednesday.call('POST', '/auth/password', { body: ADMIN });
      const photo = await wednesday.call('GET', '/photo-session/list', {
        token: signedIn.body.token,
      });
      expect(photo.body.list).toHaveLength(1);
      // Sunday 6 December, 11:00 in Cairo.
      expect(photo.body.list[0].start).toBe('2026-12-06T09:00:00.000Z');
    } finally {
      await wednesday.stop();
    }
  }, 60_000);

  // Decision 269: the tutor with reviews has a video on his public page, as a filmed tutor does.
  it('gives Karim a video that his public page plays, uploaded by the studio', async () => {
    const karimId = idOf(DEMO_LEARNER.tutorEmail);
    const page = await server.call('GET', `/user/tutor/info/${karimId}`);
    expect(page.status).toBe(200);
    const profile = tutorProfileDtoSchema.parse(page.body);
    expect(profile.video).toMatch(/^\/api\/v1\/assets\/uploads\//);
    const file = await fetch(`${server.url}${profile.video}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('has a second student whose lessons with Karim happened, were paid and earned', async () => {
    const omar = await signIn(DEMO_LEARNER.email);
    const karimId = idOf(DEMO_LEARNER.tutorEmail);
    const lessons = await get('/lesson/list?size=50');
    expect(lessons.total).toBe(DEMO_LEARNER.lessons);
    for (const l of lessons.list) {
      expect(l).toMatchObject({ status: 'fulfilled', tutor: { id: karimId } });
      expect(Date.parse(l.start)).toBeLessThan(NOW);
    }
    expect((await get('/sub/list?userId=' + idOf(DEMO_LEARNER.email))).total).toBe(1);
    // His month, paid through the sandbox gateway 13 days ago, is still running.
    const current = await get('/sub/current', omar);
    expect(current.subscription).not.toBeNull();
    expect(Date.parse(current.paidThrough)).toBeGreaterThan(NOW);
    const ratings = await get(`/rating/list/tutor/${karimId}`);
    expect(ratings.list.map((r: { value: number }) => r.value)).toEqual([5]);
    const reports = await get('/report/list');
    expect(reports.total).toBe(1);

    // Karim asked for all his earnings: four lessons of 30 minutes at 1.50 EGP a minute.
    const stats = await get(`/invoice/stats/${karimId}`);
    expect(stats).toMatchObject({ earned: 18_000, pending: 18_000, paid: 0, available: 0 });
    const invoices = await get('/invoice');
    expect(
      invoices.list.map((i: { status: string; amount: number }) => [i.status, i.amount]),
    ).toEqual([['PendingApproval', 18_000]]);
    const overview = await get('/admin/overview');
    expect(overview.pendingWithdrawals).toBe(1);
    // Nadine (no video) and Mostafa (his waiting for review) are still at the intro video.
    expect(overview.applicants).toEqual({
      introVideo: 2,
      interview: 1,
      demoSession: 1,
      photoSession: 2,
    });
    // Each card opens its list filtered to the same step (decision 255): the same people.
    const atVideo = await get('/user/tutor/all/for/studio?step=intro-video&size=50');
    expect(atVideo.list.map((t: { email: string }) => t.email).sort()).toEqual([
      'mostafa.applicant@kalam.test',
      'nadine.applicant@kalam.test',
    ]);
    // Heba, past her video with no interview booked, stands between two steps.
    const between = await get('/user/tutor/all/for/studio?step=between&size=50');
    expect(between.list.map((t: { email: string }) => t.email)).toEqual([
      'heba.applicant@kalam.test',
    ]);
  });

  it('leaves Sara, Ahmed and Mona as the browser tests expect them', async () => {
    const sara = await signIn('student@kalam.test');
    expect((await get('/lesson/list', sara)).total).toBe(0);
    for (const email of ['ahmed.tutor@kalam.test', 'mona.tutor@kalam.test']) {
      expect((await get(`/invoice/stats/${idOf(email)}`)).earned).toBe(0);
      expect((await get(`/rating/list/tutor/${idOf(email)}`)).total).toBe(0);
    }
    const directory = await server.call('GET', '/user/tutor/list/onboarded');
    expect(directory.body.total).toBe(3);
  });

  it('adds nothing when the seed runs again', async () => {
    const before = await adminView();
    await runSeed(server.deps);
    expect(await adminView()).toEqual(before);
  });
});
