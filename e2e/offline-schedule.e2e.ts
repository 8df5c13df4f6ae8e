/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LessonDto, PlanDto } from '@kalam/shared';
import { ui } from './support/app.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * The student's schedule with no network (issue 8, decision 088): after one visit online, the
 * upcoming lessons, the schedule and the dashboard's next lessons open from the local database.
 * The server's clock and the browser's start on a Monday 09:00 in Cairo (decision 084).
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const TUESDAY_9_CAIRO = '2026-11-24T07:00:00.000Z';
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };
const TUTOR_NAME = 'منى عبد الله';

let server: E2eServer;
let browser: Browser;

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
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the schedule with no network', () => {
  it('shows the booked lesson after a reload offline, from the local database', async () => {
    const context = await newContext(browser, server.url, { serviceWorkers: 'allow' });
    await context.clock.install({ time: server.clock.now() });
    await context.addInitScript(() => localStorage.setItem('kalam.tour.student-dashboard', 'done'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await ui.email(page).fill(STUDENT.email);
    await ui.password(page).fill(STUDENT.password);
    await ui.submit(page).click();
    await page.waitForURL(/\/s\/dashboard/);

    await page.goto('/upcoming-lessons');
    const list = page.getByTestId('upcoming-lessons');
    // Once synced, the list is read from the local database, not the server.
    await expect.poll(() => list.getAttribute('data-source'), { timeout: 15_000 }).toBe('local');
    expect(await page.getByTestId('lesson-row').textContent()).toContain(TUTOR_NAME);
    // The service worker controls the page (it precached the app on the first visit).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((done) =>
          navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
        );
    });

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('lesson-row').count()).toBe(1);
    expect(await page.getByTestId('lesson-row').textContent()).toContain(TUTOR_NAME);
    expect(await list.getAttribute('data-source')).toBe('local');
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'offline-upcoming-lessons');

    // The week's schedule and the dashboard's next lessons too, still offline.
    await page.getByTestId('main-nav').getByRole('link', { name: 'مواعيدي' }).click();
    await expect.poll(() => page.getByTestId('schedule-lesson').count()).toBe(1);
    expect(await page.getByTestId('schedule-lesson').textContent()).toContain(TUTOR_NAME);
    await page.goto('/s/dashboard').catch(() => undefined);
    await expect.poll(() => page.getByTestId('dashboard-lesson').count()).toBe(1);
    await context.setOffline(false);
    // Offline, the browser logs the calls it could not make; nothing else may fail.
    expect(
      withoutFailedLoads(errors).filter(
        (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e),
      ),
    ).toEqual([]);
    await context.close();
  });
});
