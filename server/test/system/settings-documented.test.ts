import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/config/config.ts';

/** The README's «Settings» table: the rows' first cells, each a setting's name or names. */
function documentedSettings(): Set<string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const names = new Set<string>();
  for (const line of readme.split('\n')) {
    const first = /^\| ([^|]+) \|/.exec(line)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  return names;
}

describe('the README settings table', () => {
  it('has a row for every setting the server reads', () => {
    const documented = documentedSettings();
    expect(SETTING_NAMES.filter((name) => !documented.has(name))).toEqual([]);
    expect(SETTING_NAMES).toContain('KALAM_PWA_DIST');
  });
});
