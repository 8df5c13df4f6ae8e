import type { BuildOptions, Plugin } from 'esbuild';

/**
 * How the main process and the preload are bundled (CommonJS: a sandboxed preload cannot load
 * modules, and Electron's main entry is simplest as one file). Electron stays external. Used
 * by build.ts and by the test that checks what the preload may require.
 */
const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: ['electron'],
  sourcemap: true,
  logLevel: 'info',
};

/**
 * shared's modules have no side effects; saying so lets esbuild leave out the rest of shared
 * (zod schemas, dates) from the preload, which needs only the channel table.
 */
const sharedWithoutSideEffects: Plugin = {
  name: 'shared-without-side-effects',
  setup(b) {
    b.onResolve({ filter: /^(@kalam\/shared|\.{1,2}\/)/ }, async (args) => {
      if (args.pluginData === 'again') return undefined;
      const { path, errors } = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'again',
      });
      if (errors.length || !/[\\/]shared[\\/]src[\\/]/.test(path)) return undefined;
      return { path, sideEffects: false };
    });
  },
};

const here = (path: string) => new URL(path, import.meta.url).pathname;

export function mainBundle(serverUrl: string | undefined): BuildOptions {
  return {
    ...common,
    entryPoints: [here('./src/main/main.ts')],
    outfile: here('./dist/main.cjs'),
    define: { __KALAM_SERVER_URL__: serverUrl ? JSON.stringify(serverUrl) : 'undefined' },
  };
}

export const preloadBundle: BuildOptions = {
  ...common,
  entryPoints: [here('./src/preload/preload.ts')],
  outfile: here('./dist/preload.cjs'),
  plugins: [sharedWithoutSideEffects],
};
