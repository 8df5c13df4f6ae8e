/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { InvoiceDto, LessonDto, PlanDto } from '@kalam/shared';
import { ui } from './support/app.ts';
import { attendLesson } from './support/attend.ts';
import { launchBrowser, screenshot, watchErrors, withoutFailedLoads } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * Issue 18 by clicking only: a tutor teaches lessons (joined over the socket, the server's clock
 * set past each end, the lesson-end jobs fulfil them), sees the earnings on the dashboard and asks for a wallet
 * withdrawal; an admin in another browser sees it arrive live and fulfils it with a receipt; the
 * tutor sees «تم التحويل» and opens the receipt; another tutor cannot. Monday 09:00 Cairo.
 */
const MONDAY_9_CAIRO = Date.parse('2026-11-23T07:00:00Z');
const AHMED = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026', name: 'أحمد حسن' };
const MONA = { email: 'mona.tutor@kalam.test', password: 'Kalam2026' };
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const ADMIN = { email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD };
const QUARTER = 15 * 60_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let tutor: { page: Page; errors: string[] };
let admin: { page: Page; errors: string[] };
let receiptUrl: string;

beforeAll(async () => {
  server = await startE2eServer({ startAt: MONDAY_9_CAIRO });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(viewport: typeof PHONE, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    colorScheme,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    serviceWorkers: 'block',
  });
  await context.clock.install({ time: server.clock.now() });
  contexts.push(context);
  const page = await context.newPage();
  page.on('filechooser', () => {});
  return { page, errors: watchErrors(page) };
}

