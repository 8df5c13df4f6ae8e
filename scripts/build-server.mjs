// `npm run build:server`: the server (with @kalam/shared and @kalam/sync) compiled by esbuild
// into one bundle run by plain `node server/dist/main.cjs` on staging and production (decision
// 168). The JavaScript packages it uses are bundled in too: loading one file instead of some two
// thousand from node_modules is most of the startup gain (decision 169). Native addons stay
// imports, loaded from node_modules as usual.
//
// Since decision 211 the bundle is CommonJS (server/dist/bundle.cjs) and main.cjs is a small
// loader (scripts/server-loader.cjs, CommonJS too since decision 218: no ES module loader at
// start) that runs it through vm.Script with a V8 code cache; the
// build starts the server once on a scratch data dir so that the cache exists before the first
// real start. What is imported lazily (the AWS SDK, nodemailer, PeerJS with Express, the video
// readers, file sniffing) is in the bundle but runs only on first use: V8 compiles a function
// only when it is first called.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, 'server/dist');
const loaderFile = resolve(root, 'scripts/server-loader.cjs');
/** The loader's import() inside the bundle: as long as `import` (`externalImports`). */
const LOADER_IMPORT = '__kimp';
/** Strict like the ES modules it is built from; `import.meta.url` (the migrations folder is found
 * from it) is the bundle's own URL; `__kimp` is the loader's import(), or Node's own when the
 * bundle is run by itself. */
const BANNER = `"use strict";var __kalamImportMetaUrl=require("node:url").pathToFileURL(__filename).href;var ${LOADER_IMPORT}=typeof ${LOADER_IMPORT}==="function"?${LOADER_IMPORT}:(s=>import(s));`;

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

/**
 * Build server/dist: bundle.cjs (the bundle), main.cjs (its loader) and, unless `warm` is false,
 * the V8 code cache of a first start (`warmCodeCache`).
 */
export async function buildServer({ quiet = false, warm = true } = {}) {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { bundle: resolve(root, 'server/src/main.ts') },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    // Less text to parse at start; names stay as written, so stacks still read well.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages],
    banner: { js: BANNER },
    define: { 'import.meta.url': '__kalamImportMetaUrl' },
    metafile: true,
  });
  externalImports(join(outdir, 'bundle.cjs'), result.metafile);
  asciiOnly(join(outdir, 'bundle.cjs'));
  const key = createHash('sha256')
    .update(readFileSync(join(outdir, 'bundle.cjs')))
    .update(readFileSync(loaderFile))
    .digest('hex')
    .slice(0, 16);
  writeFileSync(
    join(outdir, 'main.cjs'),
    readFileSync(loaderFile, 'utf8').replace('__KALAM_BUNDLE_KEY__', key),
  );
  const ms = Math.round(performance.now() - started);
  if (!quiet) {
    const bytes = result.metafile.outputs['server/dist/bundle.cjs']?.bytes ?? 0;
    console.info(`server/dist/bundle.cjs: ${(bytes / 1024).toFixed(0)} KiB in ${ms} ms`);
  }
  if (warm) {
    const cached = await warmCodeCache();
    if (!quiet) {
      console.info(
        cached.ok
          ? `code cache: ${(cached.bytes / 1024).toFixed(0)} KiB from a first start in ${cached.ms} ms`
          : `code cache not written (${cached.reason}): the first start compiles and writes it`,
      );
    }
  }
  return result;
}

/**
 * `import()` inside code run by vm.Script needs `--experimental-vm-modules` on Node 20, and with
 * a code cache V8 loses the script's import callback altogether (both seen here: the Sentry SDK
 * and sharp could not load). So the bundle's `import("x")` of what stays outside it calls
 * `__kimp("x")`, the loader's own `import()` (an ES module's, resolved from server/dist as
 * before); the name is as long as `import`, so no position after it moves (source maps stay
 * exact). Every such call is a literal specifier the metafile names; any other `import(` left in
 * the bundle fails the build rather than the first upload.
 */
