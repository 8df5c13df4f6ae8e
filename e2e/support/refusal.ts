/// <reference lib="dom" />
// Code passed to evaluate runs in the browser.
import { vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { isDark, ui } from './app.ts';
import { screenshot } from './browser.ts';

/**
 * What a person meets of a field the server refused: whether it is marked invalid, the text that
 * describes it (what a screen reader reads with it) and whether the keyboard is in it. Waits for
 * the mark first, a few seconds at most: a refusal shown only in a toast never comes.
 */
export async function refusalOf(field: Locator) {
  await field
    .and(field.page().locator('[aria-invalid="true"]'))
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  return field.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid') === 'true',
    said: (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
    focused: el === document.activeElement,
  }));
}

/**
 * The page as it is now, at 390 px and 1280 px, light and dark (`<name>-phone-light.png`…):
 * the refusal stays on screen while the window and the theme change, then they are put back.
 * Answers the sizes and themes at which the page scrolled sideways (none expected).
 */
export async function screenshotFourWays(page: Page, name: string): Promise<string[]> {
  const sideways: string[] = [];
  const before = { size: page.viewportSize(), dark: await isDark(page) };
  for (const [size, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await toTheme(page, scheme === 'dark');
      // The colours ease into the theme: the picture waits for them to settle. From the top,
      // so a sticky header is not drawn over the middle of a long page.
      await settled(() =>
        page.evaluate(() => !document.getAnimations().some((a) => a instanceof CSSTransition)),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1))
        sideways.push(`${size}-${scheme}`);
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
  }
  if (before.size) await page.setViewportSize(before.size);
  await toTheme(page, before.dark);
  return sideways;
}

/**
 * The theme a person would pick: the device's (the page follows it until the switch is first
 * pressed), and the switch when the page keeps a choice of its own (an earlier test pressed it).
 */
async function toTheme(page: Page, dark: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  // A page still following the device follows it by itself, when its change event comes (not
  // at once): pressing the switch before then would turn it back.
  const toggle = ui.themeToggle(page).first();
  // (A page without the switch follows the device: nothing to press.)
  const follows =
    (await toggle.count()) === 0 || (await toggle.getAttribute('data-theme-choice')) === 'system';
  if (!follows && (await isDark(page)) !== dark) await toggle.click();
  await settled(async () => (await isDark(page)) === dark);
}

/**
 * Waits, asking from here, until `ready` answers true (5 s at most). Not the page's own
 * waitForFunction: a page whose clock a test installed runs no animation frames or timers, and
 * that wait never looks a second time. Works in a beforeAll too, where expect.poll does not.
 */
function settled(ready: () => Promise<boolean>): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await ready())) throw new Error('not settled yet');
    },
    { timeout: 5_000, interval: 50 },
  );
}
