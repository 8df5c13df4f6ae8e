// `npm run build:server`: the server (with @kalam/shared and @kalam/sync) compiled by esbuild
// into one ES module, server/dist/main.mjs, run by plain `node` on staging and production
// (decision 168). The JavaScript packages it uses are bundled in too: loading one file instead
// of some two thousand from node_modules is most of the startup gain (decision 169). Native
// addons and lazily loaded SDKs stay imports, loaded from node_modules as usual.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, 'server/dist');

/**
 * Left to node_modules: native addons (they load a .node file next to their JS), the Sentry SDK
 * (imported only when KALAM_SENTRY_DSN is set), and mediainfo.js, which finds its WebAssembly
 * file next to its own module (bundled, it looked for it in server/dist and MP4 lengths could
 * not be measured: decision 201).
 */
export const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  '@sentry/node',
  'mediainfo.js',
];
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      if (EXTERNAL.includes(name) || args.path.startsWith('node:'))
        return { path: args.path, external: true };
      return undefined;
    });
  },
};

export async function buildServer({ quiet = false } = {}) {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: resolve(root, 'server/src/main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    // What is imported dynamically (the AWS SDK, nodemailer) goes to chunks loaded on first use.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    legalComments: 'none',
    // Less text to parse at start; names stay as written, so stacks still read well.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __kalamRequire } from 'node:module'; const require = __kalamRequire(import.meta.url);",
    },
    metafile: true,
  });
  const ms = Math.round(performance.now() - started);
  if (!quiet) {
    const bytes = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.mjs'))
      .reduce((sum, [, out]) => sum + out.bytes, 0);
    console.info(`server/dist/main.mjs: ${(bytes / 1024).toFixed(0)} KiB in ${ms} ms`);
  }
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
