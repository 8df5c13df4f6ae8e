import { defineConfig } from 'vitest/config';

// One runner for every package. Browser tests (e2e/) run in their own project because they
// need a built PWA and a running server, and are slower.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'sync',
          root: './sync',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pwa',
          root: './pwa',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        // Main-process modules with Electron replaced by typed fakes; uploads meet a real server.
        test: {
          name: 'desktop',
          root: './desktop',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
