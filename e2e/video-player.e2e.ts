/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isDark, signIn } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import {
  FAKE_MEDIA,
  launchBrowser,
  newContext,
  screenshot,
  screenshotOf,
  watchErrors,
  withoutFailedLoads,
} from './support/browser.ts';
import { recordClip, withLength } from './support/video.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/server.ts';

/*
 * A tutor's intro video plays in the app's own bar (decision 257): the browser's bar wrote its
 * time «0:00» in Latin digits inside the Arabic page and named its buttons in the browser's
 * language. Here every control is reached with the keyboard, named in Arabic in the reader's
 * gender, and the time reads «٠:٠٠ / ٠:٠٣».
 */
let server: E2eServer;
let browser: Browser;
let profile: string;
let ahmed: string;
const STUDENT = { email: 'student@kalam.test', password: 'Kalam2026' };
const LATIN = /[0-9]/;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser(FAKE_MEDIA);
  // Set up outside the clicks: the studio's video on Mona's profile, a clip of three and a half seconds.
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto('/');
  const recorded = await recordClip(page, 3500);
  await context.close();
  profile = `/t/${await putStudioVideo('mona.tutor@kalam.test', withLength(recorded))}`;
  // Ahmed's as the browser's recorder wrote it: no length in its header.
  ahmed = `/t/${await putStudioVideo('ahmed.tutor@kalam.test', recorded)}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MONA = 'منى عبد الله';
/** A tutor's video on the page (a profile also shows other tutors' cards, with theirs). */
const player = (page: Page, tutor = MONA) =>
  page.getByRole('group', { name: `فيديو تعريفي: ${tutor}` });
const time = (page: Page, tutor = MONA) =>
  player(page, tutor).getByTestId('video-time').textContent();
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const video = (page: Page, tutor = MONA) => player(page, tutor).locator('video');

/** What the reader sees with the player in view (a full-page shot draws the sticky header mid-page), and the player close. */
async function shots(page: Page, name: string) {
  await player(page).scrollIntoViewIfNeeded();
  await screenshot(page, name, { fullPage: false });
  await screenshotOf(player(page), `${name}-close`);
}

async function openProfile(page: Page) {
  await page.goto('/tutors');
  const card = page.getByTestId('tutor-card').filter({ hasText: 'منى عبد الله' });
  await card.getByRole('link', { name: /الملف: منى عبد الله/ }).click();
  await page.waitForURL((url) => url.pathname === profile);
  await player(page).waitFor();
  // Its length, from the file's header, before it plays.
  await expect.poll(() => time(page)).toBe('٠:٠٠ / ٠:٠٣');
}

/** The studio's video on a tutor's profile, put by the admin as the studio's page does. */
async function putStudioVideo(tutorEmail: string, clip: Buffer) {
  const admin = await server.login({ email: 'admin@kalam.test', password: E2E_ADMIN_PASSWORD });
  const tutor = await server.login({ email: tutorEmail, password: 'Kalam2026' });
  const form = new FormData();
  form.append('video', new Blob([new Uint8Array(clip)], { type: 'video/webm' }), 'intro.webm');
  const put = await fetch(`${server.url}/api/v1/user/asset/tutor?tutorId=${tutor.user.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(put.status, await put.clone().text()).toBe(200);
  return tutor.user.id;
}

