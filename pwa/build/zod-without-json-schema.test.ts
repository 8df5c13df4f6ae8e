import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedNames, standIn } from './zod-without-json-schema.ts';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const replaced = ['json-schema-processors', 'to-json-schema'].map((name) =>
  join(zodRoot, 'v4', 'core', `${name}.js`),
);

/** The stand-in's source evaluated as a module, to call what the app would call. */
async function load(source: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('the PWA build without zod JSON Schema', () => {
  it.each(replaced)('stands in for every export of %s', async (path) => {
    const real = await import(pathToFileURL(path).href);
    const names = exportedNames(readFileSync(path, 'utf8'));
    expect(names.sort()).toEqual(Object.keys(real).sort());
  });

  it('lets a schema be made and refuses only the conversion itself', async () => {
    const source = readFileSync(replaced[1]!, 'utf8');
    const module = await load(standIn(source));
    const makeMethod = module.createStandardJSONSchemaMethod as (...args: unknown[]) => () => void;
    const method = makeMethod({}, 'input');
    expect(() => method()).toThrow(/not part of the Kalam app build/);
    expect(() => (module.finalize as () => void)()).toThrow(/not part of the Kalam app build/);
  });
});
