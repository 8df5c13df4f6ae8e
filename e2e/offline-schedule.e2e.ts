/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LessonDto, PlanDto } from '@kalam/shared';
import { signIn } from './support/app.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * The schedule with no network (issue 8, decisions 088, 105–107): after one visit online, the
 * upcoming lessons, the schedule, a lesson's page and both dashboards open from the local
 * database, with the last minutes and figures the server gave. Before the first sync has
 * brought anything, the same screens read the server. The server's clock and the browser's
 * start on a Monday 09:00 in Cairo (decision 084).
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const TUESDAY_9_CAIRO = '2026-11-24T07:00:00.000Z';
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };
const TUTOR = { email: 'mona.tutor@kalam.test', password: 'Kalam2026' };
const TUTOR_NAME = 'منى عبد الله';
const STUDENT_NAME = 'سارة محمود';
/** The app's own offline notice (ar.offline). */
const OFFLINE_NOTICE = 'مفيش إنترنت دلوقتي';

let server: E2eServer;
let browser: Browser;
let lessonId: string;

/** A context like a phone's browser, on the server's clock, signed in through the form. */
async function signedIn(
  who: { email: string; password: string },
  options: { serviceWorkers?: 'allow' | 'block'; theme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, server.url, {
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await context.clock.install({ time: server.clock.now() });
  const theme = options.theme ?? 'light';
  await context.addInitScript((t) => {
    localStorage.setItem('kalam.tour.student-dashboard', 'done');
    if (!localStorage.getItem('kalam.theme')) localStorage.setItem('kalam.theme', t);
  }, theme);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, who);
  return { context, page, errors };
}

/** The service worker controls the page (it precached the app on the first visit). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
  });
}

/** Both themes of the screen shown, offline (the service worker serves the reload). */
async function bothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('kalam.theme', t), theme);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `${name}-${theme}`);
  }
}

