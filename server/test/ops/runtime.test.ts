import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Kalam runs on Node 24 (decision 296): the devDependency `node` puts a Node 24 binary in
 * node_modules/.bin, which npm scripts and npx find before the system's Node (20 on our
 * machines). These tests fail when something runs the project on another Node.
 */
const root = resolve(import.meta.dirname, '../../..');
const serverDir = resolve(root, 'server');
const major = (version: string) => Number(version.split('.')[0]);

describe('the Node that runs Kalam', () => {
  it('is Node 24 in the tests, in a child started as the servers are, and as `node` on PATH', () => {
    expect(major(process.versions.node)).toBe(24);
    // As the crash loop, the startup tests and scripts/start.mjs start the server.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        // The native SQLite addon loads in it (a module built for another Node would not).
        "const Database = (await import('better-sqlite3')).default; new Database(':memory:').prepare('select 1').get(); console.log(process.versions.node)",
      ],
      { cwd: serverDir, encoding: 'utf8', env: { PATH: process.env.PATH! } },
    );
    expect(child.stderr).toBe('');
    expect(major(child.stdout.trim())).toBe(24);
    // As scripts/test.mjs and npm scripts run `node`, `npx vitest`, `tsx`, `eslint`.
    const onPath = spawnSync('node', ['-p', 'process.versions.node'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH! },
    });
    expect(major(onPath.stdout.trim())).toBe(24);
  });

  it('is what package.json says is supported', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toMatch(/^>=24\./);
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./);
  });
});

describe('package-lock.json', () => {
  /**
   * Every optional dependency a locked package names, missing from the lock: a platform binding
   * (rollup's, Tailwind's oxide, the import resolver's) that npm left out on the machine that
   * wrote the lock. `npm install` on another platform then adds it and rewrites the lock, and
   * `npm ci` refuses the lock. An optional dependency is found as Node finds it: in the
   * package's own node_modules, then in each enclosing one.
   */
  function missingOptional(lock: {
    packages: Record<string, { optionalDependencies?: Record<string, string>; link?: boolean }>;
  }) {
    const { packages } = lock;
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      if (entry.link) continue;
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const places = [];
        let at = path;
        for (;;) {
          places.push(`${at ? `${at}/` : ''}node_modules/${name}`);
          if (!at) break;
          const cut = at.lastIndexOf('/node_modules/');
          at = cut >= 0 ? at.slice(0, cut) : '';
        }
        if (!places.some((place) => packages[place])) missing.push(`${path || '.'} → ${name}`);
      }
    }
    return missing;
  }

  it('holds every platform binding its packages name as optional', () => {
    const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));
    expect(missingOptional(lock)).toEqual([]);
  });

  it('is checked the way npm resolves: a binding left out, or out of reach, is named', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/rollup': { optionalDependencies: { '@rollup/rollup-darwin-arm64': '4' } },
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1' } },
        'node_modules/a/node_modules/c': {},
        'node_modules/e/node_modules/d': {},
      },
    };
    expect(missingOptional(lock)).toEqual([
      'node_modules/rollup → @rollup/rollup-darwin-arm64',
      'node_modules/a/node_modules/b → d',
    ]);
  });
});
