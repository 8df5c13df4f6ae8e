import { basename, relative, sep } from 'node:path';

/** Vite puts content-hashed files under assets/: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds: the browser must revalidate every time. */
const REVALIDATE = 'no-cache';
/** Unhashed extras (icons, robots.txt): a day is short enough for a changed icon to show. */
const SHORT = 'public, max-age=86400';

const ALWAYS_FRESH = new Set([
  'index.html',
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
  'theme.js',
]);

/** The Cache-Control header for a file served from the PWA build (see decision 061). */
export function cacheControlFor(root: string, file: string): string {
  const inside = relative(root, file).split(sep);
  if (inside[0] === 'assets' && inside.length > 1) return IMMUTABLE;
  const name = basename(file);
  if (ALWAYS_FRESH.has(name) || name.endsWith('.webmanifest') || name.endsWith('.html'))
    return REVALIDATE;
  return SHORT;
}
