/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ui } from './support/app.ts';
import {
  FAKE_MEDIA,
  launchBrowser,
  screenshot,
  watchErrors,
  watchFailedCalls,
  withoutFailedLoads,
} from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

/*
 * A new user's path, on a 390×844 phone, by clicking only (issue 16): each side types the first
 * address and nothing after it. A visitor browses the tutors and a profile, signs up from the
 * profile and lands back on it, verifies the e-mail, starts a Fawry voucher, leaves, finds the
 * reference again on the dashboard and pays it (the sandbox's dev button), verifies the phone,
 * books, messages the tutor, and joins the lesson from the dashboard; the tutor replies and
 * joins from the tutor dashboard. Monday 09:00 in Cairo (decision 084).
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const MONA = { email: 'mona.tutor@kalam.test', password: 'Kalam2026', name: 'منى عبد الله' };
const STUDENT = {
  name: 'سلمى حسن',
  email: `salma.${Date.now()}@example.com`,
  password: 'Kalam2026ok',
  phone: '01012345699',
};
const PHONE = { width: 390, height: 844 };

let server: E2eServer;
let browser: Browser;
let student: {
  context: BrowserContext;
  page: Page;
  errors: string[];
  failed: string[];
  warnings: string[];
};
let tutor: { context: BrowserContext; page: Page; errors: string[] };

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  browser = await launchBrowser(FAKE_MEDIA);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phoneContext(colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    colorScheme,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    serviceWorkers: 'block',
  });
  await context.clock.install({ time: server.clock.now() });
  await context.addInitScript(() => localStorage.setItem('kalam.tour.student-dashboard', 'done'));
  return context;
}

/** Console warnings: React Router's missing HydrateFallback and RxDB's notice must not be there. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Both browsers and the server move to the same instant. */
async function setTime(at: number) {
  server.setTime(at);
  for (const side of [student, tutor]) await side?.context.clock.setSystemTime(at);
}

