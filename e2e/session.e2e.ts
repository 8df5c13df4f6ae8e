/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  errorMessage,
  type LessonDto,
  type PlanDto,
  type RatingDto,
  type TutorCardDto,
} from '@kalam/shared';
import { isDark, signIn, ui } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import {
  FAKE_MEDIA,
  launchBrowser,
  LOOPBACK_ICE,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { screenshotFourWays } from './support/refusal.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * Live lessons (issue 8, part 5): a student and a tutor of the demo seed, each in their own
 * browser context with Chromium's fake camera and microphone, join the lesson booked between
 * them, see each other's video, chat, toggle camera and microphone, ride out a dropped
 * connection, leave; then the student rates the tutor, and opens the rating again on what she gave.
 * The server's clock and the browsers' start on Monday 09:00 in Cairo; after the booking both
 * jump into the lesson's time, later past its end (decision 094).
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const LESSON_START = '2026-11-23T07:45:00.000Z'; // Monday 09:45 in Cairo, 15 minutes
const MIN = 60_000;
// The seed's student is a woman and its tutor a man: the room speaks of each in their gender.
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026', name: 'سارة محمود' };
const TUTOR = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026', name: 'أحمد حسن' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };

/** This machine's flags, loopback ICE, and whatever media a test asks for. */
const launch = (args: string[]) => launchBrowser([LOOPBACK_ICE, ...args]);

let server: E2eServer;
let browser: Browser;
let student: { context: BrowserContext; page: Page; errors: string[] };
let tutor: { context: BrowserContext; page: Page; errors: string[] };
let lesson: LessonDto;
let tutorId: string;
let studentId: string;

/** Move the server's clock and every browser's together. */
async function setTime(at: number) {
  server.setTime(at);
  for (const side of [student, tutor]) await side?.context.clock.setSystemTime(server.clock.now());
}

async function person(
  who: { email: string; password: string },
  from: Browser,
  colorScheme: 'light' | 'dark',
) {
  const context = await newContext(from, server.url, { colorScheme });
  await context.clock.install({ time: server.clock.now() });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, who);
  return { context, page, errors };
}

const roomUrl = () => `/session?id=${encodeURIComponent(`lesson:${lesson.id}`)}`;

/** A <video> that is really playing: it has frames and its clock moves. */
async function playing(page: Page, testId: string) {
  const video = page.getByTestId(testId);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 })
    .toBeGreaterThan(before);
  return video.evaluate((v: HTMLVideoElement) => ({ w: v.videoWidth, h: v.videoHeight }));
}

