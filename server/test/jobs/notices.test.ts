import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { image, mp4, sendForm } from '../assets/files.ts';
import { EGP, teach } from '../invoices/support.ts';
import { insertPlan, subscribedStudent, tutorWith } from '../lessons/scheduling-fixtures.ts';
import { attended, insertIntroVideo, keepHours } from '../onboarding/fixtures.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

/*
 * Every step reaches the person it concerns outside the app (issue 40 point 1, decision 285):
 * each step is driven through the HTTP API, the job runner runs, and the outbox holds one
 * message per event and recipient, in her gender, on Cairo's wall clock, with the screen's link.
 * The clock stands in Cairo's summer time (UTC+3) while the process runs in UTC.
 */

// Tuesday 1 June 2027, 10:00 in Cairo (07:00 UTC, daylight saving time).
const NOW = Date.parse('2027-06-01T07:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
/** The test server's KALAM_PUBLIC_URL fallback (port 0: chosen when it listens). */
const URL = 'http://localhost:0';
let server: TestServer;
let manager: TestUser;
let studio: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  manager = await createUser(server, 'TutorManager', { name: 'منى المديرة' });
  studio = await createUser(server, 'Studio', { name: 'استوديو كلام' });
  admin = await createUser(server, 'SuperAdmin');
  await keepHours(server, manager);
});
beforeEach(() => clock.set(NOW));
afterAll(() => server.stop());

interface Sent {
  channel: string;
  subject: string;
  body: string;
}
const outbox = (recipient: string): Sent[] =>
  server.deps.sqlite
    .prepare(
      'SELECT channel, subject, body FROM outbox_messages WHERE recipient = ? ORDER BY created_at, rowid',
    )
    .all(recipient) as Sent[];
const mail = (user: { email: string }) => outbox(user.email).filter((m) => m.channel === 'email');
const EGP300 = formatMoney(EGP(300));
const run = () => server.deps.jobRunner.runDue();

async function fresh<T extends TestUser>(user: T): Promise<T> {
  return { ...user, token: await server.deps.tokens.issue(server.deps.users.byId(user.id)!) };
}

/** A woman applying to teach who hears by WhatsApp too. */
async function applicant(name: string, gender: 'female' | 'male' = 'female') {
  const user = await createUser(server, 'Tutor', { name });
  server.deps.users.update(user.id, { gender, notificationMethod: 'whatsapp' });
  server.deps.users.upsertTutor(
    user.id,
    { bio: 'مدرسة إنجليزي بقالي سنين', about: 'بحب أعلّم المحادثة للمبتدئين' },
    NOW,
  );
  return { ...user, phone: server.deps.users.byId(user.id)!.phone! };
}

