/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's minified build: the same version and rules as `axe.source` (its unminified
 * 1.5 MB), less than half the bytes to send and parse on every page checked (~0.3 s a call).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Put axe-core into the page's current document, unless it is there already (a second check of
 * the same document). Evaluated through the DevTools protocol, which the page's CSP does not
 * govern: an injected inline <script> would be refused (decision 168).
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** Run axe-core in the page (WCAG 2.x A and AA rules); the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
