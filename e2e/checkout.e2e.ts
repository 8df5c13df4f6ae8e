/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '@kalam/shared';
import { ui } from './support/app.ts';
import { screenshotFourWays } from './support/refusal.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  watchFailedCalls,
  withoutFailedLoads,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

let server: E2eServer;
let browser: Browser;

// A Monday morning in Cairo, so the booking week has free times after paying (decision 084).
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const TUESDAY_9_CAIRO = '2026-11-24T07:00:00.000Z';
/** The student who buys a plan here, and later cancels it. */
const email = `nour.${Date.now()}@example.com`;
const password = 'Kalam2026ok';

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new student with a verified e-mail and phone, made through the public API. */
async function newVerifiedStudent(email: string, password: string): Promise<string> {
  const api = `${server.url}/api/v1`;
  const registered = await fetch(`${api}/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'نور أحمد', email, password, role: 'Student' }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${api}/confirmation-code/email/send`, { method: 'POST', headers: auth });
  const code = await server.latestCode(email);
  const confirmed = await fetch(`${api}/confirmation-code/email/confirm`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ code }),
  });
  expect(confirmed.status).toBe(200);
  // Booking also asks for a verified phone (spec §6); the code goes to the dev outbox too.
  const phone = `010${String(Date.now()).slice(-8)}`;
  await fetch(`${api}/confirmation-code/phone/send`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ phone }),
  });
  const verified = await fetch(`${api}/confirmation-code/phone/verify`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ code: await server.latestCode(phone) }),
  });
  expect(verified.status).toBe(200);
  return token;
}

/** The order view (its data-testid) that holds the focus, or what else does. */
function focusIn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = document.activeElement;
    const view =
      at?.closest('[data-testid^="tx-"]') ?? at?.querySelector('[data-testid="payment-done"]');
    return view?.getAttribute('data-testid') ?? at?.tagName.toLowerCase() ?? 'none';
  });
}

