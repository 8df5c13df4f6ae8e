import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export interface AppFile {
  bytes: Buffer;
  contentType: string;
}

/** Inside `root` after resolving `..` and symbolic links; null when it would leave it. */
async function inside(root: string, path: string): Promise<string | null> {
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return null;
  }
  const rel = relative(root, real);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
    ? real
    : null;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/**
 * The file a `kalam://app/...` path names in the PWA build, or the app shell (index.html) for a
 * route of the single-page app (a path without a file extension). A path that escapes the build
 * (`..`, an encoded `%2e%2e`, a link pointing outside, a NUL byte) is refused with null, and
 * so is a missing file with an extension: a missing script is a 404, not the shell.
 */
export async function resolveAppFile(root: string, pathname: string): Promise<AppFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const realRoot = await realpath(root);
  const wanted = join(realRoot, decoded);
  if (relative(realRoot, wanted).startsWith('..')) return null;
  let path = await inside(realRoot, wanted);
  if (path && !(await isFile(path))) path = null;
  if (!path) {
    if (extname(decoded) !== '') return null;
    path = join(realRoot, 'index.html');
  }
  return {
    bytes: await readFile(path),
    contentType: TYPES[extname(path)] ?? 'application/octet-stream',
  };
}