describe("a tutor's intro video", () => {
  it('is played, sought, muted and shown full screen by keyboard, its time in Arabic digits', async () => {
    const context = await newContext(browser, server.url, { viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, STUDENT);
    await openProfile(page);
    expect(await player(page).getAttribute('aria-label')).toBe('فيديو تعريفي: منى عبد الله');
    // No browser bar of its own, with its Latin «0:00».
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);

    // Reached with Tab, in order; each named in Arabic in the reader's (a woman's) gender.
    const play = page.getByRole('button', { name: 'شغّلي الفيديو' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    const pause = page.getByRole('button', { name: 'وقّفي الفيديو' });
    await pause.waitFor();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
      .toBeGreaterThan(1);
    await page.keyboard.press('Space');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // The clock follows the video's timeupdate events (about four a second), so it may still
    // say the second before for a moment after the pause (seen under load: «٠:٠٠»).
    await expect.poll(() => time(page)).toMatch(/^٠:٠[١٢٣] \/ ٠:٠٣$/);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('video-seek');
    await shots(page, 'video-player-keyboard-on-seek');
    const seek = page.getByRole('slider', { name: 'مكان الفيديو' });
    await page.keyboard.press('Home');
    await expect.poll(() => time(page)).toBe('٠:٠٠ / ٠:٠٣');
    expect(await seek.getAttribute('aria-valuetext')).toBe('٠ ثانية من ٣ ثواني');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time(page)).toBe('٠:٠١ / ٠:٠٣');
    expect(await seek.getAttribute('aria-valuetext')).toBe('ثانية واحدة من ٣ ثواني');
    // The bar runs left to right, and so does its time: the place first, then the length.
    const [place, length] = await player(page).getByTestId('video-time').locator('bdi').all();
    expect((await place!.boundingBox())!.x).toBeLessThan((await length!.boundingBox())!.x);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(1);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('video-mute');
    await page.keyboard.press('Enter');
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('button', { name: 'افتحي الصوت' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('video-volume');
    const volume = page.getByRole('slider', { name: 'علو الصوت' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.9);
    expect(await volume.getAttribute('aria-valuetext')).toContain('٩٠٪');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('video-fullscreen');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
      .toBe('video-player');
    await page.getByRole('button', { name: 'صغّري الفيديو' }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.getByRole('button', { name: 'اعرضي الفيديو على الشاشة كلها' }).waitFor();

    // Everything the bar says is in the page's digits.
    expect(await player(page).innerText()).not.toMatch(LATIN);
    expect(await seriousViolations(page)).toEqual([]);
    expect(withoutFailedLoads(errors)).toEqual([]);
    await context.close();
  });

  it('looks the same on a phone and a laptop, light and dark, playing and paused', async () => {
    for (const colorScheme of ['light', 'dark'] as const)
      for (const viewport of ['phone', 'desktop'] as const) {
        const context = await newContext(browser, server.url, { viewport, colorScheme });
        const page = await context.newPage();
        await openProfile(page); // a visitor: the buttons need no gender
        const play = page.getByRole('button', { name: 'تشغيل الفيديو' });
        await play.click();
        await expect
          .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime))
          .toBeGreaterThan(0.5);
        await shots(page, `video-player-${viewport}-${colorScheme}-playing`);
        await page.getByRole('button', { name: 'إيقاف الفيديو' }).click();
        await shots(page, `video-player-${viewport}-${colorScheme}-paused`);
        expect(await player(page).innerText()).not.toMatch(LATIN);
        // The bar fits a 390 px phone: nothing of the page scrolls sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        if (viewport === 'desktop') {
          // In a narrow column of a wide screen (the studio's three media slots, 272 px) the bar
          // keeps every control inside the player: it lost the volume and full screen off the edge.
          const outside = await player(page).evaluate((frame: HTMLElement) => {
            frame.style.width = '272px';
            const box = frame.getBoundingClientRect();
            return Array.from(frame.querySelectorAll('button, input'))
              .filter((c) => {
                const r = c.getBoundingClientRect();
                return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
              })
              .map((c) => c.getAttribute('data-testid'));
          });
          expect(outside).toEqual([]);
        }
        await context.close();
      }
  });

  it("plays on the tutors list's card, which fetches nothing until asked", async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/tutors');
    const card = page.getByTestId('tutor-card').filter({ hasText: 'منى عبد الله' });
    const bar = card.getByTestId('video-player');
    await bar.waitFor();
    expect(await bar.getByTestId('video-time').textContent()).toBe('٠:٠٠');
    // Not a black box until played (decision 291): no studio thumbnail, so her photo, the one
    // her avatar already loaded, fills the frame; played, the video is drawn whole.
    const clip = card.locator('video');
    const photo = await card.locator('img').first().getAttribute('src');
    expect(photo).toMatch(/mona/);
    expect(await clip.getAttribute('poster')).toBe(photo);
    expect(await clip.evaluate((v) => getComputedStyle(v).objectFit)).toBe('cover');
    await card.scrollIntoViewIfNeeded();
    await screenshotOf(card, 'tutor-card-poster-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await screenshotOf(card, 'tutor-card-poster-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await bar.getByRole('button', { name: 'تشغيل الفيديو' }).click();
    await expect.poll(() => bar.getByTestId('video-time').textContent()).toMatch(/ \/ ٠:٠٣$/);
    expect(await clip.evaluate((v) => getComputedStyle(v).objectFit)).toBe('contain');
    await context.close();
  });

  it('says the length of a file recorded without one, before it plays, and seeks in it', async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto(ahmed);
    const bar = player(page, 'أحمد حسن');
    await bar.waitFor();
    // The bar found the end itself: the total, and the place back at the start.
    await expect.poll(() => time(page, 'أحمد حسن')).toBe('٠:٠٠ / ٠:٠٣');
    const seek = bar.getByTestId('video-seek');
    expect(await seek.isDisabled()).toBe(false);
    expect(
      await video(page, 'أحمد حسن').evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime]),
    ).toEqual([true, 0]);
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time(page, 'أحمد حسن')).toBe('٠:٠١ / ٠:٠٣');
    await context.close();
  });

  // Decision 269: the demo's tutor with reviews has a video too, put there by the seed alone.
  it("plays Karim's, which the demo seed gives him, for a visitor who clicked to his page", async () => {
    const context = await newContext(browser, server.url, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'المدرّسين' }).click();
    const card = page.getByTestId('tutor-card').filter({ hasText: 'كريم السيد' });
    await card.getByRole('link', { name: /الملف: كريم السيد/ }).click();
    await page.waitForURL(/\/t\/[^/]+$/);
    const bar = player(page, 'كريم السيد');
    await bar.waitFor();
    await expect.poll(() => time(page, 'كريم السيد')).toBe('٠:٠٠ / ٠:٣٢');
    await bar.getByRole('button', { name: 'تشغيل الفيديو' }).click();
    await expect
      .poll(() => video(page, 'كريم السيد').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    await context.close();
  });
});
