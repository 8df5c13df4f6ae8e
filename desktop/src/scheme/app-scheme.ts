import type { CustomScheme } from 'electron';
import { APP_SCHEME } from '../config/desktop-config.ts';
import { resolveAppFile } from './static-files.ts';

/**
 * `kalam://app` is a standard, secure origin: the PWA's service worker registers, `fetch` and
 * storage work as on https. No `bypassCSP`: the policy applies here like anywhere.
 * Must be registered before the app is ready.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme[] = [
  {
    scheme: APP_SCHEME,
    privileges: {
      standard: true,
      secure: true,
      supportFetchAPI: true,
      allowServiceWorkers: true,
      stream: true,
      codeCache: true,
    },
  },
];

/** Paths that belong to the server, not to the PWA build: forwarded to it over HTTP. */
const SERVER_PATHS = /^\/(api|socket\.io|peerjs)(\/|$)/;

export interface SchemeOptions {
  /** The PWA build (`pwa/dist`) shipped inside the app. */
  root: string;
  serverOrigin: string;
  csp: string;
  /** Electron's `net.fetch` (the session's proxy and certificates); tests pass the global one. */
  fetch: (input: string, init: RequestInit & { duplex?: 'half' }) => Promise<Response>;
}

/** The `protocol.handle(APP_SCHEME, …)` handler. */
export function createSchemeHandler(
  options: SchemeOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (SERVER_PATHS.test(url.pathname)) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
      return options.fetch(`${options.serverOrigin}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
        duplex: 'half',
        redirect: 'manual',
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response(null, { status: 405 });
    const file = await resolveAppFile(options.root, url.pathname);
    if (!file) return new Response('not found', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), {
      headers: {
        'content-type': file.contentType,
        'content-security-policy': options.csp,
        'x-content-type-options': 'nosniff',
        // The service worker script must be re-checked for updates, the rest is hashed by Vite.
        'cache-control': url.pathname === '/sw.js' ? 'no-cache' : 'public, max-age=0',
      },
    });
  };
}
