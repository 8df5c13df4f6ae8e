import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * Zod 4's classic schemas carry their JSON Schema conversion with them: the base type's
 * `toJSONSchema()` and its `~standard.jsonSchema` are built from the converter
 * (`zod/v4/core/to-json-schema.js`), so no bundler can drop it (~15 KB before gzip), although the
 * app never asks a schema for JSON Schema (the server writes the OpenAPI document). This plugin
 * gives the PWA build a stand-in for that module with the same export names; calling any of them
 * throws (decision 231). The processors' module stays whole: its `aggregateChecks` is what
 * `schema.maxLength`, `minValue` and `isInt` read at run time. The server and the tests use zod
 * unchanged.
 */
const REPLACED = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
/** Exports that build a method when a schema is made (the method throws only when called). */
const METHOD_FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/** The names a module exports, read from its source (zod ships plain ES modules). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:const|function|class) (\w+)/gm))
    names.add(name!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

export function standIn(source: string): string {
  const lines = [
    'const unavailable = () => {',
    "  throw new Error('JSON Schema conversion is not part of the Kalam app build');",
    '};',
  ];
  for (const name of exportedNames(source)) {
    const value = METHOD_FACTORIES.has(name) ? '() => unavailable' : 'unavailable';
    lines.push(`export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'kalam:zod-without-json-schema',
    apply: 'build',
    load(id) {
      const path = id.split('?')[0]!;
      return REPLACED.test(path) ? standIn(readFileSync(path, 'utf8')) : null;
    },
  };
}