function externalImports(file, metafile) {
  const specifiers = (metafile.outputs['server/dist/bundle.cjs']?.imports ?? [])
    .filter((i) => i.kind === 'dynamic-import' && i.external)
    .map((i) => i.path);
  let text = readFileSync(file, 'utf8');
  if (text.replace(BANNER, '').includes(LOADER_IMPORT))
    throw new Error(`${file}: ${LOADER_IMPORT} is already a name in the bundle`);
  for (const specifier of new Set(specifiers)) {
    const call = `import(${JSON.stringify(specifier)})`;
    if (!text.includes(call)) throw new Error(`${file}: ${call} not found`);
    text = text.replaceAll(call, `${LOADER_IMPORT}(${JSON.stringify(specifier)})`);
  }
  const left = /(^|[^\w$.])import\(.{0,60}/m.exec(text.replace(BANNER, ''));
  if (left) throw new Error(`${file}: an import() the loader cannot serve: ${left[0]}`);
  writeFileSync(file, text);
}

/**
 * esbuild escapes non-ASCII text in strings but leaves it in regular expressions (the Arabic
 * letters of a few patterns). Escape those too (`\uXXXX` means the same code unit in a pattern,
 * a string or an identifier; surrogate pairs stay pairs), so the bundle is pure ASCII and the
 * loader reads it as latin1: a one-byte string, read in a fifth of the time of UTF-8. Each escape
 * is 5 characters longer than the character, so the source map's columns after it on that line
 * move by as much.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  // A backslash before such a character would escape the `\` of `\u0627`: refuse, not guess.
  if (/\\[^\0-\x7f]/.test(text)) throw new Error(`${file}: an escaped non-ASCII character`);
  /** Per generated line, the columns where a character became an escape. */
  const grown = new Map();
  const lines = text.split('\n').map((line, index) =>
    line.replace(/[^\0-\x7f]/g, (c, column) => {
      grown.set(index, [...(grown.get(index) ?? []), column]);
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }),
  );
  if (grown.size === 0) return;
  writeFileSync(file, lines.join('\n'));
  const mapFile = `${file}.map`;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const mappings = decodeMappings(map.mappings);
  for (const [index, columns] of grown) {
    for (const segment of mappings[index] ?? []) {
      segment[0] += 5 * columns.filter((c) => c < segment[0]).length;
    }
  }
  map.mappings = encodeMappings(mappings);
  writeFileSync(mapFile, JSON.stringify(map));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map `mappings` → per line, segments of absolute [column, source, line, column, name]. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    if (line === '') return [];
    return line.split(',').map((text) => {
      const segment = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        const field = segment.length;
        state[field] += value & 1 ? -(value >>> 1) : value >>> 1;
        segment.push(state[field]);
        value = 0;
        shift = 0;
      }
      return segment;
    });
  });
}

/** The inverse of `decodeMappings`. */
function encodeMappings(lines) {
  const state = [0, 0, 0, 0, 0];
  const vlq = (n) => {
    let value = n < 0 ? (-n << 1) | 1 : n << 1;
    let out = '';
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      out += BASE64[digit];
    } while (value > 0);
    return out;
  };
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((segment) =>
          segment
            .map((v, field) => {
              const delta = v - state[field];
              state[field] = v;
              return vlq(delta);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

/** The code cache file of the current build, if there is one. */
export function codeCacheFile() {
  const loader = readFileSync(join(outdir, 'main.cjs'), 'utf8');
  const key = /const BUNDLE_KEY = '([0-9a-f]+)'/.exec(loader)?.[1];
  return join(outdir, `main.${key}.${process.version}-${process.arch}.cache`);
}

/**
 * Start the built server once on a scratch data dir and port, ask its health, and stop it: the
 * loader writes the code cache as it exits, so the first real start is already a cached one.
 * Never fails the build: without a cache the server compiles its bundle and writes one itself.
 */
export async function warmCodeCache() {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-code-cache-'));
  const child = spawn(process.execPath, [join(outdir, 'main.cjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      KALAM_SERVER_TARGET: 'local',
      KALAM_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      KALAM_LOG_LEVEL: 'silent',
      KALAM_SEED_DEMO: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  let output = '';
  const url = new Promise((found) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) found(match[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then(() => found(null));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    const base = await url;
    if (!base) return { ok: false, reason: `the server stopped: ${output.trim().slice(-300)}` };
    const health = await fetch(`${base}/api/v1/health`).catch(() => null);
    if (!health?.ok) return { ok: false, reason: `health answered ${health?.status ?? 'nothing'}` };
    await health.arrayBuffer();
    child.kill('SIGTERM');
    const code = await exited;
    const file = codeCacheFile();
    if (code !== 0 || !existsSync(file))
      return { ok: false, reason: `the server exited with ${code} and no cache` };
    return {
      ok: true,
      file,
      bytes: readFileSync(file).length,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timeout);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
