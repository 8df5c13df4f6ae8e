import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every package. Browser tests (e2e/) run in their own project because they
// need a built PWA and a running server, and are slower.
//
// Speed (decision 258): most files start a real server and wait on its sockets and disk, so two
// workers keep two cores busy even on a two-core machine (vitest's default there is one). And
// the Node projects share each worker's loaded modules between files (`isolate: false`): every
// file builds its own server, database and clock, and no file mocks a module or changes the
// environment, so importing the server once per worker and not once per file loses nothing.
// The PWA's files stay isolated: RxDB's dev-mode plugin is process-wide.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          isolate: false,
          root: './shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'sync',
          isolate: false,
          root: './sync',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
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
          isolate: false,
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
