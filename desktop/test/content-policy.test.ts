import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/security/content-policy.ts';
import { secureWebPreferences, appAddress } from '../src/main/window.ts';
import { preloadBundle } from '../bundles.ts';

describe('the page policy', () => {
  it('hashes inline scripts only (the theme script), not scripts loaded by address', () => {
    const inline = "\n  (function () { document.documentElement.classList.add('dark'); })();\n";
    const html = `<script>${inline}</script><script type="module" src="/assets/app.js"></script>`;
    const expected = createHash('sha256').update(inline).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  it('allows scripts from our origin and the hashes, connections to the server and its socket', () => {
    const policy = contentSecurityPolicy({
      appOrigin: 'kalam://app',
      serverOrigin: 'https://api.kalam.example',
      scriptHashes: ["'sha256-abc'"],
    });
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.kalam.example',
      'wss://api.kalam.example',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the window', () => {
  it('turns on isolation and the sandbox and keeps Node out of every renderer', () => {
    expect(secureWebPreferences('/app/preload.cjs')).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('opens only paths on our origin from a notice or the tray', () => {
    expect(appAddress('kalam://app', '/session?id=lesson%3A1')).toBe(
      'kalam://app/session?id=lesson%3A1',
    );
    expect(appAddress('https://a.test', '/../../chat')).toBe('https://a.test/chat');
    expect(appAddress('https://a.test', '//evil.test/x')).toBeNull();
    expect(appAddress('https://a.test', '/\\evil.test')).toBeNull();
    expect(appAddress('https://a.test', 'https://evil.test/')).toBeNull();
  });

  it('bundles a sandboxed preload that needs nothing but electron', async () => {
    const out = await build({
      ...preloadBundle,
      write: false,
      sourcemap: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.text;
    expect([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(code).toMatch(/exposeInMainWorld\(\s*"desktop"/);
    // The channel table, and none of shared's schemas.
    expect(code).toContain('"desktop:pick-videos"');
    expect(code).not.toContain('ZodError');
  });
});
