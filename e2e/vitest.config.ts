import { defineConfig } from 'vitest/config';

// Browser tests: the real server in-process serving pwa/dist, driven through Chromium. One
// file at a time (each starts its own server and browser), generous timeouts for a cold start.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