describe('onboarding: each step reaches the applicant (and the staff member) outside the app', () => {
  it('intro video refused with its reason, then approved; interview and demo booked and passed; photo session scheduled and done; activated — each once', async () => {
    let tutor = await applicant('سلمى عادل');

    // The intro video refused: its reason, in her gender, by e-mail and WhatsApp, once.
    const first = insertIntroVideo(server, tutor.id, 'Pending');
    const refused = await server.call('PUT', `/intro-video/${first}`, {
      token: manager.token,
      body: { status: 'Rejected', reason: 'الصوت واطي ومش واضح' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    await run();
    expect(mail(tutor)).toEqual([
      {
        channel: 'email',
        subject: 'الفيديو التعريفي محتاج يتعاد',
        body: [
          'فريق كلام شاف الفيديو التعريفي بتاعك وماقبلهوش.',
          'السبب: «الصوت واطي ومش واضح»',
          'صوّري فيديو جديد وابعتيه.',
          `كمّلي من صفحة الانضمام: ${URL}/t/onboarding`,
        ].join('\n'),
      },
    ]);
    expect(outbox(tutor.phone).map((m) => [m.channel, m.subject])).toEqual([
      ['whatsapp', 'الفيديو التعريفي محتاج يتعاد'],
    ]);
    // A second review is refused; the same event published again queues nothing new.
    const again = await server.call('PUT', `/intro-video/${first}`, {
      token: admin.token,
      body: { status: 'Approved' },
    });
    expect(again.body.code).toBe('intro-video-reviewed');
    server.deps.bus.publish('onboarding-changed', {
      tutorId: tutor.id,
      step: 'intro-video',
      id: first,
      staffIds: [],
    });
    await run();
    expect(mail(tutor)).toHaveLength(1);

    const second = insertIntroVideo(server, tutor.id, 'Pending');
    await server.call('PUT', `/intro-video/${second}`, {
      token: manager.token,
      body: { status: 'Approved' },
    });
    await run();
    expect(mail(tutor).at(-1)).toMatchObject({
      subject: 'الفيديو التعريفي بتاعك اتقبل',
      body: expect.stringContaining('الخطوة الجاية مقابلة الإنجليزي: احجزي ميعادها.'),
    });

    // The interview booked: both hear when, on Cairo's wall clock (10:00 summer time).
    const start = NOW + DAY;
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(start) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await run();
    expect(mail(tutor).at(-1)).toEqual({
      channel: 'email',
      subject: 'اتحجزت مقابلة الإنجليزي مع منى المديرة',
      body: [
        'مقابلة الإنجليزي مع منى المديرة يوم الأربعاء، ٢ يونيو، ١٠ الصبح.',
        'هنفكّرك قبلها بيوم وقبلها بساعة.',
        `التفاصيل: ${URL}/t/onboarding`,
      ].join('\n'),
    });
    expect(mail(manager).at(-1)).toMatchObject({
      subject: 'اتحجزت مقابلة الإنجليزي مع سلمى عادل',
      body: expect.stringContaining(`يوم الأربعاء، ٢ يونيو، ١٠ الصبح.`),
    });
    expect(mail(manager).at(-1)!.body).toContain(`${URL}/interview/${booked.body.id}`);

    // Passed, with the manager's words; correcting them later sends nothing more.
    clock.set(start + 10 * MIN);
    [tutor, manager] = await Promise.all([fresh(tutor), fresh(manager)]);
    const passed = await server.call('PATCH', '/interview', {
      token: manager.token,
      body: { id: booked.body.id, status: 'Passed', feedback: 'نطق واضح جدًا', level: 8 },
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    await server.call('PATCH', '/interview', {
      token: manager.token,
      body: { id: booked.body.id, feedback: 'نطق واضح جدًا وثقة' },
    });
    await run();
    const decided = mail(tutor).filter((m) => m.subject.includes('عدّيتي مقابلة'));
    expect(decided).toEqual([
      {
        channel: 'email',
        subject: 'مبروك، عدّيتي مقابلة الإنجليزي',
        body: [
          'مبروك! عدّيتي مقابلة الإنجليزي.',
          'رأي فريق كلام: «نطق واضح جدًا»',
          'الخطوة الجاية الجلسة التجريبية: احجزي ميعادها.',
          `كمّلي من صفحة الانضمام: ${URL}/t/onboarding`,
        ].join('\n'),
      },
    ]);

    // The demo session: booked (both hear), then passed.
    const demoStart = start + DAY + 5 * HOUR; // Thursday 3 June, 3 pm in Cairo
    const demo = await server.call('POST', '/demo-session', {
      token: tutor.token,
      body: { tutorId: tutor.id, start: iso(demoStart) },
    });
    expect(demo.status, JSON.stringify(demo.body)).toBe(201);
    await run();
    expect(mail(tutor).at(-1)!.body).toContain(
      'الجلسة التجريبية مع منى المديرة يوم الخميس، ٣ يونيو، ٣ العصر.',
    );
    expect(mail(manager).at(-1)!.body).toContain(`${URL}/demo-session/${demo.body.id}`);
    clock.set(demoStart + 5 * MIN);
    // She came in: a demo session nobody attended cannot be passed (demo-not-attended).
    attended(server, `demo-session:${demo.body.id}`, tutor.id, demoStart + MIN);
    [tutor, manager, studio] = await Promise.all([fresh(tutor), fresh(manager), fresh(studio)]);
    const demoPassed = await server.call('PATCH', '/demo-session', {
      token: manager.token,
      body: { id: demo.body.id, status: 'Passed' },
    });
    expect(demoPassed.status, JSON.stringify(demoPassed.body)).toBe(200);
    await run();
    expect(mail(tutor).at(-1)!.subject).toBe('مبروك، عدّيتي الجلسة التجريبية');

    // The studio schedules the photo session: the tutor hears; the studio, who did it, does not.
    const studioMail = mail(studio).length;
    const photoStart = demoStart + 2 * DAY - 6 * HOUR; // Saturday 5 June, 9 am in Cairo
    const photo = await server.call('POST', '/photo-session', {
      token: studio.token,
      body: { tutorId: tutor.id, start: iso(photoStart) },
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    await run();
    expect(mail(tutor).at(-1)).toMatchObject({
      subject: 'اتحجزت جلسة التصوير في الاستوديو مع استوديو كلام',
      body: expect.stringContaining('يوم السبت، ٥ يونيو، ٩ الصبح.'),
    });
    expect(mail(studio)).toHaveLength(studioMail);

    // Done, with her media: she is activated, and that one notice says both.
    clock.set(photoStart + 30 * MIN);
    [tutor, studio] = await Promise.all([fresh(tutor), fresh(studio)]);
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
    const done = await server.call('PATCH', '/photo-session', {
      token: studio.token,
      body: { id: photo.body.id, status: 'Done' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await run();
    expect(mail(tutor).at(-1)).toEqual({
      channel: 'email',
      subject: 'مبروك! حسابك اتفعّل والطلاب يقدروا يحجزوا معاكي',
      body: [
        'جلسة التصوير خلصت، وكده خلّصتي خطوات الانضمام وبقيتي في قايمة المدرّسين: الطلاب يقدروا يحجزوا معاكي دلوقتي.',
        `حطّي مواعيدك المتاحة: ${URL}/schedule-management`,
      ].join('\n'),
    });
    expect(mail(tutor).map((m) => m.subject)).not.toContain('جلسة التصوير خلصت');

    // Nothing went twice: each subject once, and a run with nothing due sends nothing.
    const subjects = mail(tutor).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    await run();
    expect(mail(tutor)).toHaveLength(subjects.length);
  });

  it('a refused interview tells a man in his gender, with the interviewer’s words', async () => {
    const tutor = await applicant('كريم فؤاد', 'male');
    insertIntroVideo(server, tutor.id, 'Approved');
    const start = NOW + 2 * DAY + 2 * HOUR;
    const booked = await server.call('POST', '/interview', {
      token: tutor.token,
      body: { interviewerId: manager.id, start: iso(start) },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    clock.set(start + 10 * MIN);
    const refused = await server.call('PATCH', '/interview', {
      token: (await fresh(manager)).token,
      body: { id: booked.body.id, status: 'Rejected', feedback: 'محتاج تدريب على النطق', level: 3 },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    await run();
    expect(mail(tutor).at(-1)).toEqual({
      channel: 'email',
      subject: 'نتيجة مقابلة الإنجليزي',
      body: [
        'مقابلة الإنجليزي ما عدّتش المرة دي.',
        'رأي فريق كلام: «محتاج تدريب على النطق»',
        'تقدر تحاول تاني، وميعاد المحاولة مكتوب في صفحة الانضمام.',
        `صفحة الانضمام: ${URL}/t/onboarding`,
      ].join('\n'),
    });
  });
});

describe('lessons: booked and moved reach the tutor as well as the student', () => {
  it('booking tells both when; moving tells both the new time; each once', async () => {
    const planId = insertPlan(server, { weeklyMinutes: 120 });
    const tutor = await tutorWith(server);
    server.deps.users.update(tutor.id, { name: 'أحمد حسن', gender: 'male' });
    const student = await subscribedStudent(server, planId, { name: 'سارة محمود' });
    server.deps.users.update(student.id, { gender: 'female' });
    const start = NOW + DAY + 2 * HOUR; // Wednesday 2 June, 12 noon in Cairo
    const res = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(start), duration: 30 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await run();
    expect(mail(tutor)).toEqual([
      {
        channel: 'email',
        subject: 'حصة جديدة مع سارة محمود',
        body: [
          'سارة محمود حجزت حصة ٣٠ دقيقة معاك يوم الأربعاء، ٢ يونيو، ١٢ الضهر.',
          `التفاصيل: ${URL}/lesson/${res.body.id}`,
        ].join('\n'),
      },
    ]);
    expect(mail(student)).toEqual([
      {
        channel: 'email',
        subject: 'اتحجزت حصتك مع أحمد حسن',
        body: [
          'حصتك (٣٠ دقيقة) مع أحمد حسن يوم الأربعاء، ٢ يونيو، ١٢ الضهر.',
          `التفاصيل: ${URL}/lesson/${res.body.id}`,
        ].join('\n'),
      },
    ]);

    const moved = await server.call('PATCH', '/lesson', {
      token: student.token,
      body: { id: res.body.id, start: iso(start + 7 * HOUR) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The event told again (a second listener's retry) queues nothing new.
    server.deps.bus.publish('lesson-rebooked', {
      lessonId: res.body.id,
      tutorId: tutor.id,
      studentId: student.id,
    });
    await run();
    for (const [who, other] of [
      [tutor, 'سارة محمود'],
      [student, 'أحمد حسن'],
    ] as const)
      expect(mail(who).slice(1)).toEqual([
        {
          channel: 'email',
          subject: `اتغيّر ميعاد حصتك مع ${other}`,
          body: [
            `حصتك (٣٠ دقيقة) مع ${other} بقت يوم الأربعاء، ٢ يونيو، ٧ بالليل.`,
            `التفاصيل: ${URL}/lesson/${res.body.id}`,
          ].join('\n'),
        },
      ]);
  });
});

describe('withdrawals and invite-only plans', () => {
  it('a refused withdrawal says why; a paid one says where its receipt is; each once', async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'هالة سمير' });
    server.deps.users.update(tutor.id, { gender: 'female' });
    await teach(server, tutor.id, EGP(900));
    const ask = () =>
      server.call('POST', '/invoice', {
        token: tutor.token,
        body: { amount: EGP(300), method: 'Wallet', phone: '01012345678' },
      });
    const first = await ask();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const act = (id: string, body: object) =>
      server.call('PUT', `/invoice/${id}/with/asset`, { token: admin.token, body });
    expect(
      (await act(first.body.id, { action: 'reject', note: 'رقم المحفظة مش شغال' })).status,
    ).toBe(200);
    expect((await act(first.body.id, { action: 'note', note: 'اتصلنا بيها' })).status).toBe(200);
    await run();
    expect(mail(tutor)).toEqual([
      {
        channel: 'email',
        subject: `طلب السحب (${EGP300}) اترفض`,
        body: [
          `طلب السحب بتاعك (${EGP300}) اترفض، والمبلغ رجع لرصيدك المتاح.`,
          'السبب: «رقم المحفظة مش شغال»',
          `طلبات السحب: ${URL}/invoices`,
        ].join('\n'),
      },
    ]);

    const second = await ask();
    const paid = await sendForm(
      server,
      'PUT',
      `/invoice/${second.body.id}/with/asset`,
      [
        { name: 'action', value: 'fulfil' },
        { name: 'receipt', value: await image(200, 300), filename: 'r.png', type: 'image/png' },
      ],
      admin.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await run();
    expect(mail(tutor)).toHaveLength(2);
    expect(mail(tutor)[1]).toMatchObject({
      subject: `طلب السحب اتحوّل: ${EGP300}`,
      body: expect.stringContaining('إيصال التحويل موجود جنب الطلب في صفحة السحب.'),
    });
  });

  it('an invite-only plan offered to a student reaches her once, a failed send tried again', async () => {
    const student = await createUser(server, 'Student', { name: 'نور' });
    server.deps.users.update(student.id, { gender: 'female' });
    const plan = await server.call('POST', '/plan', {
      token: admin.token,
      body: {
        nameAr: 'باقة المحادثة المكثفة',
        nameEn: 'Intensive conversation',
        weeklyMinutes: 120,
        monthPrice: 90_000,
        inviteOnly: true,
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    // The mail server is down on the first try: nothing goes, and the runner tries again later.
    const sender = server.deps.sender;
    const send = sender.send.bind(sender);
    sender.send = () => Promise.reject(new Error('smtp down'));
    try {
      const invite = await server.call('POST', '/plan-invite', {
        token: admin.token,
        body: { userId: student.id, planId: plan.body.id },
      });
      expect(invite.status, JSON.stringify(invite.body)).toBe(201);
      server.deps.bus.publish('plan-invited', { userId: student.id, planId: plan.body.id });
      await run();
    } finally {
      sender.send = send;
    }
    expect(mail(student)).toEqual([]);
    clock.set(NOW + 5 * MIN);
    await run();
    await run();
    expect(mail(student)).toEqual([
      {
        channel: 'email',
        subject: 'باقة خاصة ليكي: «باقة المحادثة المكثفة»',
        body: [
          'فريق كلام فتحلك باقة «باقة المحادثة المكثفة»، وهي مش معروضة لكل الطلاب.',
          `تفاصيلها والاشتراك فيها: ${URL}/plans`,
        ].join('\n'),
      },
    ]);
  });
});
