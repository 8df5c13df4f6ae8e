import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PWA_DIST } from './server.ts';

/*
 * What the PWA's JavaScript weighs on a phone, measured one way for the size bench and for the
 * budget test: gzip level 9 of the built files, the landing page from what Chromium really
 * fetched, the signed-in shell from Vite's manifest (decisions 063, 118, 228).
 */

/** Issue 7's aims, in KB of gzipped JavaScript. */
export const SIZE_AIMS = { landingJs: 100, shellJs: 170 };
const KB = 1024;
/** The app runtime (router, query cache, session) and the signed-in frame (decision 118). */
const SHELL_MODULES = ['src/app/app-root.tsx', 'src/app/app-layout.tsx'];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Vite's manifest of the build under test, or null when the build has none. */
export function readManifest(): Manifest | null {
  const path = join(PWA_DIST, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

const gzCache = new Map<string, number>();
function gz(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(PWA_DIST, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** The files a chunk pulls in statically (its own, its imports', and their CSS). */
export function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** Gzipped KB of the JavaScript and the CSS among `files`. */
export function sizes(files: Iterable<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.js')) js += gz(f);
    else if (f.endsWith('.css')) css += gz(f);
  }
  return { js: js / KB, css: css / KB };
}

/** What every app screen loads before its own chunk: the entry, the app runtime, the frame. */
export function shellFiles(manifest: Manifest): Set<string> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  return closure(manifest, [entryKey, ...SHELL_MODULES.filter((k) => manifest[k])]);
}

/** Script and style files the page really fetched on a cold load of `url`. */
export async function loadedAssets(browser: Browser, url: string): Promise<Set<string>> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname.replace(/^\//, '');
    if (existsSync(join(PWA_DIST, path))) files.add(path);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await context.close();
  return files;
}
