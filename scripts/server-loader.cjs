// The entry of the compiled server, copied by scripts/build-server.mjs to server/dist/main.cjs
// with BUNDLE_KEY filled in (decisions 211, 218). It runs the CommonJS bundle bundle.cjs through
// vm.Script with a V8 code cache: Node 20 has no compile cache for modules, and compiling the
// bundle was the largest single cost of a start. The cache holds the bytecode of every function
// compiled by the time it was written (the start and the first requests), so a cached start
// neither parses nor compiles them again.
//
// The cache file sits beside the bundle, named by the bundle's hash and the Node version and
// architecture: another build or another Node never reads it. It starts with a magic, then the
// CRC-32 of V8's data: V8 aborts the whole process on corrupt cache data (not an exception), so
// a file whose checksum does not match is never handed to it. The guard is against damage (a
// disk error, a cut-off copy), not an attacker — whoever can write this folder can replace the
// bundle itself — and CRC-32 finds every burst of up to 32 bits and all but 1 in 2^32 of the
// rest, at a fifth of SHA-256's time on 2.5 MB (decision 234). A missing, corrupt or rejected cache
// (V8 also rejects another V8 version or other flags) means the bundle is compiled from its
// source as before, and a fresh cache is written once the server has run a while, or at its exit.
// KALAM_CODE_CACHE=0 turns the cache off (compile every time, write nothing).
//
// The loader is CommonJS itself (decision 218): an entry Node runs as an ES module starts Node's
// ES module loader (resolve, load, link, evaluate asynchronously) before its first line, some
// 15-20 ms of every start here; a CommonJS entry is run at once, like `node -e`. Its import()
// (of what stays outside the bundle) starts that loader only when first called.
'use strict';
const { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
// Node's CommonJS Module class, without `require('node:module')`: on Node 20 loading that module
// starts the ES module loader (for `module.register`), which this entry exists to avoid.
const Module = module.constructor;
const { join } = require('node:path');
const { Script } = require('node:vm');
// zlib is loaded by the bundle anyway (ws, engine.io): asking for it here costs nothing more.
const { crc32 } = require('node:zlib');

const BUNDLE_KEY = '__KALAM_BUNDLE_KEY__';
const MAGIC = Buffer.from('KALAMCC2');
const CHECKSUM_BYTES = 4;
/** Written this long after the bundle ran if there was no usable cache (the first requests are in by then). */
const WRITE_AFTER_MS = 10_000;

const here = __dirname;
const bundle = join(here, 'bundle.cjs');
const cacheName = `main.${BUNDLE_KEY}.${process.version}-${process.arch}.cache`;
const cacheFile = join(here, cacheName);
const enabled = process.env.KALAM_CODE_CACHE !== '0';

/** The cached data if the file is whole and ours; otherwise undefined (and why). */
function readCache() {
  let file;
  try {
    file = readFileSync(cacheFile);
  } catch {
    return { state: 'absent' };
  }
  const header = MAGIC.length + CHECKSUM_BYTES;
  if (file.length <= header || !file.subarray(0, MAGIC.length).equals(MAGIC))
    return { state: 'corrupt' };
  const data = file.subarray(header);
  if (crc32(data) !== file.readUInt32BE(MAGIC.length)) return { state: 'corrupt' };
  return { state: 'read', data };
}

/** Write the cache whole or not at all (temp file + rename), and drop caches of other Nodes. */
function writeCache(script) {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    const checksum = Buffer.alloc(CHECKSUM_BYTES);
    checksum.writeUInt32BE(crc32(data));
    writeFileSync(temp, Buffer.concat([MAGIC, checksum, data]));
    renameSync(temp, cacheFile);
    for (const name of readdirSync(here))
      if (/^main\..+\.cache$/.test(name) && name !== cacheName)
        rmSync(join(here, name), { force: true });
  } catch {
    // A read-only build directory: every start compiles, as without a cache.
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}

const cache = enabled ? readCache() : { state: 'off' };
// esbuild writes ASCII only (it escapes the rest), and latin1 is the cheapest way to read it.
const source = readFileSync(bundle, 'latin1');
// The wrapper is Node's own CommonJS wrapper (plus the loader's import(): the bundle loads what
// stays outside it — mediainfo.js, @sentry/node, sharp, some built-ins — through it, since
// import() inside vm.Script code does not work on Node 20), on its own line so that line and
// column numbers (stack traces, source maps) are the bundle's.
const script = new Script(
  `(function (exports, require, module, __filename, __dirname, __kimp) {\n${source}\n})`,
  { filename: bundle, lineOffset: -1, cachedData: cache.data },
);
const state = cache.data ? (script.cachedDataRejected ? 'rejected' : 'accepted') : cache.state;
// What the cache did for this start, for the listening line and the tests.
process.env.KALAM_CODE_CACHE_STATE = state;

if (process.sourceMapsEnabled) {
  // Node maps stack frames only for files its own loaders compiled: let its CommonJS loader read
  // the bundle's linked source map (an empty module with the same file name runs nothing).
  const stub = new Module(bundle);
  stub.filename = bundle;
  stub._compile('//# sourceMappingURL=bundle.cjs.map', bundle);
}

if (enabled && state !== 'accepted') {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    writeCache(script);
  };
  setTimeout(write, WRITE_AFTER_MS).unref();
  process.once('exit', write);
}

const bundleModule = new Module(bundle);
bundleModule.filename = bundle;
bundleModule.paths = Module._nodeModulePaths(here);
script
  .runInThisContext()
  .call(
    bundleModule.exports,
    bundleModule.exports,
    Module.createRequire(bundle),
    bundleModule,
    bundle,
    here,
    (specifier) => import(specifier),
  );
