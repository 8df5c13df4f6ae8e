/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  AUTH_TOKEN_STORAGE_KEY,
  type LessonDto,
  type PlanDto,
  type TutorCardDto,
} from '@kalam/shared';
import { launchBrowser, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * No screen scrolls sideways at 360 px (STYLE.md §24, issue 16 part 1): every route of spec §2,
 * as the role that may open it, in both themes. A page wider than the viewport fails with the
 * route and the elements that stick out, so the failure says where to look.
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const TUESDAY_9_CAIRO = '2026-11-24T07:00:00.000Z';
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const TUTOR = { email: 'mona.tutor@kalam.test', password: 'Kalam2026' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };
const WIDTH = 360;

let server: E2eServer;
let browser: Browser;
const ids = { plan: '', tutor: '', lesson: '' };
const tokens = { student: '', tutor: '', admin: '' };

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  browser = await launchBrowser();
  const admin = await server.login(ADMIN);
  const student = await server.login(STUDENT);
  tokens.admin = admin.token;
  tokens.student = student.token;
  tokens.tutor = (await server.login(TUTOR)).token;
  const plans = await server.call<{ list: PlanDto[] }>(admin.token, 'GET', '/plan/list?size=50');
  ids.plan = plans.body.list.find((p) => p.weeklyMinutes === 120)!.id;
  const tutors = await server.call<{ list: TutorCardDto[] }>(
    null,
    'GET',
    '/user/tutor/list/onboarded',
  );
  ids.tutor = tutors.body.list.find((t) => t.name.startsWith('منى'))!.id;
  // A plan and a lesson, so the lesson page and the dashboards draw their fullest state.
  await server.call(admin.token, 'POST', '/sub', {
    userId: student.user.id,
    planId: plans.body.list.find((p) => p.weeklyMinutes === 60)!.id,
    period: 'Month',
  });
  const booked = await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId: ids.tutor,
    start: TUESDAY_9_CAIRO,
    duration: 30,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  ids.lesson = booked.body.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Who = keyof typeof tokens | 'visitor';
const routes = (): [Who, string][] => [
  ...[
    '/',
    '/tutor',
    '/terms',
    '/privacy',
    '/pricing',
    '/faq',
    '/faq/student',
    '/faq/tutor',
    '/contact',
    '/url/whatsapp',
    '/method',
    '/about',
    '/login',
    '/register/student',
    '/register/tutor',
    '/forget-password',
    '/reset-password',
    '/plans',
    '/tutors',
    `/t/${ids.tutor}`,
  ].map((path): [Who, string] => ['visitor', path]),
  ...[
    '/s/dashboard',
    '/chat',
    '/complete-profile',
    `/checkout/${ids.plan}/Month`,
    `/checkout/${ids.plan}/Quarter`,
    '/invoices',
    '/payments',
    '/profile',
    '/lessons-schedule',
    '/s/settings',
    '/plans',
    '/tutors',
    `/t/${ids.tutor}`,
    '/upcoming-lessons',
    `/lesson/${ids.lesson}`,
    '/session',
    '/card-added',
  ].map((path): [Who, string] => ['student', path]),
  ...[
    '/t/dashboard',
    '/t/account-settings',
    '/t/profile-settings',
    '/t/complete-profile',
    '/t/onboarding',
    '/schedule-management',
    '/lessons-schedule',
    '/interviews',
    '/interview/unknown',
    '/demo-session/unknown',
    '/upcoming-lessons',
    '/chat',
    `/lesson/${ids.lesson}`,
  ].map((path): [Who, string] => ['tutor', path]),
  ...[
    '/admin/login',
    '/admin',
    '/admin/invoices',
    '/admin/plans',
    '/admin/users',
    '/admin/user/unknown',
    '/admin/tutors',
    '/admin/tutor/unknown',
    '/admin/interviews',
    '/admin/lessons',
    '/admin/topics',
    '/admin/platform-settings',
    '/admin/user-settings',
    '/admin/photo-sessions',
    '/admin/photo-session/unknown',
    '/admin/plan-invites',
    '/admin/media',
    '/admin/server-stats',
    '/admin/offers',
    '/admin/reports',
    '/admin/contact-requests',
    '/admin/cache',
    '/admin/audit-log',
  ].map((path): [Who, string] => ['admin', path]),
];

/** The document's width, and what sticks out past the viewport's edge when it is too wide. */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const doc = document.documentElement.scrollWidth;
    const wide =
      doc <= width
        ? []
        : Array.from(document.querySelectorAll('body *'))
            .filter((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 1 || box.left < -1);
            })
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { doc, wide };
  }, WIDTH);
}

