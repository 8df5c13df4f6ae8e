import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../../http/app-env.ts';
import { pageMatcher } from './page-routes.ts';
import { cacheControlFor } from './web.cache.ts';
import { PWA_CSP } from './web.csp.ts';

/** Paths that belong to the API, realtime and video signalling: never answered with the PWA. */
const NOT_OURS = ['/api', '/socket.io', '/peerjs'];

function isReserved(path: string): boolean {
  return NOT_OURS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The built PWA on the same port as the API (decision 061): its files with long-lived caching
 * for hashed assets, and index.html for any page address the client router knows (SPA
 * fallback), with 404 for an address the router does not know. Undefined when no build is configured or the folder holds no index.html.
 */
export function webRoutes(pwaDist: string | undefined): Hono<AppEnv> | undefined {
  if (!pwaDist) return undefined;
  const root = resolve(pwaDist);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const isPage = pageMatcher(join(root, 'page-routes.json'));

  const web = new Hono<AppEnv>();
  const skipReserved: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isReserved(c.req.path)) return c.notFound();
    await next();
  };
  web.use('*', skipReserved);
  web.use('*', async (c, next) => {
    await next();
    // On the answer's own headers: c.header() would rebuild a finished Response (request-id.ts).
    c.res.headers.set('Content-Security-Policy', PWA_CSP);
  });
  web.use('*', compress());
  web.get(
    '*',
    serveStatic({
      root,
      onFound: (file, c) => {
        c.header('Cache-Control', cacheControlFor(root, file));
      },
    }),
  );
  web.get('*', (c) => {
    const accept = c.req.header('accept') ?? '';
    if (!accept.includes('text/html')) return c.notFound();
    // Read on each request so a rebuild shows without a restart; the file is a few KB.
    c.header('Cache-Control', 'no-cache');
    // An address no screen answers still gets the app (it shows its 404 page), with HTTP 404.
    return c.html(readFileSync(indexFile, 'utf8'), isPage(c.req.path) ? 200 : 404);
  });
  return web;
}