describe('checkout with the sandbox Fawry voucher', () => {
  it('a new student buys the advanced plan, sees its minutes, and can then book', async () => {
    const token = await newVerifiedStudent(email, password);
    const tutors = await server.call<{ list: { id: string; name: string }[] }>(
      null,
      'GET',
      '/user/tutor/list/onboarded',
    );
    const mona = tutors.body.list.find((t) => t.name.startsWith('منى'))!;
    const before = await server.call<{ code: string }>(token, 'POST', '/lesson/', {
      tutorId: mona.id,
      start: TUESDAY_9_CAIRO,
      duration: 30,
    });
    expect(before.body.code).toBe('subscription-required');

    // Dark first: an order cancelled before paying; then light: one paid (a second order while
    // a plan runs is refused by decision 140, so the cancelled one must come first).
    for (const colorScheme of ['dark', 'light'] as const) {
      const context = await newContext(browser, server.url, { viewport: 'phone', colorScheme });
      await context.clock.install({ time: server.clock.now() });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Before paying, the dashboard asks for the student's plan and is told there is none.
      const failedCalls = watchFailedCalls(page, ['GET /api/v1/sub/user 404']);
      await page.goto('/login');
      await ui.email(page).fill(email);
      await ui.password(page).fill(password);
      await ui.submit(page).click();
      await page.waitForURL((url) => !/login/.test(url.pathname));

      await page.goto('/plans');
      await page.getByTestId('plan-subscribe').nth(1).click();
      await page.waitForURL(/\/checkout\/[^/]+\/Month$/);
      // By keyboard: the pressed button goes with the form, and focus lands on the order's news.
      await page.getByRole('button', { name: 'اطلب رقم فوري' }).press('Enter');
      const reference = page.getByText(/^[٠-٩]{3} [٠-٩]{3} [٠-٩]{3}/);
      await reference.waitFor();
      // Its groups of three run left to right in the order read out at an outlet: Arabic-Indic
      // groups between spaces ran right to left, even in a dir="ltr" box (decision 289).
      const groupsLeft = await reference.evaluate((el) => {
        const text = el.firstChild!;
        return [0, 4, 8].map((at) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 3);
          return range.getBoundingClientRect().left;
        });
      });
      expect(groupsLeft).toEqual([...groupsLeft].sort((a, b) => a - b));
      await expect.poll(() => focusIn(page)).toBe('tx-waiting');
      // The steps to pay are numbered in Arabic-Indic digits, like every number shown (ARABIC.md).
      expect(
        await page
          .locator('ol')
          .filter({ hasText: 'منفذ فوري' })
          .evaluate((ol) => getComputedStyle(ol).listStyleType),
      ).toBe('arabic-indic');
      await screenshot(page, `checkout-voucher-${colorScheme}`);

      if (colorScheme === 'light') {
        // The dev-only button stands in for paying the reference at a Fawry outlet.
        await page.getByRole('button', { name: 'دفع تجريبي' }).click();
        await page.getByText('تم الدفع بنجاح').waitFor();
        await expect.poll(() => focusIn(page)).toBe('payment-done');
        await expect
          .poll(() => page.getByTestId('done-subscription').innerText())
          .toContain(`الدقايق الفاضلة الأسبوع ده: ${(120).toLocaleString('ar-EG')}`);
        await screenshot(page, 'checkout-paid');
        // The dashboard shows the plan's weekly minutes, all of them left.
        await page.goto('/s/dashboard');
        await expect
          .poll(() => page.getByTestId('minutes-left').textContent())
          .toBe((120).toLocaleString('ar-EG'));
        // Her receipts are a click away from the account menu, not only from this one screen.
        await ui.userMenu(page).click();
        await page.getByRole('menuitem', { name: 'فواتيري' }).click();
        await page.waitForURL(/\/invoices$/);
        // On her phone each payment's state is on screen, not past the edge of a sideways box.
        const state = page.locator('[data-testid="tx-status"]:visible').first();
        await state.waitFor();
        const box = (await state.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      } else {
        // The connection drops while she waits: the polls for the order fail, and the reference
        // stays on screen (not a bare error where the order was) until the news comes.
        let failedPolls = 0;
        page.on('requestfailed', (r) => {
          if (r.url().includes('/api/v1/tx/')) failedPolls += 1;
        });
        await page.route('**/api/v1/tx/*', (route) => route.abort('connectionrefused'));
        // The third failed poll comes after the query has already been marked failed.
        await expect.poll(() => failedPolls, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
        expect(await reference.count()).toBe(1);
        expect(await page.getByTestId('checkout-methods').getByRole('alert').count()).toBe(0);
        await page.unroute('**/api/v1/tx/*');
        // An order can be cancelled before it is paid.
        await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'إلغاء الطلب' }).click();
        await page.getByText('تم إلغاء الطلب').first().waitFor();
        await expect.poll(() => reference.count()).toBe(0);
        await expect.poll(() => focusIn(page)).toBe('tx-canceled');
      }
      expect(withoutFailedLoads(errors)).toEqual([]);
      expect(failedCalls).toEqual([]);
      await context.close();
    }

    // The server agrees: one paid order, a subscription with the plan's minutes.
    const headers = { authorization: `Bearer ${token}` };
    const subs = await fetch(`${server.url}/api/v1/sub/user`, { headers });
    expect(subs.status).toBe(200);
    expect(JSON.stringify(await subs.json())).toContain('"weeklyMinutes":120');
    const txs = (await (await fetch(`${server.url}/api/v1/tx/list`, { headers })).json()) as {
      list: { status: string }[];
    };
    // Paid, then Processed once the subscription is granted; the second order was cancelled.
    expect(txs.list.map((tx) => tx.status).sort()).toEqual(['Canceled', 'Processed']);

    // And booking works now: before paying it answered `subscription-required`.
    const booked = await server.call<{ status: string }>(token, 'POST', '/lesson/', {
      tutorId: mona.id,
      start: TUESDAY_9_CAIRO,
      duration: 30,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe('pending');
  });

  it('she cancels her plan from the plans page, after saying so in a dialog', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    await context.clock.install({ time: server.clock.now() });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await ui.email(page).fill(email);
    await ui.password(page).fill(password);
    await ui.submit(page).click();
    await page.waitForURL((url) => !/login/.test(url.pathname));
    // From her payments to the plans: both screens read the plans, from one cache entry.
    await ui.userMenu(page).click();
    await page.getByRole('menuitem', { name: 'فواتيري' }).click();
    await page.locator('[data-testid="tx-status"]:visible').first().waitFor();
    await page.getByTestId('main-nav').getByRole('link', { name: 'الباقات', exact: true }).click();
    await page.getByTestId('current-plan').waitFor();
    await page.getByTestId('cancel-plan').click();
    // She is asked first, in her words; keeping it changes nothing.
    await page.getByRole('dialog').getByText('متأكد إنك عايز تلغي اشتراكك؟').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'لا، خلّيه' }).click();
    await page.getByTestId('current-plan').waitFor();
    await page.getByTestId('cancel-plan').click();
    await page.getByTestId('confirm-cancel-plan').click();
    await page.getByText('اشتراكك اتلغى.').first().waitFor();
    await page.getByTestId('current-plan').waitFor({ state: 'detached' });
    const { token } = await server.login({ email, password });
    const current = await server.call<{ subscription: unknown }>(token, 'GET', '/sub/current');
    expect(current.body.subscription).toBeNull();
    // Her payments say what is true now: paid, and the plan it paid for was cancelled.
    await ui.userMenu(page).click();
    await page.getByRole('menuitem', { name: 'فواتيري' }).click();
    const paid = page.locator('[data-testid="tx-status"]:visible').filter({ hasText: 'مدفوعة' });
    await expect.poll(() => paid.textContent()).toBe('مدفوعة، والباقة اتلغت');
    expect(await screenshotFourWays(page, 'student-payments-plan-cancelled')).toEqual([]);
    expect(withoutFailedLoads(errors)).toEqual([]);
    await context.close();
  });

  it('an admin gives her money back from her payments on the user page', async () => {
    const context = await newContext(browser, server.url, { viewport: 'desktop' });
    await context.clock.install({ time: server.clock.now() });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await ui.email(page).fill('admin@kalam.test');
    await ui.password(page).fill(E2E_ADMIN_PASSWORD);
    await ui.submit(page).click();
    await page.waitForURL(/\/admin\/?$/);
    await page
      .getByTestId('admin-nav')
      .getByRole('link', { name: 'المستخدمين', exact: true })
      .click();
    await page.getByTestId('table-search').fill(email);
    await expect.poll(() => page.getByTestId('table-row').count()).toBe(1);
    await page.getByTestId('table-row').getByRole('link').first().click();
    await page.getByRole('tab', { name: 'المدفوعات' }).click();
    // Only the paid order can be refunded: the cancelled one has no button.
    await expect.poll(() => page.getByTestId('refund').count()).toBe(1);
    const paid = page.getByRole('listitem').filter({ has: page.getByTestId('refund') });
    // She cancelled the plan it paid for: the order does not read «مدفوعة ومفعّلة» any more.
    expect(await paid.textContent()).toContain('مدفوعة، والباقة اتلغت');
    expect(await paid.textContent()).not.toContain('مفعّلة');
    expect(await screenshotFourWays(page, 'admin-user-payments-plan-cancelled')).toEqual([]);
    // A part first (the field starts at the whole), then the rest.
    await page.getByTestId('refund').click();
    expect(await page.getByTestId('refund-amount').inputValue()).toBe('٨٥٠');
    await page.getByTestId('refund-amount').fill('300');
    expect(await page.getByRole('dialog').textContent()).toContain(
      `هيرجع ${formatMoney(30_000)} للطالب بنفس طريقة الدفع، وده مش هيلغي باقته.`,
    );
    await page.getByTestId('confirm-refund').click();
    await page
      .getByTestId('refunded')
      .filter({ hasText: formatMoney(30_000) })
      .waitFor();
    await page.getByTestId('refund').click();
    expect(await page.getByTestId('refund-amount').inputValue()).toBe('٥٥٠');
    expect(await page.getByRole('dialog').textContent()).toContain(
      `هيرجع ${formatMoney(55_000)} للطالب`,
    );
    await page.getByRole('dialog').getByLabel('السبب (اختياري)').fill('الطالب لغى الاشتراك');
    await page.getByTestId('confirm-refund').click();
    await page.getByText('المبلغ اترجع.').first().waitFor();
    await expect.poll(() => page.getByTestId('refund').count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'مستردّة' }).first().waitFor();
    const { token } = await server.login({ email, password });
    const txs = await server.call<{ list: { status: string }[] }>(token, 'GET', '/tx/list');
    expect(txs.body.list.map((tx) => tx.status).sort()).toEqual(['Canceled', 'Refunded']);
    expect(withoutFailedLoads(errors)).toEqual([]);
    await context.close();
  });
});