/** The header's links that are not in sight at this width (hidden past an edge of their row). */
function navOutOfSight(page: Page) {
  return page.evaluate((width) => {
    const links = document.querySelectorAll('[data-testid="main-nav"] a');
    return Array.from(links)
      .filter((a) => {
        const box = a.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map((a) => a.textContent ?? '');
  }, WIDTH);
}

/**
 * Western digits in the text a person reads (ARABIC.md «Numbers»). Allowed: what is typed or
 * read exactly as printed — anything inside `[data-verbatim]` (references, codes), left-to-right
 * English (`[lang="en"]`, `[dir="ltr"]`), form fields, e-mail and web addresses.
 */
function westernDigits(page: Page) {
  return page.evaluate(() => {
    const skip = '[data-verbatim], [lang="en"], [dir="ltr"], script, style, code, svg';
    const allowed = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\bF8\b|3-D Secure/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
      const text = (node.textContent ?? '').replace(allowed, '');
      if (/[0-9]/.test(text)) found.push(text.trim().slice(0, 60));
    }
    return found;
  });
}

/**
 * Loaded: the main heading drew and no skeleton is left. False when no h1 came: every screen,
 * a bad address's or an unknown record's too, says what it is in one.
 */
async function settled(page: Page): Promise<boolean> {
  const titled = await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  await expect
    .poll(() => page.locator('[role="status"][aria-label="بيحمّل…"]').count(), {
      timeout: 10_000,
    })
    .toBe(0);
  return titled;
}

/** What must hold on a screen as it is drawn now; each problem names the screen. */
async function problemsOn(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const { doc, wide } = await overflow(page);
  if (doc > WIDTH) problems.push(`${where}: ${doc}px (${wide.join(', ')})`);
  const hidden = await navOutOfSight(page);
  if (hidden.length) problems.push(`${where}: links out of sight ${hidden.join('، ')}`);
  const digits = await westernDigits(page);
  if (digits.length) problems.push(`${where}: Western digits in ${digits.join(' | ')}`);
  return problems;
}

/**
 * The device turning dark (or light again), as a phone does at dusk: every screen follows it on
 * what is already drawn (public/theme.js), so both looks are checked on one load — the theme is
 * only colours.
 */
async function lookWith(page: Page, colorScheme: 'light' | 'dark'): Promise<boolean> {
  await page.emulateMedia({ colorScheme });
  return page
    .waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
      { timeout: 2_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

describe('every screen at 360 px: a main heading, no sideways scroll, one digit system', () => {
  it('every route of spec §2, light then dark', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const who of ['visitor', 'student', 'tutor', 'admin'] as const) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: WIDTH, height: 780 },
        colorScheme: 'light',
        locale: 'ar-EG',
        timezoneId: 'Africa/Cairo',
        serviceWorkers: 'block',
      });
      await context.clock.install({ time: server.clock.now() });
      if (who !== 'visitor')
        await context.addInitScript(
          ([key, token]) => localStorage.setItem(key!, token!),
          [AUTH_TOKEN_STORAGE_KEY, tokens[who]],
        );
      const page = await context.newPage();
      for (const [owner, path] of routes()) {
        if (owner !== who) continue;
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        if (!(await settled(page))) problems.push(`${who} ${path}: no h1`);
        const name = `w360-${who}${path.replace(/[^\w]+/g, '-')}`;
        for (const colorScheme of ['light', 'dark'] as const) {
          if (colorScheme === 'dark' && !(await lookWith(page, 'dark')))
            problems.push(`${who} ${path}: did not follow the device to dark`);
          problems.push(...(await problemsOn(page, `${who} ${path} ${colorScheme}`)));
          // Every screen at 360 px in both looks, to be looked at (STYLE.md §24).
          await screenshot(page, `${name}-${colorScheme}`);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