/** Offline, the browser logs the calls it could not make; nothing else may fail. */
const realErrors = (errors: string[]) =>
  withoutFailedLoads(errors).filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e));

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  browser = await launchBrowser();
  // The student gets a plan (as a paid checkout would) and books a lesson with Mona.
  const admin = await server.login(ADMIN);
  const student = await server.login(STUDENT);
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  const plan = plans.body.list.find((p) => p.weeklyMinutes === 60)!;
  const granted = await server.call(admin.token, 'POST', '/sub', {
    userId: student.user.id,
    planId: plan.id,
    period: 'Month',
  });
  expect(granted.status).toBe(201);
  const tutors = await server.call<{ list: { id: string; name: string }[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  const mona = tutors.body.list.find((t) => t.name === TUTOR_NAME)!;
  const booked = await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId: mona.id,
    start: TUESDAY_9_CAIRO,
    duration: 30,
  });
  expect(booked.status).toBe(201);
  lessonId = booked.body.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the schedule with no network', () => {
  it('shows the booked lesson, the lesson page and the dashboard after a reload offline, from the local database', async () => {
    const { context, page, errors } = await signedIn(STUDENT);
    // Online, the dashboard shows this week's minutes: the device remembers them (decision 107).
    const minutesLeft = page.getByTestId('minutes-left');
    await minutesLeft.waitFor();
    const minutesOnline = await minutesLeft.textContent();

    await page.goto('/upcoming-lessons');
    const list = page.getByTestId('upcoming-lessons');
    // Once synced, the list is read from the local database, not the server.
    await expect.poll(() => list.getAttribute('data-source'), { timeout: 15_000 }).toBe('local');
    expect(await page.getByTestId('lesson-row').textContent()).toContain(TUTOR_NAME);
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('lesson-row').count()).toBe(1);
    expect(await page.getByTestId('lesson-row').textContent()).toContain(TUTOR_NAME);
    expect(await list.getAttribute('data-source')).toBe('local');
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'offline-upcoming-lessons');

    // The lesson's page, still offline (decision 105): from the local database, with the app's
    // offline notice; cancel and move need the server, so they wait, and say why.
    await page.getByRole('link', { name: /التفاصيل/ }).click();
    await page.waitForURL(`**/lesson/${lessonId}`);
    const details = page.getByTestId('lesson-details');
    await expect.poll(() => details.getAttribute('data-source')).toBe('local');
    expect(await details.textContent()).toContain('الثلاثاء');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(TUTOR_NAME);
    expect(await page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).count()).toBe(1);
    expect(await page.getByTestId('cancel-lesson').isDisabled()).toBe(true);
    expect(await page.getByTestId('move-lesson').isDisabled()).toBe(true);
    expect(await page.getByTestId('lesson-offline-note').textContent()).toContain('محتاجين إنترنت');
    // Opened straight from its address too (a reload, or a link from elsewhere).
    await bothThemes(page, 'offline-lesson');
    expect(await details.getAttribute('data-source')).toBe('local');
    expect(await page.getByTestId('cancel-lesson').isDisabled()).toBe(true);

    // The week's schedule too, still offline.
    await page.getByTestId('main-nav').getByRole('link', { name: 'مواعيدي' }).click();
    await expect.poll(() => page.getByTestId('schedule-lesson').count()).toBe(1);
    expect(await page.getByTestId('schedule-lesson').textContent()).toContain(TUTOR_NAME);

    // The dashboard (decisions 106, 107): lessons from the local database, the minutes as last
    // known with their date, and no error.
    await page.goto('/s/dashboard').catch(() => undefined);
    await expect.poll(() => page.getByTestId('dashboard-lesson').count()).toBe(1);
    await expect.poll(() => minutesLeft.textContent()).toBe(minutesOnline);
    expect(await page.getByTestId('minutes-card').getByTestId('as-of-note').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await bothThemes(page, 'offline-student-dashboard');
    expect(await minutesLeft.textContent()).toBe(minutesOnline);

    // Back online, cancel and move are offered again.
    await page.goto(`/lesson/${lessonId}`).catch(() => undefined);
    await page.getByTestId('lesson-details').waitFor();
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('cancel-lesson').isDisabled()).toBe(false);
    expect(await page.getByTestId('move-lesson').getAttribute('href')).toContain('?move=');
    expect(await page.getByTestId('lesson-offline-note').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("opens the tutor's dashboard and lesson page offline: lessons from the local database, figures as last known", async () => {
    const { context, page, errors } = await signedIn(TUTOR);
    await page.goto('/t/dashboard');
    const upcoming = page.getByTestId('lessons-upcoming');
    await expect
      .poll(() => upcoming.getAttribute('data-source'), { timeout: 15_000 })
      .toBe('local');
    const figure = page.getByTestId('stat-upcoming');
    await expect.poll(() => figure.textContent()).toMatch(/[٠-٩]/);
    const figureOnline = await figure.textContent();
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    // An offline reload opens the app from the service worker and the lessons from IndexedDB:
    // seconds on a loaded machine, so the same 15 s as the first local read above.
    await expect.poll(() => upcoming.getByTestId('lesson').count(), { timeout: 15_000 }).toBe(1);
    expect(await upcoming.getAttribute('data-source')).toBe('local');
    expect(await upcoming.textContent()).toContain(STUDENT_NAME);
    await expect.poll(() => figure.textContent()).toBe(figureOnline);
    expect(await page.getByTestId('as-of-note').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await bothThemes(page, 'offline-tutor-dashboard');

    // The tutor cancels (never moves): offline the button waits, and says why.
    await upcoming.getByRole('link', { name: /التفاصيل/ }).click();
    const details = page.getByTestId('lesson-details');
    await expect.poll(() => details.getAttribute('data-source')).toBe('local');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(STUDENT_NAME);
    expect(await page.getByTestId('cancel-lesson').isDisabled()).toBe(true);
    expect(await page.getByTestId('move-lesson').count()).toBe(0);
    expect(await page.getByTestId('lesson-offline-note').count()).toBe(1);
    await context.setOffline(false);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('reads the server until the first sync has brought the lessons: no empty screens', async () => {
    // The sync endpoints never answer: the local database stays empty (a first visit whose
    // sync has not arrived yet, decision 088).
    const context = await newContext(browser, server.url);
    await context.route('**/api/v1/sync/**', (route) => route.abort());
    await context.clock.install({ time: server.clock.now() });
    await context.addInitScript(() => localStorage.setItem('kalam.tour.student-dashboard', 'done'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, STUDENT, /\/s\/dashboard/);
    await expect.poll(() => page.getByTestId('dashboard-lesson').count()).toBe(1);

    await page.getByTestId('main-nav').getByRole('link', { name: 'الحصص القادمة' }).click();
    const list = page.getByTestId('upcoming-lessons');
    await expect.poll(() => list.getAttribute('data-source')).toBe('server');
    expect(await page.getByTestId('lesson-row').textContent()).toContain(TUTOR_NAME);
    await page.getByTestId('main-nav').getByRole('link', { name: 'مواعيدي' }).click();
    await expect.poll(() => page.getByTestId('schedule-lesson').count()).toBe(1);
    await page.getByTestId('schedule-lesson').click();
    const details = page.getByTestId('lesson-details');
    await expect.poll(() => details.getAttribute('data-source')).toBe('server');
    expect(await details.textContent()).toContain('الثلاثاء');
    // Online and from the server, the lesson can be changed.
    expect(await page.getByTestId('cancel-lesson').isDisabled()).toBe(false);
    // Only the blocked sync calls failed.
    expect(withoutFailedLoads(errors).filter((e) => !/sync|ERR_FAILED/.test(e))).toEqual([]);
    await context.close();
  });
});