/** The page's main heading drew and no skeleton is left. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('[role="status"][aria-label="بيحمّل…"]').count()).toBe(0);
}

const nav = (page: Page, name: string) =>
  page.getByTestId('main-nav').getByRole('link', { name, exact: true });

describe('from the landing page to the first lesson, on a phone', () => {
  it('a visitor browses tutors and a profile without an account', async () => {
    const context = await phoneContext('light');
    const page = await context.newPage();
    student = {
      context,
      page,
      errors: watchErrors(page),
      warnings: watchWarnings(page),
      failed: watchFailedCalls(page, [
        // The lesson room's address is asked for before it opens (it answers 409 until then).
        'GET /api/v1/session/token 409',
      ]),
    };
    await page.goto('/');
    await page.getByRole('link', { name: 'كل المدرّسين' }).click();
    await page.waitForURL(/\/tutors$/);
    await settled(page);
    // The tab's title follows the route once its screen is in (an effect after the lazy load).
    await expect.poll(() => page.title()).toContain('المدرّسين');
    await expect.poll(() => page.getByTestId('tutor-card').count()).toBe(3);
    await screenshot(page, 'journey-tutors-visitor-light');
    await page
      .getByTestId('tutor-card')
      .filter({ hasText: MONA.name })
      .getByRole('link', { name: MONA.name })
      .first()
      .click();
    await page.waitForURL(/\/t\/[^/?]+$/);
    await settled(page);
    await expect.poll(() => page.title()).toContain(MONA.name);
    expect(
      await page.locator('meta[name="description"]').last().getAttribute('content'),
    ).toBeTruthy();
    await screenshot(page, 'journey-profile-visitor-light');
  });

  it('signs up from the profile and comes back to the same tutor, verified', async () => {
    const { page } = student;
    const profile = new URL(page.url()).pathname;
    await page.getByTestId('open-booking').click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole('link', { name: 'إنشاء حساب طالب' }).click();
    await page.waitForURL(/\/register\/student\?next=/);
    await ui.name(page).fill(STUDENT.name);
    await ui.email(page).fill(STUDENT.email);
    await ui.password(page).fill(STUDENT.password);
    await ui.confirmPassword(page).fill(STUDENT.password);
    await ui.submit(page).click();
    await page.waitForURL(/\/verify-email\?next=/);
    // The verify page says where the code went (the address changes before its lazy screen draws).
    await page.getByText(STUDENT.email, { exact: false }).first().waitFor();
    await ui.code(page).fill(await server.latestCode(STUDENT.email));
    await ui.submit(page).click();
    await page.waitForURL(/\/complete-profile\?next=/);
    for (let step = 0; step < 3; step += 1) await ui.submit(page).click();
    await page.waitForURL((url) => url.pathname === profile && url.searchParams.has('book'));
    await page.getByTestId('book-dialog').waitFor();
    await screenshot(page, 'journey-back-on-tutor-light');
  });

  it('verifies the phone when the booking dialog asks, before paying, and comes back', async () => {
    const { page } = student;
    // Back where they pressed «احجز حصة»: the booking dialog is open and says what is missing.
    await page.getByTestId('book-dialog').waitFor();
    const problem = page.getByTestId('booking-problem');
    await problem.waitFor();
    expect(await problem.getAttribute('data-code')).toBe('unverified-phone');
    await page.getByTestId('way-verify-phone').click();
    await page.waitForURL(/\/s\/settings\?tab=phone&next=/);
    await page.getByLabel('رقم الموبايل').fill(STUDENT.phone);
    await page.getByRole('button', { name: 'ابعتلي كود' }).click();
    await page.getByLabel('الكود').fill(await server.latestCode(`+2${STUDENT.phone}`));
    await page.getByRole('button', { name: 'تأكيد الرقم' }).click();
    // Verified, she is back where she was asked at once, not left on the settings (issue 40).
    await page.getByTestId('book-dialog').waitFor();
    await ui.toast(page).filter({ hasText: 'تم تأكيد رقمك' }).first().waitFor();
    await screenshot(page, 'journey-phone-verified-light');
  });

  it('is asked for a plan, starts a Fawry voucher, leaves, finds it again and pays it', async () => {
    const { page } = student;
    const problem = page.getByTestId('booking-problem');
    await expect.poll(() => problem.getAttribute('data-code')).toBe('subscription-required');
    await page.getByTestId('way-plans').click();
    await page.waitForURL(/\/plans$/);
    await settled(page);
    await page.getByTestId('plan-subscribe').nth(1).click();
    await page.waitForURL(/\/checkout\/[^/]+\/Month$/);
    await settled(page);
    await screenshot(page, 'journey-checkout-light');
    await page.getByRole('button', { name: 'اطلب رقم فوري' }).click();
    const reference = await page.getByTestId('voucher-reference').textContent();
    // Arabic-Indic like every number on the page, in groups of three (decision 289).
    expect(reference).toMatch(/^[٠-٩]{3} [٠-٩]{3} [٠-٩]{3}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Away to the dashboard: the order waits there with its reference, amount and expiry.
    await nav(page, 'لوحتي').click();
    await page.waitForURL(/\/s\/dashboard/);
    await settled(page);
    const pending = page.getByTestId('pending-order');
    await pending.waitFor();
    expect(await pending.getByTestId('pending-reference').textContent()).toBe(reference);
    await screenshot(page, 'journey-dashboard-pending-light');
    // Choosing the plan again resumes the same order, it does not make a second one.
    await nav(page, 'الباقات').click();
    await settled(page);
    await page.getByTestId('plan-subscribe').nth(1).click();
    await page.waitForURL(/\/checkout\/[^/]+\/Month\?tx=/);
    await page.getByTestId('voucher-reference').waitFor();
    expect(await page.getByTestId('voucher-reference').textContent()).toBe(reference);
    await page.getByRole('button', { name: 'دفع تجريبي' }).click();
    await page.getByText('تم الدفع بنجاح').waitFor();
    await screenshot(page, 'journey-paid-light');
    const orders = await server.call<{ list: { status: string }[] }>(
      (await server.login(STUDENT)).token,
      'GET',
      '/tx/list',
    );
    expect(orders.body.list.map((o) => o.status)).toEqual(['Processed']);
  });

  it('books a lesson with the tutor and messages her', async () => {
    const { page } = student;
    await nav(page, 'المدرّسين').click();
    await settled(page);
    await page
      .getByTestId('tutor-card')
      .filter({ hasText: MONA.name })
      .getByRole('link', { name: MONA.name })
      .first()
      .click();
    await settled(page);
    await page.getByTestId('open-booking').click();
    await page.getByTestId('book-day').first().click();
    await page.getByTestId('book-duration-30').click();
    await page.getByTestId('book-time').first().click();
    await screenshot(page, 'journey-book-confirm-light');
    await page.getByTestId('book-confirm').click();
    await page.getByTestId('book-done').waitFor();
    await screenshot(page, 'journey-booked-light');
    await page.getByRole('link', { name: 'تفاصيل الحصة' }).click();
    await page.waitForURL(/\/lesson\//);
    await settled(page);
    await page.getByTestId('message-link').click();
    await page.waitForURL(/\/chat\?with=/);
    await page.getByTestId('chat-input').fill('أهلًا يا أستاذة منى، دي أول حصة ليا.');
    await page.getByTestId('chat-input').press('Enter');
    await page.getByTestId('chat-room').waitFor();
    await screenshot(page, 'journey-chat-student-light');
  });

  it('the tutor sees the message, replies, and both join the lesson from their dashboards', async () => {
    const context = await phoneContext('dark');
    const page = await context.newPage();
    tutor = { context, page, errors: watchErrors(page) };
    await page.goto('/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await ui.email(page).fill(MONA.email);
    await ui.password(page).fill(MONA.password);
    await ui.submit(page).click();
    await page.waitForURL(/\/t\/dashboard/);
    await nav(page, 'الرسائل').click();
    await page.getByTestId('chat-room-row').first().click();
    await page.getByTestId('chat-message').filter({ hasText: 'دي أول حصة ليا' }).first().waitFor();
    await page.getByTestId('chat-input').fill('أهلًا يا سلمى، مستنياكي.');
    await page.getByTestId('chat-input').press('Enter');
    await student.page
      .getByTestId('chat-message')
      .filter({ hasText: 'مستنياكي' })
      .first()
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'journey-chat-tutor-dark');

    // Five minutes before the lesson: the room is open, the dashboards offer it.
    const lessons = await server.call<{ list: { start: string }[] }>(
      (await server.login(STUDENT)).token,
      'GET',
      '/lesson/list?time=future&canceled=false',
    );
    const start = Date.parse(lessons.body.list[0]!.start);
    await setTime(start - 5 * 60_000);
    await nav(student.page, 'لوحتي').click();
    await settled(student.page);
    await student.page.getByTestId('dashboard-join').click();
    await student.page.waitForURL(/\/session\?id=lesson/);
    await student.page.getByTestId('session-ready').waitFor({ timeout: 15_000 });
    await screenshot(student.page, 'journey-room-student-light');

    await nav(page, 'لوحتي').click();
    await settled(page);
    await page.getByTestId('tutor-join').first().click();
    await page.waitForURL(/\/session\?id=lesson/);
    await page.getByTestId('session-ready').waitFor({ timeout: 15_000 });
    await screenshot(page, 'journey-room-tutor-dark');

    expect(withoutFailedLoads(student.errors)).toEqual([]);
    expect(withoutFailedLoads(tutor.errors)).toEqual([]);
    expect(student.failed).toEqual([]);
    expect(student.warnings.filter((w) => /HydrateFallback|RxDB Open Core/.test(w))).toEqual([]);
  });
});
