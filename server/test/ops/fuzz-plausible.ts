import fc from 'fast-check';
import { hostileValue } from './fuzz-values.ts';

/** The parts of a JSON schema (OpenAPI 3.1) a plausible value is built from. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
}

export type Resolve = (ref: string) => JsonSchema | undefined;

/**
 * A value the schema would likely accept: ids are real ones, so a call gets past its checks and
 * one hostile field then meets the code behind them. Not a full generator: good enough is the aim.
 */
export function plausible(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  ids: string[],
  depth = 0,
): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return plausible(resolve(schema.$ref), resolve, ids, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return plausible(variant[0], resolve, ids, depth + 1);
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s) => plausible(s, resolve, ids, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [
          k,
          plausible(s, resolve, ids, depth + 1),
        ]),
      );
    case 'array':
      return [plausible(schema.items, resolve, ids, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'date')
        return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (schema.format === 'uuid') return ids[0] ?? '00000000-0000-4000-8000-000000000000';
      return 'نص تجريبي Test'.padEnd(Math.max(schema.minLength ?? 0, 14), 'x');
    default:
      return null;
  }
}

/** A plausible body with one or two fields made hostile, or a real id put in a field. */
export function nearlyValidBody(schema: JsonSchema, resolve: Resolve, ids: string[]) {
  const base = plausible(schema, resolve, ids);
  if (!base || typeof base !== 'object' || Array.isArray(base))
    return fc.constant(JSON.stringify(base));
  const fields = Object.keys(base);
  if (fields.length === 0) return fc.constant('{}');
  return fc
    .record({
      chosen: fc.uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 2 }),
      values: fc.tuple(
        fc.oneof(hostileValue, fc.constantFrom(...ids)),
        fc.oneof(hostileValue, fc.constantFrom(...ids)),
      ),
    })
    .map(({ chosen, values }) =>
      JSON.stringify({ ...base, ...Object.fromEntries(chosen.map((f, i) => [f, values[i]])) }),
    );
}
