/// <reference lib="dom" />
/*
 * The landing page shows Kalam itself (issue 16): real screens of the running app, made here.
 * Starts the app with its demo data on a Monday morning, gives the demo student a plan and a
 * lesson, and photographs three phone screens in the light theme into pwa/public/screens/.
 *   npm run build -w @kalam/pwa && npx tsx scripts/landing-screens.ts
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LessonDto, PlanDto, TutorCardDto } from '@kalam/shared';
import { AUTH_TOKEN_STORAGE_KEY } from '@kalam/shared';
import { launchBrowser } from '../e2e/support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer } from '../e2e/support/server.ts';

const OUT = resolve(import.meta.dirname, '../pwa/public/screens');
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');

const server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
const browser = await launchBrowser();
try {
  const admin = await server.login({ email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD });
  const student = await server.login({ email: 'student@kalam.test', password: 'Kalam2026' });
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  await server.call(admin.token, 'POST', '/sub', {
    userId: student.user.id,
    planId: plans.body.list.find((p) => p.weeklyMinutes === 120)!.id,
    period: 'Month',
  });
  const tutors = await server.call<{ list: TutorCardDto[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  const mona = tutors.body.list.find((t) => t.name.startsWith('منى'))!;
  await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId: mona.id,
    start: '2026-11-24T15:00:00.000Z',
    duration: 30,
  });

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 760 },
    deviceScaleFactor: 1.5,
    colorScheme: 'light',
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    serviceWorkers: 'block',
  });
  await context.clock.install({ time: server.clock.now() });
  await context.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key!, token!);
      localStorage.setItem('kalam.tour.student-dashboard', 'done');
    },
    [AUTH_TOKEN_STORAGE_KEY, student.token],
  );
  const page = await context.newPage();
  mkdirSync(OUT, { recursive: true });
  for (const [name, path] of [
    ['tutors', '/tutors'],
    ['tutor', `/t/${mona.id}`],
    ['dashboard', '/s/dashboard'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The skeletons' label (ar.ui.loading): the screens are photographed once drawn, not loading.
    await page.waitForFunction(() => !document.querySelector('[aria-label="بيحمّل…"]'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: resolve(OUT, `${name}.png`) });
    console.info(`wrote ${name}.png`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
