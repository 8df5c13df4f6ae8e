import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '../..');

/*
 * Decisions 218 and 234: a process's first Intl.DateTimeFormat loads ICU's date data (12–25 ms
 * on this machine), so the server makes none while its modules load; the first one is the quota
 * week's, after the port opens. A formatter made at a module's top level (decision 268's time
 * words first did) would add it to every start. Loads the whole server's module graph in a fresh
 * process, as a start does, and counts the formatters made.
 */
describe('loading the server', () => {
  it('makes no date formatter before anything runs', () => {
    const probe = `
      const Original = Intl.DateTimeFormat;
      let made = 0;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args) { made++; return Reflect.construct(target, args); },
        apply(target, self, args) { made++; return Reflect.apply(target, self, args); },
      });
      await import('./src/server.ts');
      console.log(JSON.stringify({ made }));
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH!, KALAM_LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({ made: 0 });
  }, 70_000);
});
