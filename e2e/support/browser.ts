import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/** A fake camera and microphone, granted without asking (STACK-NOTES). */
export const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
/** WebRTC on a machine whose only interface is loopback gathers no candidates without it. */
export const LOOPBACK_ICE = '--allow-loopback-in-peer-connection';

/** Debian's Chromium, headless, with the flags STACK-NOTES lists for this machine (plus `extra`). */
export function launchBrowser(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extra,
    ],
  });
}

export type Viewport = 'phone' | 'desktop';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A fresh context (own storage, own service worker) like a first visit. */
export function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: Viewport;
    colorScheme?: 'light' | 'dark';
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Console errors less the browser's own "Failed to load resource" lines: an answer the screen
 * expects and explains (a 404 for "no plan yet", a 409 it shows) logs one too. Tests that care
 * which calls failed watch the responses instead (see `watchFailedCalls`).
 */
export function withoutFailedLoads(errors: readonly string[]): string[] {
  return errors.filter((e) => !e.startsWith('Failed to load resource:'));
}

/**
 * API answers of 400 and above a page received, as "METHOD /path status", less the ones named
 * in `expected` (e.g. "GET /api/v1/sub/user 404" for a student with no plan yet).
 */
export function watchFailedCalls(page: Page, expected: readonly string[] = []): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const call = `${response.request().method()} ${url.pathname} ${response.status()}`;
    if (!expected.includes(call)) failed.push(call);
  });
  return failed;
}

/** A full page (or only what is in view) into SCREENSHOTS, to be opened and looked at. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!takingScreenshots()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage });
}

/** One element's screenshot (a video player close up), beside the pages' in SCREENSHOTS. */
export async function screenshotOf(target: Locator, name: string): Promise<void> {
  if (!takingScreenshots()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`) });
}

/**
 * Screenshots are for people to open and look at (STYLE.md §24); they assert nothing. A run
 * nobody looks at — CI's clean clone, thrown away after — sets KALAM_E2E_SCREENSHOTS=0 and skips
 * the ~400 full-page captures (decision 277).
 */
const takingScreenshots = () => process.env.KALAM_E2E_SCREENSHOTS !== '0';
