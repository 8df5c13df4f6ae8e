/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser.
// `npm run bench size`: what the PWA costs a phone. Gzipped JS and CSS the landing page loads
// (measured in Chromium), the signed-in app shell and each route chunk (from Vite's manifest),
// and the landing page's Largest Contentful Paint under mobile throttling beside an empty page.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import {
  closure,
  loadedAssets,
  readManifest,
  shellFiles,
  sizes,
  SIZE_AIMS,
} from '../e2e/support/bundle-size.ts';
import { startE2eServer } from '../e2e/support/server.ts';
import { percentile, report, row, type BenchRow } from './lib.ts';

const RUNS = 3;
const AIMS = { ...SIZE_AIMS, lcpMs: 2500 };

function build() {
  if (process.env.KALAM_E2E_DIST) return;
  const r = spawnSync('npm', ['run', 'build', '-w', '@kalam/pwa'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the PWA build failed');
}

const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** LCP of a cold load under "fast 3G"-like network and a 4× slower CPU (a mid-range phone). */
async function lcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'ar-EG',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(LCP_OBSERVER);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(1000);
  const value = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  return value;
}

/** The smallest page that paints an h1: what the network and CPU alone cost. */
function startBaseline(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="ar-EG" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>كلام</title></head><body><h1>اتكلّم إنجليزي بثقة</h1></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

async function main() {
  build();
  const manifest = readManifest();
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const baseline = await startBaseline();
  const rows: BenchRow[] = [];
  try {
    const landing = sizes(await loadedAssets(browser, `${server.url}/`));
    rows.push(row('landing JS (gz)', 'KB', landing.js, AIMS.landingJs, 'baseline = aim'));
    rows.push(row('landing CSS (gz)', 'KB', landing.css, null));

    if (manifest) {
      const shellSet = shellFiles(manifest);
      const shell = sizes(shellSet);
      rows.push(row('app shell JS (gz)', 'KB', shell.js, AIMS.shellJs, 'baseline = aim'));
      rows.push(row('app shell CSS (gz)', 'KB', shell.css, null));
      for (const [key, chunk] of Object.entries(manifest)) {
        if (!chunk.isDynamicEntry) continue;
        const own = [...closure(manifest, [key])].filter((f) => !shellSet.has(f));
        const s = sizes(own);
        const name = (chunk.src ?? key).replace(/^.*?src\//, '');
        rows.push(row(`route chunk ${name}`, 'KB gz JS', s.js, null, `CSS ${s.css.toFixed(1)} KB`));
      }
    } else {
      rows.push(
        row(
          'app shell JS (gz)',
          'KB',
          Number.NaN,
          null,
          'no .vite/manifest.json: enable build.manifest',
        ),
      );
    }

    const ours: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      base.push(await lcp(browser, baseline.url));
      ours.push(await lcp(browser, `${server.url}/`));
    }
    rows.push(
      row(
        'landing LCP (median, throttled)',
        'ms',
        percentile(ours, 50),
        percentile(base, 50),
        `aim < ${AIMS.lcpMs} ms; baseline: one-h1 static page`,
      ),
    );
  } finally {
    baseline.close();
    await browser.close();
    await server.stop();
  }
  report('size', rows);
}

await main();