async function signIn(page: Page, who: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await ui.email(page).fill(who.email);
  await ui.password(page).fill(who.password);
  await ui.submit(page).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** The server and every open browser move to the same instant. */
async function setTime(at: number) {
  server.setTime(at);
  for (const context of contexts) await context.clock.setSystemTime(at);
}

/**
 * The demo student books a 30-minute lesson with Ahmed (setup through the API, as the booking
 * screens would), Ahmed joins its session over the socket, then time moves past its end and the
 * lesson-end job fulfils it.
 */
async function teachOneLesson(): Promise<LessonDto> {
  const student = await server.login(STUDENT);
  const start = Math.ceil((server.clock.now() + 35 * 60_000) / QUARTER) * QUARTER;
  const ahmed = await server.login(AHMED);
  const booked = await server.call<LessonDto>(student.token, 'POST', '/lesson/', {
    tutorId: ahmed.user.id,
    start: new Date(start).toISOString(),
    duration: 30,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  // Ahmed comes to the lesson (decision 240: a lesson its tutor never joined is not paid).
  await setTime(start + 60_000);
  await attendLesson(server.url, ahmed.token, booked.body.id);
  await setTime(start + 31 * 60_000);
  await expect
    .poll(
      async () =>
        (await server.call<LessonDto>(student.token, 'GET', `/lesson/${booked.body.id}`)).body
          .status,
      { timeout: 15_000 },
    )
    .toBe('fulfilled');
  return booked.body;
}

const digits = (text: string | null) =>
  (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

describe('tutor earnings and a withdrawal processed by an admin', () => {
  it('a tutor teaches three lessons and sees the earnings on the dashboard', async () => {
    const adminApi = await server.login(ADMIN);
    const student = await server.login(STUDENT);
    const ahmed = await server.login(AHMED);
    const plans = await server.call<{ list: PlanDto[] }>(
      adminApi.token,
      'GET',
      '/plan/list?size=50',
    );
    const plan = plans.body.list.find((p) => p.weeklyMinutes === 230)!;
    expect(
      (
        await server.call(adminApi.token, 'POST', '/sub', {
          userId: student.user.id,
          planId: plan.id,
          period: 'Month',
        })
      ).status,
    ).toBe(201);
    const week = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: 0, end: 1440 }));
    expect(
      (await server.call(ahmed.token, 'POST', '/availability-slot/', { slots: week })).status,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1) await teachOneLesson();

    tutor = await open(PHONE);
    await signIn(tutor.page, AHMED);
    await tutor.page.waitForURL(/\/t\/dashboard$/);
    const earnings = tutor.page.getByTestId('earnings');
    await expect.poll(() => earnings.getByTestId('earnings-list').locator('li').count()).toBe(3);
    // 3 × 30 minutes × 1.50 EGP = 135 EGP, in Arabic digits.
    await expect
      .poll(async () => digits(await tutor.page.getByTestId('balance-available').textContent()))
      .toContain('135');
    expect(digits(await tutor.page.getByTestId('balance-earned').textContent())).toContain('135');
    await screenshot(tutor.page, 'tutor-dashboard-phone-light');
  });

  it('an admin opens the withdrawals list in another browser', async () => {
    admin = await open(DESKTOP);
    await signIn(admin.page, ADMIN, '/admin/login');
    await admin.page.getByRole('link', { name: 'طلبات السحب', exact: true }).first().click();
    await admin.page.waitForURL(/\/admin\/invoices$/);
    await admin.page.getByRole('heading', { level: 1, name: 'طلبات السحب' }).waitFor();
    // Only the demo seed's request is there yet (Karim's, decision 256): nothing of Ahmed's.
    await admin.page.getByTestId('admin-invoice').filter({ hasText: 'كريم السيد' }).waitFor();
    expect(
      await admin.page.getByTestId('admin-invoice').filter({ hasText: AHMED.name }).count(),
    ).toBe(0);
  });

  it('the tutor asks for a wallet withdrawal by keyboard; each refusal lands in its field', async () => {
    const { page } = tutor;
    // A tutor's money page is named for what it holds, her earnings and withdrawals, in the
    // menu, the heading and the tab — not «فواتيري», a student's bills (issue 40).
    await page.getByTestId('main-nav').getByRole('link', { name: 'أرباحي', exact: true }).click();
    await page.waitForURL(/\/invoices$/);
    await page.getByRole('heading', { level: 1, name: 'أرباحي' }).waitFor();
    await expect.poll(() => page.title()).toBe('أرباحي — كلام');
    const form = page.getByTestId('withdrawal-form');
    const amount = form.getByLabel('المبلغ بالجنيه');
    const phone = form.getByLabel('رقم المحفظة');
    const send = form.getByRole('button', { name: 'ابعت الطلب' });
    // The amounts come from the money formatter, with its right-to-left marks around them.
    const bounds = (min: string) =>
      new RegExp(
        `^المبلغ لازم يكون من \u200f?${min}\\sج\\.م\\.\u200f? لـ \u200f?٥٠٬٠٠٠\\sج\\.م\\.\u200f?$`,
      );
    const focused = (on: Locator) => on.evaluate((el) => el === document.activeElement);
    const press = async (key: string, times = 1) => {
      for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
    };
    // From the page (focus in <main> after the menu), the form is the first stop. The move into
    // <main> follows the page's first draw (decision 246): wait for it as a person's eyes would.
    await expect
      .poll(() =>
        page.evaluate(() => !!document.querySelector('main')?.contains(document.activeElement)),
      )
      .toBe(true);
    await press('Tab');
    expect(await focused(amount)).toBe(true);
    await page.keyboard.type('٥٠');
    await press('Tab');
    await press('ArrowDown'); // «محفظة موبايل», the first method
    await expect.poll(() => form.getByLabel('طريقة التحويل').inputValue()).toBe('Wallet');
    await press('Tab');
    expect(await focused(phone)).toBe(true);
    await page.keyboard.type('0101234');
    await press('Enter');
    // The §5 rules in Arabic, under their fields, the first one focused; the bounds as in force.
    await form.getByText(bounds('١٠٠')).waitFor();
    await form.getByText('رقم الموبايل مش مظبوط', { exact: false }).waitFor();
    expect(await focused(amount)).toBe(true);
    // Letters are not an amount: said so, not as out of the bounds (decision 282).
    await press('Control+A');
    await page.keyboard.type('abc');
    await press('Enter');
    await form.getByText('المبلغ لازم يكون رقم بالجنيه، زي ١٥٠ أو ١٥٠٫٥٠.').waitFor();
    expect(await form.getByText(bounds('١٠٠')).count()).toBe(0);
    expect(await focused(amount)).toBe(true);
    await press('Control+A');
    await page.keyboard.type('١٠٠');
    await press('Tab', 2);
    expect(await focused(phone)).toBe(true);
    await press('Control+A');
    await page.keyboard.type('01012345678');
    await press('Tab', 2); // past «اسم صاحب الحساب (اختياري)» to the button
    expect(await focused(send)).toBe(true);

    // Meanwhile the minimum went up: the server refuses what the page still allowed. Its word
    // goes under the amount, focused there (decision 209), with the bounds now in force.
    const adminApi = await server.login(ADMIN);
    const settings = await server.call<{ settings: Record<string, unknown> }>(
      adminApi.token,
      'GET',
      '/platform-settings',
    );
    const raise = { ...settings.body.settings, withdrawalMinEgp: 120 };
    expect((await server.call(adminApi.token, 'PUT', '/platform-settings', raise)).status).toBe(
      200,
    );
    await press('Enter');
    await form.getByText(bounds('١٢٠')).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(amount)).toBe(true);
    expect(await form.getByRole('alert').count()).toBe(0);
    await press('Control+A');
    await page.keyboard.type('١٢٠');
    await press('Enter');
    const item = page.getByTestId('invoice').first();
    await item.getByText('قيد المراجعة').waitFor();
    await item.getByText('التحويل المتوقع', { exact: false }).waitFor();
    await expect
      .poll(async () => digits(await page.getByTestId('balance-available').textContent()))
      .toContain('15');
    await screenshot(page, 'tutor-invoices-phone-light');
    const lower = { ...settings.body.settings, withdrawalMinEgp: 100 };
    expect((await server.call(adminApi.token, 'PUT', '/platform-settings', lower)).status).toBe(
      200,
    );
  });

  it('the admin sees it arrive without reloading and fulfils it with a receipt', async () => {
    const { page } = admin;
    const row = page.getByTestId('admin-invoice').filter({ hasText: AHMED.name });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByTestId('invoice-state').textContent()).toBe('قيد المراجعة');
    // The last day the tutor was promised, named as such (the tutor reads both days).
    await row.getByText('آخر ميعاد للتحويل:', { exact: false }).waitFor();
    await screenshot(page, 'admin-invoices-desktop-light');
    await row.getByRole('button', { name: 'تم التحويل' }).click();
    const dialog = page.getByTestId('dialog');
    const receipt = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#f4f1ea' },
    })
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      // The dialog's own Arabic button, not the browser's «Choose File».
      dialog.getByRole('button', { name: 'اختار ملف' }).click(),
    ]);
    await chooser.setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receipt });
    expect(await dialog.getByTestId('receipt-name').textContent()).toBe('receipt.png');
    await dialog.getByLabel('الملاحظة').fill('اتحوّل على فودافون كاش');
    await screenshot(page, 'admin-fulfil-dialog-desktop-light');
    await dialog.getByRole('button', { name: 'تأكيد التحويل' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ui.toast(page).filter({ hasText: 'اتسجّل التحويل، والمدرّس هيشوف الإيصال.' }).waitFor();
    await expect.poll(() => row.getByTestId('invoice-state').textContent()).toBe('تم التحويل');
  });

  it('the admin rejects a request only with a reason, which the tutor then reads', async () => {
    const { page } = admin;
    // The demo seed's request (Karim's, decision 256).
    const row = page.getByTestId('admin-invoice').filter({ hasText: 'كريم السيد' });
    await row.getByRole('button', { name: 'رفض' }).click();
    const dialog = page.getByTestId('dialog');
    const reason = dialog.getByLabel('السبب (بيظهر للمدرّس في الطلب)');
    await dialog.getByRole('button', { name: 'رفض' }).click();
    // Nothing sent: the dialog asks for the reason at the field, focused there.
    await dialog.getByRole('alert').filter({ hasText: 'اكتب سبب الرفض' }).waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await row.getByTestId('invoice-state').textContent()).toBe('قيد المراجعة');
    await screenshot(page, 'admin-reject-empty-desktop-light');
    await reason.fill('رقم المحفظة مش شغال، ابعت طلب جديد برقم تاني.');
    await dialog.getByRole('button', { name: 'رفض' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ui.toast(page).filter({ hasText: 'الطلب اترفض، والمدرّس هيشوف السبب.' }).waitFor();
    await expect.poll(() => row.getByTestId('invoice-state').textContent()).toBe('مرفوض');
    const karim = await server.login({ email: 'karim.tutor@kalam.test', password: 'Kalam2026' });
    const his = await server.call<{ list: InvoiceDto[] }>(karim.token, 'GET', '/invoice');
    expect(his.body.list[0]).toMatchObject({
      state: 'rejected',
      note: 'رقم المحفظة مش شغال، ابعت طلب جديد برقم تاني.',
    });
  });

  it('the tutor sees «تم التحويل» live and opens the receipt', async () => {
    const { page } = tutor;
    const item = page.getByTestId('invoice').first();
    await expect.poll(() => item.getByTestId('invoice-state').textContent()).toBe('تم التحويل');
    expect(await item.getByTestId('invoice-note').textContent()).toContain('فودافون كاش');
    await item.getByRole('button', { name: 'اعرض الإيصال' }).click();
    const image = page.getByTestId('receipt-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(600);
    await screenshot(page, 'tutor-receipt-phone-light');
    await page.keyboard.press('Escape');
    const ahmed = await server.login(AHMED);
    const mine = await server.call<{ list: InvoiceDto[] }>(ahmed.token, 'GET', '/invoice');
    receiptUrl = mine.body.list[0]!.receipt!;
    expect(receiptUrl).toMatch(/^\/api\/v1\/assets\/receipts\//);
    expect(withoutFailedLoads(tutor.errors)).toEqual([]);
    expect(withoutFailedLoads(admin.errors)).toEqual([]);
  });

  it('another tutor sees none of it and cannot open the receipt', async () => {
    const other = await open(PHONE);
    await signIn(other.page, MONA);
    await other.page
      .getByTestId('main-nav')
      .getByRole('link', { name: 'أرباحي', exact: true })
      .click();
    await other.page.getByText('مفيش طلبات سحب لسه').waitFor();
    // منى is a woman: her button would read «اعرضي الإيصال»; neither form may be there.
    expect(await other.page.getByRole('button', { name: /^اعرضي? الإيصال$/ }).count()).toBe(0);
    const mona = await server.login(MONA);
    const asMona = await fetch(`${server.url}${receiptUrl}`, {
      headers: { authorization: `Bearer ${mona.token}` },
    });
    expect(asMona.status).toBe(403);
    expect((await fetch(`${server.url}${receiptUrl}`)).status).toBe(401);
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    for (const [viewport, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        const t = await open(size, scheme);
        await signIn(t.page, AHMED);
        await t.page.getByTestId('earnings-list').waitFor();
        await screenshot(t.page, `tutor-dashboard-${viewport}-${scheme}`);
        await t.page.goto('/invoices');
        await t.page.getByTestId('invoice').first().waitFor();
        await screenshot(t.page, `tutor-invoices-${viewport}-${scheme}`);
        const noSideways = (p: Page) =>
          p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await noSideways(t.page)).toBe(true);
        const a = await open(size, scheme);
        await signIn(a.page, ADMIN, '/admin/login');
        await a.page.goto('/admin/invoices');
        await a.page
          .getByTestId(viewport === 'phone' ? 'admin-invoice-card' : 'admin-invoice')
          .first()
          .waitFor();
        await screenshot(a.page, `admin-invoices-${viewport}-${scheme}`);
        expect(await noSideways(a.page)).toBe(true);
        await t.page.context().close();
        await a.page.context().close();
        contexts.splice(-2, 2);
      }
  });
});
