import { createHash } from 'node:crypto';

/** sha256 sources for each inline `<script>` of a page (the PWA's theme script runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page's Content-Security-Policy: scripts only from our origin (plus the hashed inline
 * ones), connections only to our origin and the server (HTTP and WebSocket), media from
 * blob:/mediastream: for the call, no plugins, no framing, no `<base>` tricks.
 */
export function contentSecurityPolicy(options: {
  appOrigin: string;
  serverOrigin: string;
  scriptHashes: readonly string[];
}): string {
  const server = new URL(options.serverOrigin);
  const socket = `${server.protocol === 'https:' ? 'wss:' : 'ws:'}//${server.host}`;
  const self = `'self'`;
  return [
    `default-src ${self}`,
    `script-src ${[self, ...options.scriptHashes].join(' ')}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob: ${options.serverOrigin}`,
    `media-src ${self} blob: mediastream: ${options.serverOrigin}`,
    `font-src ${self}`,
    `connect-src ${self} ${options.serverOrigin} ${socket}`,
    `worker-src ${self}`,
    `manifest-src ${self}`,
    `object-src 'none'`,
    `base-uri ${self}`,
    `form-action ${self}`,
    `frame-ancestors 'none'`,
    `frame-src 'none'`,
  ].join('; ');
}
