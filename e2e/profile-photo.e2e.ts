/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { errorMessage, type UserDto } from '@kalam/shared';
import { ui } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchErrors,
  watchFailedCalls,
  withoutFailedLoads,
} from './support/browser.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

/*
 * Issue 8: a profile photo from the PWA (spec §7 PUT /user/asset with upload progress). The
 * student picks a photo on /profile with the keyboard, sees it previewed, sends it over a slowed
 * link so the progress bar is seen moving, and finds the new photo in the header; a 100×100
 * image and a text file dressed as a PNG get the server's Arabic refusals. The tutor does the
 * same on /t/profile-settings.
 */
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const TUTOR = { email: 'ahmed.tutor@kalam.test', password: 'Kalam2026' };
const REFUSALS = ['PUT /api/v1/user/asset 400'];

/** Failed calls about the user and their photo; other areas' calls are their own tests' concern. */
const userCalls = (failed: string[]) =>
  failed.filter((call) => / \/api\/v1\/(user|assets)\//.test(call));

let server: E2eServer;
let browser: Browser;
/** The test's own context: closed after it, passed or failed, so nothing carries over. */
let ctx: BrowserContext | null = null;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterEach(async () => {
  await ctx?.close();
  ctx = null;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A PNG of random pixels: it does not compress, so a 600×600 one is about a megabyte. */
function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

async function themedPage(
  theme: 'light' | 'dark',
  viewport: 'desktop' | 'phone' = 'desktop',
): Promise<Page> {
  ctx = await newContext(browser, server.url, { colorScheme: theme, viewport });
  await ctx.addInitScript((chosen) => {
    localStorage.setItem('kalam.theme', chosen);
    // The dashboard tour has its own test; here it would cover the screen.
    localStorage.setItem('kalam.tour.student-dashboard', 'done');
  }, theme);
  const page = await ctx.newPage();
  // Intercept file choosers from the start: a listener added just before the click can lose
  // the race, and the real dialog that opens instead blocks every later one on the page.
  page.on('filechooser', () => {});
  return page;
}

async function signIn(page: Page, who: { email: string; password: string }, home: RegExp) {
  await page.goto('/login');
  await ui.email(page).fill(who.email);
  await ui.password(page).fill(who.password);
  await ui.submit(page).click();
  await page.waitForURL(home);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const picker = (page: Page) => page.getByTestId('photo-picker');
const chooseButton = (page: Page) => picker(page).getByRole('button', { name: /اختاري? صورة/ });

/** Choose a file through the real file chooser, opened with the keyboard (Enter on the button). */
async function chooseWithKeyboard(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await chooseButton(page).focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  expect(await page.getByTestId('photo-input').getAttribute('accept')).toBe('image/*');
  await chooser.setFiles(file);
}

async function currentImage(who: { email: string; password: string }): Promise<string | null> {
  const { token } = await server.login(who);
  return (await server.call<UserDto>(token, 'GET', '/user/current')).body.image;
}

/** The photo in the header's account button, once it has loaded. */
async function headerPhoto(page: Page): Promise<string | null> {
  const img = ui.userMenu(page).locator('img');
  await img.waitFor();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  return img.getAttribute('src');
}

describe('a profile photo from the PWA', () => {
  it('the student picks, previews and uploads one with progress; the header shows it', async () => {
    const page = await themedPage('light');
    const errors = watchErrors(page);
    const failed = watchFailedCalls(page);
    await signIn(page, STUDENT, /\/s\/dashboard/);
    expect(await currentImage(STUDENT)).toBeNull();
    await page.goto('/profile');
    await chooseButton(page).waitFor();
    await screenshot(page, 'photo-student-idle-light');

    await chooseWithKeyboard(page, {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await noisePng(600),
    });
    await picker(page).getByText('دي معاينة الصورة الجديدة').waitFor();
    await picker(page).getByRole('img', { name: 'معاينة الصورة الجديدة' }).waitFor();
    await screenshot(page, 'photo-student-preview-light');
    expect(await seriousViolations(page)).toEqual([]);

    // 160 KB/s up: the megabyte takes seconds, long enough for the bar to be seen moving.
    const cdp = await ctx!.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 160 * 1024,
    });
    await picker(page).getByRole('button', { name: 'احفظي الصورة' }).click();
    const bar = picker(page).getByRole('progressbar', { name: 'رفع الصورة' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(5);
    const midway = Number(await bar.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/٪$/);
    // Focus follows to the one control that still does something: stopping the upload.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('وقّفي الرفع');
    await screenshot(page, 'photo-student-progress-light');
    await picker(page).getByText('اتحفظت صورتك الجديدة.').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await bar.count()).toBe(0);

    const saved = await currentImage(STUDENT);
    expect(saved).toMatch(/^\/api\/v1\/assets\/uploads\/[0-9a-f-]+\.png$/);
    // The header's avatar and the picker both show the stored photo, without a reload.
    expect(await headerPhoto(page)).toBe(saved);
    expect(await picker(page).getByRole('img').getAttribute('src')).toBe(saved);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('اختاري صورة');
    await screenshot(page, 'photo-student-saved-light');
    expect(await seriousViolations(page)).toEqual([]);

    // After a reload the photo is still there (the user came back from the server).
    await page.reload();
    expect(await headerPhoto(page)).toBe(saved);
    expect(withoutFailedLoads(errors)).toEqual([]);
    expect(userCalls(failed)).toEqual([]);
  });

  it('refuses a 100×100 image and a text file named .png with the server’s Arabic message (phone)', async () => {
    const page = await themedPage('dark', 'phone');
    const errors = watchErrors(page);
    const failed = watchFailedCalls(page, REFUSALS);
    await signIn(page, STUDENT, /\/s\/dashboard/);
    const before = await currentImage(STUDENT);
    await page.goto('/profile');
    await chooseButton(page).waitFor();

    await chooseWithKeyboard(page, {
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: await noisePng(100),
    });
    // Said as soon as it is chosen, before any upload (issue 16).
    const alert = picker(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(errorMessage('small-image'));
    expect(await alert.textContent()).toContain('٤٨٠×٤٨٠');
    expect(await picker(page).getByRole('button', { name: 'احفظي الصورة' }).count()).toBe(0);
    await screenshot(page, 'photo-student-small-dark');
    expect(await seriousViolations(page)).toEqual([]);

    await chooseWithKeyboard(page, {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all\n'.repeat(50)),
    });
    await picker(page).getByRole('button', { name: 'احفظي الصورة' }).click();
    await expect.poll(() => alert.textContent()).toBe(errorMessage('invalid-file-type'));

    // Nothing changed on the account.
    expect(await currentImage(STUDENT)).toBe(before);
    expect(userCalls(failed)).toEqual([]);
    expect(withoutFailedLoads(errors)).toEqual([]);
  });

  it('the tutor sets a photo on /t/profile-settings (dark theme)', async () => {
    const page = await themedPage('dark');
    const errors = watchErrors(page);
    await signIn(page, TUTOR, /\/t\/dashboard/);
    await page.goto('/t/profile-settings');
    await chooseButton(page).waitFor();
    await chooseWithKeyboard(page, {
      name: 'tutor.png',
      mimeType: 'image/png',
      buffer: await noisePng(600),
    });
    await picker(page).getByRole('button', { name: 'احفظ الصورة' }).click();
    await picker(page).getByText('اتحفظت صورتك الجديدة.').waitFor({ timeout: 30_000 });
    const saved = await currentImage(TUTOR);
    expect(saved).toMatch(/^\/api\/v1\/assets\/uploads\/[0-9a-f-]+\.png$/);
    expect(await headerPhoto(page)).toBe(saved);
    await screenshot(page, 'photo-tutor-saved-dark');
    expect(await seriousViolations(page)).toEqual([]);
    expect(withoutFailedLoads(errors)).toEqual([]);
  });
});
