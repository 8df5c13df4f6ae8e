import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { Script } from 'node:vm';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './child-server.ts';
// @ts-expect-error: a plain ES module script without types
import { buildServer, codeCacheFile } from '../../../scripts/build-server.mjs';

const serverDir = resolve(import.meta.dirname, '../..');

// Issue 21.4: staging and production run compiled JavaScript, not TypeScript through tsx.
describe('the compiled server', () => {
  let dataDir: string;
  let server: ChildServer;
  beforeAll(async () => {
    await buildServer({ quiet: true });
    dataDir = mkdtempSync(join(tmpdir(), 'kalam-compiled-'));
    server = await startChildServer(
      dataDir,
      {
        KALAM_SERVER_TARGET: 'staging',
        KALAM_TOKEN_SECRET: 'a-staging-secret-that-is-long-enough-1234',
        PAYMENT_GATEWAY: 'fawry',
        FAWRY_MERCHANT_CODE: 'merchant',
        FAWRY_SECURE_KEY: 'secure-key',
        KALAM_ADMIN_EMAIL: 'admin@example.com',
        KALAM_ADMIN_PASSWORD: 'admin-password-123',
      },
      ['--enable-source-maps', 'dist/main.cjs'],
    );
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one bundle that plain node runs through its loader, the SDKs it may need run on first use', () => {
    expect(existsSync(join(serverDir, 'dist/main.cjs'))).toBe(true);
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toContain('dist/main.cjs');
    expect(cmdline.join(' ')).not.toContain('tsx');
    const main = readFileSync(join(serverDir, 'dist/bundle.cjs'), 'utf8');
    // Our TypeScript is compiled in; nothing loads a .ts file at run time.
    expect(main).not.toMatch(/(from\s+|require\(|import\()["'][^"']+\.ts["']/);
    // Run on first use, not before listening (decisions 201, 211): the S3 storage and the AWS
    // SDK, nodemailer, the PeerJS server with Express, the video readers, file sniffing. Each is
    // initialised only where its import() was.
    for (const [what, init] of [
      ['S3 storage', 'init_s3_storage'],
      ['nodemailer', 'init_nodemailer'],
      ['PeerJS server', 'init_module'],
      ['file-type', 'init_file_type'],
    ]) {
      const calls = main.split(`${init}()`).length - 1;
      const lazy = main.split(`Promise.resolve().then(()=>(${init}(),`).length - 1;
      expect({ what, calls }).toEqual({ what, calls: 1 });
      expect({ what, lazy }).toEqual({ what, lazy: 1 });
    }
    expect(main).toContain('ExpressPeerServer');
    // mediainfo.js is loaded from node_modules, next to its WebAssembly file, like sharp and the
    // Sentry SDK: through the loader's import(), the only one that works from vm.Script code.
    for (const specifier of ['mediainfo.js', 'sharp', '@sentry/node'])
      expect(main.includes(`__kimp("${specifier}")`), specifier).toBe(true);
    expect(main.replace('(s=>import(s))', '').match(/(^|[^\w$.])import\(.{0,40}/m)).toBeNull();
    expect(main).not.toContain('MediaInfoModule.wasm');
  });

  it('migrates a fresh data dir, seeds the admin and answers the API', async () => {
    const health = await fetch(`${server.base}/health`);
    expect(await health.json()).toMatchObject({ status: 'degraded', db: 'ok' });
    // Staging without SMTP: mail is named as degraded (decision 166), the rest is up.
    const signUp = await fetch(`${server.base}/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Omar Khaled',
        email: 'omar.compiled@example.com',
        password: 'secret123',
        role: 'Student',
      }),
    });
    expect(signUp.status).toBe(201);
    // Non-ASCII text in the bundle's patterns survives the ASCII-only build (decision 211): the
    // name rule allows a typographic apostrophe (’) between letters.
    const arabic = await fetch(`${server.base}/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'عمر آل’خالد',
        email: 'omar.arabic@example.com',
        password: 'secret123',
        role: 'Student',
      }),
    });
    expect(arabic.status).toBe(201);
    expect(await arabic.json()).toMatchObject({ user: { name: 'عمر آل’خالد' } });
    const signIn = await fetch(`${server.base}/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password-123' }),
    });
    expect(signIn.status).toBe(200);
    const refused = await fetch(`${server.base}/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: '{"email":',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(refused.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('loads what stays outside the bundle on first use: an upload sniffs and re-encodes an image', async () => {
    const signUp = await fetch(`${server.base}/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mona Adel',
        email: 'mona.compiled@example.com',
        password: 'secret123',
        role: 'Student',
      }),
    });
    const { token } = (await signUp.json()) as { token: string };
    // A real PNG (sharp from the test's side): file-type sniffs it, sharp (loaded by the bundle
    // through the loader's import(), decision 211) re-encodes it.
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 480, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${server.base}/user/asset`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { image } = (await upload.json()) as { image: string };
    const stored = await fetch(new URL(image, server.base));
    expect(stored.status).toBe(200);
    expect(
      Buffer.from(await stored.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('starts from the code cache the build wrote (decision 211)', () => {
    expect(server.output()).toContain('(code cache: accepted)');
  });

  it('serves socket.io from the bundle', async () => {
    const base = server.base.replace('/api/v1', '');
    const res = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});

// Decision 211: V8's code cache of the bundle. A cache that is not whole and ours is never handed
// to V8 (corrupt cache data aborts the process), a stale one is recompiled, and either way the
// server starts, answers, and writes a good cache for the next start.
describe('the code cache of the compiled server', () => {
  let dataDir: string;
  let cacheFile: string;
  let good: Buffer;
  beforeAll(async () => {
    // The build (with its cache) is the one of the block above: files run one after another.
    cacheFile = codeCacheFile() as string;
    good = readFileSync(cacheFile);
    dataDir = mkdtempSync(join(tmpdir(), 'kalam-code-cache-'));
  });
  afterAll(() => {
    if (good) writeFileSync(cacheFile, good);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startOnce(env: Record<string, string> = {}) {
    const started = await startChildServer(dataDir, env, ['dist/main.cjs']);
    const health = await fetch(`${started.base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ db: 'ok' });
    // A call that reaches the database and the schemas, not only health.
    const refused = await fetch(`${started.base}/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    });
    expect(refused.status).toBe(401);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    return started.output();
  }

  /** The header the loader writes: magic, then the CRC-32 of V8's data (decision 234). */
  function withHeader(data: Buffer) {
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(data));
    return Buffer.concat([Buffer.from('KALAMCC2'), checksum, data]);
  }

  it('ignores a corrupt cache (V8 never sees it), starts, and writes a good one', async () => {
    const corrupt = Buffer.from(good);
    // Damage V8's data in the middle, keeping the header: handed to V8, this aborts the process.
    const middle = Math.floor(corrupt.length / 2);
    for (let i = middle; i < middle + 34_000; i += 17) corrupt[i] = corrupt[i]! ^ 0x5a;
    writeFileSync(cacheFile, corrupt);
    expect(await startOnce()).toContain('(code cache: corrupt)');
    const rewritten = readFileSync(cacheFile);
    expect(rewritten.equals(corrupt)).toBe(false);
    expect(await startOnce()).toContain('(code cache: accepted)');
  }, 60_000);

  it('ignores a cut-off cache file', async () => {
    writeFileSync(cacheFile, good.subarray(0, 1_000));
    expect(await startOnce()).toContain('(code cache: corrupt)');
    expect(await startOnce()).toContain('(code cache: accepted)');
  }, 60_000);

  it('recompiles when V8 refuses a whole cache made for other code, and replaces it', async () => {
    const other = new Script('(function () { return 42; })', { filename: 'other.js' });
    other.runInThisContext();
    writeFileSync(cacheFile, withHeader(other.createCachedData()));
    expect(await startOnce()).toContain('(code cache: rejected)');
    expect(await startOnce()).toContain('(code cache: accepted)');
  }, 60_000);

  it('loads the Sentry SDK from node_modules when a DSN is set, from a cached start', async () => {
    const output = await startOnce({ KALAM_SENTRY_DSN: 'https://key@127.0.0.1:9/1' });
    expect(output).toContain('(code cache: accepted)');
  }, 60_000);

  it('still maps stack frames to the sources under --enable-source-maps', async () => {
    // The bundled `ws` reads the global Blob as it loads: record the stack at that moment.
    const preload = join(dataDir, 'stack-at-blob.cjs');
    writeFileSync(
      preload,
      // Node 24's own fetch (undici, inside Node) reads it first: those reads are passed over.
      `const d = Object.getOwnPropertyDescriptor(globalThis, 'Blob');
       Object.defineProperty(globalThis, 'Blob', { configurable: true, get() {
         const stack = new Error('here').stack;
         const callers = stack.split('\\n').slice(2);
         if (!callers.every((f) => /\\(node:|at node:/.test(f))) {
           Object.defineProperty(globalThis, 'Blob', d);
           process.stderr.write('STACK ' + stack + '\\nEND\\n');
         }
         return d.get ? d.get.call(this) : d.value;
       } });`,
    );
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', '-r', preload, 'dist/main.cjs'],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH!,
          KALAM_SERVER_TARGET: 'local',
          KALAM_DATA_DIR: dataDir,
          PORT: '0',
          KALAM_LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    const stack = await new Promise<string>((found, failed) => {
      child.stderr!.on('data', (d) => {
        stderr += d;
        const match = /STACK ([\s\S]*?)\nEND/.exec(stderr);
        if (match) found(match[1]!);
      });
      child.once('exit', () => failed(new Error(`no stack:\n${stderr}`)));
    });
    child.kill('SIGKILL');
    // Mapped through bundle.cjs.map to the bundled file, not a position in bundle.cjs.
    expect(stack).toMatch(/node_modules\/ws\/lib\/[a-z-]+\.js:\d+:\d+/);
  }, 60_000);

  it('starts as CommonJS: Node never starts its ES module loader before listening (decision 218)', async () => {
    // The entry is a CommonJS module (an ES module entry has no process.mainModule), and what Node has
    // loaded of its ES module loader when the listening line is printed is no more than an empty
    // CommonJS script loads: nothing on Node 20; on Node 24 the CommonJS loader brings
    // internal/modules/esm/loader itself (require() of ES modules), for any entry.
    const empty = join(dataDir, 'empty.cjs');
    writeFileSync(
      empty,
      `process.stdout.write(JSON.stringify(process.moduleLoadList.filter((m) => m.includes('internal/modules/esm/loader'))));`,
    );
    const baseline = await new Promise<string>((done) => {
      const probe = spawn(process.execPath, [empty], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      probe.stdout.on('data', (d) => (out += d));
      probe.on('exit', () => done(out));
    });
    const preload = join(dataDir, 'esm-at-listening.cjs');
    writeFileSync(
      preload,
      `const info = console.info;
       console.info = (...args) => {
         if (String(args[0]).includes('listening on')) {
           const esm = process.moduleLoadList.filter((m) => m.includes('internal/modules/esm/loader'));
           process.stderr.write('ESM-LOADER ' + JSON.stringify(esm) + '\\n');
           process.stderr.write('ENTRY ' + (process.mainModule ? process.mainModule.filename : 'an ES module') + '\\n');
         }
         return info(...args);
       };`,
    );
    const started = await startChildServer(dataDir, {}, ['-r', preload, 'dist/main.cjs']);
    const health = await fetch(`${started.base}/health`);
    expect(health.status).toBe(200);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('(code cache: accepted)');
    expect(started.output()).toContain(`ESM-LOADER ${baseline}\n`);
    expect(started.output()).toContain(`ENTRY ${join(serverDir, 'dist/main.cjs')}\n`);
  }, 60_000);

  it('starts without a cache, and KALAM_CODE_CACHE=0 neither reads nor writes one', async () => {
    rmSync(cacheFile);
    expect(await startOnce({ KALAM_CODE_CACHE: '0' })).toContain('(code cache: off)');
    expect(existsSync(cacheFile)).toBe(false);
    expect(await startOnce()).toContain('(code cache: absent)');
    expect(existsSync(cacheFile)).toBe(true);
    expect(await startOnce()).toContain('(code cache: accepted)');
  }, 60_000);
});