const phaseOf = (page: Page) => page.getByTestId('session-room').getAttribute('data-phase');

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });

  // The student gets a plan (what a paid checkout does) and books Ahmed at 09:45.
  const tutors = await server.call<{ list: TutorCardDto[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  tutorId = tutors.body.list.find((t) => t.name === TUTOR.name)!.id;
  const admin = await server.login(ADMIN);
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  const me = await server.login(STUDENT);
  studentId = me.user.id;
  const granted = await server.call(admin.token, 'POST', '/sub', {
    userId: studentId,
    planId: plans.body.list.find((p) => p.weeklyMinutes === 60)!.id,
    period: 'Month',
  });
  expect(granted.status).toBe(201);
  const booked = await server.call<LessonDto>(me.token, 'POST', '/lesson/', {
    tutorId,
    start: LESSON_START,
    duration: 15,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  lesson = booked.body;

  // Half a minute before the room opens (ten minutes before the start).
  server.setTime(Date.parse(LESSON_START) - 10.5 * MIN);
  browser = await launch(FAKE_MEDIA);
  student = await person(STUDENT, browser, 'light');
  tutor = await person(TUTOR, browser, 'dark');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a live lesson between a student and a tutor', () => {
  it('keeps the student waiting until the room opens, then opens it by itself', async () => {
    await student.page.goto(roomUrl());
    const waiting = student.page.getByTestId('session-waiting');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('الغرفة بتفتح الساعة ٩:٣٥ الصبح،');
    expect(await student.page.locator('video').count()).toBe(0);
    await screenshot(student.page, 'session-waiting-light');
    await setTime(Date.parse(LESSON_START) - 10 * MIN + 2_000);
    await student.page.getByTestId('session-ready').waitFor({ timeout: 10_000 });
  });

  it('shows each the ready screen with their camera and a moving microphone meter', async () => {
    // The tutor enters from the lesson page once it offers the room.
    await tutor.page.goto(`/lesson/${lesson.id}`);
    await tutor.page.getByRole('link', { name: 'ادخل الحصة' }).click();
    await tutor.page.waitForURL(/\/session\?id=lesson/);
    for (const side of [student, tutor]) {
      await side.page.getByTestId('session-ready').waitFor();
      expect((await playing(side.page, 'preview-video')).w).toBeGreaterThan(0);
    }
    // Chromium's fake microphone beeps: the meter moves.
    await student.page.mouse.click(5, 5);
    await expect
      .poll(
        async () =>
          Number(await student.page.getByTestId('mic-level').getAttribute('aria-valuenow')),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    expect(await student.page.getByTestId('other-presence').textContent()).toContain(
      `${TUTOR.name} لسه ما دخلش`,
    );
    expect(await isDark(tutor.page)).toBe(true);
    await screenshot(student.page, 'session-ready-light');
    await screenshot(tutor.page, 'session-ready-dark');
    expect(await seriousViolations(student.page)).toEqual([]);
    expect(await seriousViolations(tutor.page)).toEqual([]);
  });

  it('joins both, and each sees the other’s video playing', async () => {
    await tutor.page.getByTestId('join-session').click();
    await tutor.page.getByTestId('session-call').waitFor();
    // The student's ready screen learns that the tutor is inside (session:pre-join).
    await expect
      .poll(() => student.page.getByTestId('other-presence').textContent(), { timeout: 10_000 })
      .toContain(`${TUTOR.name} دخل الغرفة`);
    await student.page.getByTestId('join-session').click();
    await student.page.getByTestId('session-call').waitFor();
    const seenByStudent = await playing(student.page, 'remote-video');
    const seenByTutor = await playing(tutor.page, 'remote-video');
    expect(seenByStudent.w).toBeGreaterThan(0);
    expect(seenByTutor.w).toBeGreaterThan(0);
    await playing(student.page, 'local-video');
    expect(await student.page.getByTestId('remote-note').count()).toBe(0);
    await screenshot(student.page, 'session-call-light');
    await screenshot(tutor.page, 'session-call-dark');
    // On a phone the chat opens from the controls instead of sitting beside the video.
    await tutor.page.setViewportSize({ width: 390, height: 844 });
    expect(await tutor.page.getByTestId('session-chat').isVisible()).toBe(false);
    await screenshot(tutor.page, 'session-call-phone-dark');
    await tutor.page.getByRole('button', { name: 'الرسائل' }).click();
    await tutor.page.getByTestId('session-chat').waitFor();
    await screenshot(tutor.page, 'session-call-phone-chat-dark');
    await tutor.page.getByRole('button', { name: 'الرسائل' }).click();
    await tutor.page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(student.page)).toEqual([]);
    expect(await seriousViolations(tutor.page)).toEqual([]);
  });

  it('chats inside the lesson', async () => {
    await student.page.getByTestId('session-chat-input').fill('Good morning! Can you hear me?');
    await student.page.getByTestId('session-chat-send').click();
    const atTutor = tutor.page.getByTestId('session-chat-message');
    await expect.poll(() => atTutor.count()).toBe(1);
    expect(await atTutor.textContent()).toContain('Good morning! Can you hear me?');
    await tutor.page.getByTestId('session-chat-input').fill('Yes, loud and clear.');
    await tutor.page.keyboard.press('Enter');
    await expect.poll(() => student.page.getByTestId('session-chat-message').count()).toBe(2);
    await expect
      .poll(() =>
        student.page.getByTestId('session-chat-message').last().getAttribute('data-status'),
      )
      .toBe('sent');
    // An empty message is refused with its Arabic reason and never sent.
    await student.page.getByTestId('session-chat-send').click();
    await student.page.getByText(errorMessage('short-message-text')).waitFor();
    expect(await atTutor.count()).toBe(2);
  });

  it('shows the tutor’s camera and microphone going off on the student’s side', async () => {
    await tutor.page.getByTestId('toggle-camera').click();
    const note = student.page.getByTestId('remote-note');
    await note.waitFor();
    expect(await note.textContent()).toContain(`${TUTOR.name} قفل الكاميرا`);
    await tutor.page.getByTestId('toggle-microphone').click();
    await student.page.getByTestId('remote-mic-off').waitFor();
    expect(await student.page.getByTestId('remote-mic-off').textContent()).toContain(
      `${TUTOR.name} قفل الميكروفون`,
    );
    expect(await tutor.page.getByTestId('toggle-camera').getAttribute('aria-label')).toBe(
      'افتح الكاميرا',
    );
    await screenshot(student.page, 'session-remote-camera-off-light');
    await screenshot(tutor.page, 'session-own-camera-off-dark');
    await tutor.page.getByTestId('toggle-camera').click();
    await tutor.page.getByTestId('toggle-microphone').click();
    await expect.poll(() => note.count()).toBe(0);
    await expect.poll(() => student.page.getByTestId('remote-mic-off').count()).toBe(0);
    await playing(student.page, 'remote-video');
  });

  it('shares the student’s screen in place of the camera, and stops', async () => {
    await student.page.getByTestId('toggle-screen').click();
    await tutor.page.getByTestId('remote-sharing').waitFor();
    expect(await tutor.page.getByTestId('remote-sharing').textContent()).toContain(
      `${STUDENT.name} بتعرض شاشتها`,
    );
    await playing(tutor.page, 'remote-video');
    expect(await student.page.getByTestId('toggle-screen').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(student.page, 'session-sharing-light');
    await screenshot(tutor.page, 'session-remote-sharing-dark');
    await student.page.getByTestId('toggle-screen').click();
    await expect.poll(() => tutor.page.getByTestId('remote-sharing').count()).toBe(0);
    await playing(tutor.page, 'remote-video');
  });

  it('rides out a dropped connection and keeps the call', async () => {
    await student.page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    // The network under the student's socket drops (the transport closes, not a sign-out):
    // socket.io reconnects by itself and the room joins the session again.
    const io = server.deps.realtime.server!;
    for (const id of server.deps.realtime.socketIdsOf(studentId))
      io.sockets.sockets.get(id)?.conn.close();
    await expect
      .poll(() => tutor.page.getByTestId('remote-note').textContent(), { timeout: 10_000 })
      .toContain(`الاتصال بـ ${STUDENT.name} ضعيف`);
    await student.page.getByTestId('reconnecting').waitFor();
    await screenshot(tutor.page, 'session-other-dropped-dark');
    await screenshot(student.page, 'session-reconnecting-light');
    await expect
      .poll(() => tutor.page.getByTestId('remote-note').count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => student.page.getByTestId('reconnecting').count()).toBe(0);
    await playing(tutor.page, 'remote-video');
    await playing(student.page, 'remote-video');
    // The chat caught up and nothing reloaded.
    expect(await student.page.getByTestId('session-chat-message').count()).toBe(2);
    expect(await student.page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(
      1,
    );
  });

  it('lets the student leave; the tutor waits for them', async () => {
    await student.page.getByTestId('leave-session').click();
    await student.page.getByTestId('session-left').waitFor();
    expect(await student.page.getByTestId('rejoin-session').count()).toBe(1);
    const note = tutor.page.getByTestId('remote-note');
    await expect
      .poll(() => note.textContent(), { timeout: 10_000 })
      .toContain(`مستنيين ${STUDENT.name} تدخل`);
    // The student's camera is released.
    expect(await student.page.locator('video').count()).toBe(0);
    await screenshot(student.page, 'session-left-light');
    await screenshot(tutor.page, 'session-waiting-for-student-dark');
  });
});

describe('rooms one may not enter', () => {
  it('tells another tutor the room is not theirs, and a bad address that it is wrong', async () => {
    const mona = await person(
      { email: 'mona.tutor@kalam.test', password: 'Kalam2026' },
      browser,
      'dark',
    );
    await mona.page.goto(roomUrl());
    // منى reads the refusal in her form (decision 217).
    await mona.page.getByText(errorMessage('not-session-member', { gender: 'female' })).waitFor();
    expect(await mona.page.locator('video').count()).toBe(0);
    await screenshot(mona.page, 'session-not-member-dark');
    await mona.page.goto('/session?id=nothing');
    await mona.page.getByText('الرابط ده مش لغرفة حصة').waitFor();
    await mona.context.close();
  });
});

describe('camera and microphone problems (spec §8)', () => {
  it('explains a denied camera with the permission help, in both themes', async () => {
    // No fake UI: the browser's own prompt is dismissed, as a person refusing it.
    const denying = await launch([
      '--use-fake-device-for-media-stream',
      '--deny-permission-prompts',
    ]);
    try {
      for (const theme of ['light', 'dark'] as const) {
        const side = await person(TUTOR, denying, theme);
        await side.page.goto(roomUrl());
        const error = side.page.getByTestId('media-error');
        await error.waitFor();
        expect(await error.getAttribute('data-code')).toBe('media-permission-denied');
        expect(await error.textContent()).toContain(errorMessage('media-permission-denied'));
        expect(await error.textContent()).toContain('علامة القفل');
        await screenshot(side.page, `session-permission-denied-${theme}`);
        expect(await seriousViolations(side.page)).toEqual([]);
        await side.context.close();
      }
    } finally {
      await denying.close();
    }
  });

  it('says when there is no camera or microphone at all', async () => {
    const empty = await launch(['--use-fake-ui-for-media-stream']);
    try {
      const side = await person(TUTOR, empty, 'light');
      await side.page.goto(roomUrl());
      const error = side.page.getByTestId('media-error');
      await error.waitFor();
      expect(await error.getAttribute('data-code')).toBe('media-device-not-found');
      expect(await error.textContent()).toContain(errorMessage('media-device-not-found'));
      await screenshot(side.page, 'session-no-device-light');
      await side.context.close();
    } finally {
      await empty.close();
    }
  });
});

describe('after the lesson', () => {
  it('ends the tutor’s call and asks the student for a rating when the time is up', async () => {
    await setTime(Date.parse(LESSON_START) + 15 * MIN + 5_000);
    await expect.poll(() => phaseOf(tutor.page), { timeout: 10_000 }).toBe('ended');
    await tutor.page.getByTestId('session-ended').waitFor();
    // The lesson becomes fulfilled by its end job; then the rating is accepted.
    const token = (await server.login(STUDENT)).token;
    await expect
      .poll(
        async () =>
          (await server.call<LessonDto>(token, 'GET', `/lesson/${lesson.id}`)).body.status,
        {
          timeout: 10_000,
        },
      )
      .toBe('fulfilled');
    const dialog = student.page.getByTestId('rating-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('new');
    // Too short a text is refused in Arabic before anything is sent.
    await student.page.getByTestId('rating-star-5').click();
    await student.page.getByTestId('rating-text').fill('ok');
    await student.page.getByTestId('rating-submit').click();
    await student.page.getByText(errorMessage('short-rating-text')).waitFor();
    await student.page.getByTestId('rating-text').fill('شرح ممتاز وصبور، استفدت جدًا.');
    await screenshot(student.page, 'session-rating-light');
    await student.page.getByTestId('rating-submit').click();
    await ui.toast(student.page).filter({ hasText: 'تقييمك اتبعت' }).first().waitFor();
    await screenshot(tutor.page, 'session-ended-dark');

    const reviews = await server.call<{ list: RatingDto[] }>(
      null,
      'GET',
      `/rating/list/tutor/${tutorId}`,
    );
    expect(reviews.body.list).toHaveLength(1);
    expect(reviews.body.list[0]).toMatchObject({
      value: 5,
      text: 'شرح ممتاز وصبور، استفدت جدًا.',
      lessonId: lesson.id,
    });
  });

  it('opens a second rating on the first, to edit it', async () => {
    await student.page.goto(roomUrl());
    await student.page.getByTestId('session-ended').waitFor();
    await student.page.getByTestId('open-rating').click();
    const dialog = student.page.getByTestId('rating-dialog');
    // Her five stars and words are there before she touches anything, and the button saves.
    await expect.poll(() => dialog.getAttribute('data-mode')).toBe('edit');
    expect(await student.page.getByTestId('rating-star-5').locator('input').isChecked()).toBe(true);
    expect(await student.page.getByTestId('rating-text').inputValue()).toBe(
      'شرح ممتاز وصبور، استفدت جدًا.',
    );
    expect(await student.page.getByTestId('rating-submit').textContent()).toBe('احفظي التعديل');
    expect(await student.page.getByTestId('rating-failure').count()).toBe(0);
    expect(await screenshotFourWays(student.page, 'session-rating-edit')).toEqual([]);
    await student.page.getByTestId('rating-star-3').click();
    await student.page.getByTestId('rating-submit').click();
    await ui.toast(student.page).filter({ hasText: 'اتعدّل تقييمك' }).first().waitFor();
    const reviews = await server.call<{ list: RatingDto[] }>(
      null,
      'GET',
      `/rating/list/tutor/${tutorId}`,
    );
    expect(reviews.body.list).toHaveLength(1);
    // The earlier words stay: only the stars changed.
    expect(reviews.body.list[0]).toMatchObject({ value: 3, text: 'شرح ممتاز وصبور، استفدت جدًا.' });
    expect(withoutFailedLoads(student.errors)).toEqual([]);
    expect(withoutFailedLoads(tutor.errors)).toEqual([]);
  });
});
