import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedNames, zodWithoutJsonSchema } from './zod-without-json-schema.ts';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const converter = join(zodRoot, 'v4', 'core', 'to-json-schema.js');

describe('the PWA build without zod JSON Schema', () => {
  let outDir: string;
  let built: { probe: () => Record<string, unknown>; convert: () => unknown };
  let code: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'kalam-zod-probe-'));
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [zodWithoutJsonSchema()],
      build: {
        outDir,
        minify: false,
        lib: {
          entry: join(import.meta.dirname, 'fixtures', 'zod-runtime-probe.ts'),
          formats: ['es'],
          fileName: 'probe',
        },
      },
    });
    const file = join(outDir, 'probe.js');
    code = readFileSync(file, 'utf8');
    built = await import(pathToFileURL(file).href);
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stands in for every export of the converter', async () => {
    const real = await import(pathToFileURL(converter).href);
    expect(exportedNames(readFileSync(converter, 'utf8')).sort()).toEqual(Object.keys(real).sort());
  });

  it('keeps what the app reads of a schema at run time', () => {
    const seen = built.probe();
    expect(seen).toMatchObject({
      maxLength: 5,
      minLength: 2,
      minValue: 1,
      maxValue: 9,
      isInt: true,
      accepts: true,
      refusesLong: false,
    });
    expect(seen.standard).toHaveProperty('issues');
  });

  it('leaves the converter out and refuses only the conversion', () => {
    const converterOnly = 'function extractDefs(';
    expect(readFileSync(converter, 'utf8')).toContain(converterOnly);
    expect(code).not.toContain(converterOnly);
    expect(() => built.convert()).toThrow(/not part of the Kalam app build/);
  });
});
