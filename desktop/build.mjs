// Bundles the main process and the preload into dist/ (CommonJS: a sandboxed preload cannot
// load modules, and Electron's main entry is simplest as one file). Electron stays external.
import { build } from 'esbuild';

const serverUrl = process.env.KALAM_DESKTOP_SERVER_URL;
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: ['electron'],
  sourcemap: true,
  logLevel: 'info',
};

await build({
  ...common,
  entryPoints: ['src/main/main.ts'],
  outfile: 'dist/main.cjs',
  define: { __KALAM_SERVER_URL__: serverUrl ? JSON.stringify(serverUrl) : 'undefined' },
});
// The preload needs only the channel table: shared's modules have no side effects, so saying so
// lets esbuild drop the rest of shared (zod schemas, dates) from the page's preload.
const sharedWithoutSideEffects = {
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
await build({
  ...common,
  entryPoints: ['src/preload/preload.ts'],
  outfile: 'dist/preload.cjs',
  plugins: [sharedWithoutSideEffects],
});
