import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELD_NAMES } from '@kalam/shared';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Decision 243: the admin's audit log names every field it shows in Arabic. A row shows the
// top-level fields of the record before and after the call (the call's answer, and what its body
// writes), so every such field of every audited call needs a name. Walks the served OpenAPI
// document (the calls as declared), not a copied list.

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
};
interface Op {
  'x-kalam-audit'?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

let server: TestServer;
let doc: {
  paths: Record<string, Record<string, Op>>;
  components?: { schemas?: Record<string, Schema> };
};

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  doc = (await server.call('GET', '/openapi.json')).body as typeof doc;
});
afterAll(() => server.stop());

/** The top-level field names a schema can carry (through refs, unions and intersections). */
function fieldsOf(schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    const name = schema.$ref.split('/').pop()!;
    return fieldsOf(doc.components?.schemas?.[name], seen);
  }
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
      fieldsOf(s, seen),
    ),
  ];
}

/** Every field an audited call writes or answers, with the calls that carry it. */
function auditedFields(): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (!op['x-kalam-audit']) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      const answers = Object.entries(op.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([, r]) => r.content?.['application/json']?.schema);
      for (const field of [body, ...answers].flatMap((s) => fieldsOf(s)))
        fields.set(field, [...(fields.get(field) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  return fields;
}

describe('the audit log names every audited field in Arabic (decision 243)', () => {
  it('walks the audited calls', () => {
    const fields = auditedFields();
    // Plans, topics, coupons, users, lessons…: far more than a handful of fields.
    expect(fields.size).toBeGreaterThan(20);
    expect([...fields.keys()]).toEqual(expect.arrayContaining(['nameAr', 'weeklyMinutes']));
  });

  it('has an Arabic name for each one', () => {
    const unnamed = [...auditedFields()]
      .filter(([field]) => !AUDIT_FIELD_NAMES[field])
      .map(([field, calls]) => `${field} (${[...new Set(calls)].join(', ')})`);
    expect(unnamed).toEqual([]);
  });

  it('names in Arabic, never the raw key', () => {
    for (const [field, name] of Object.entries(AUDIT_FIELD_NAMES)) {
      expect(name, field).toMatch(/^[\u0600-\u06FF\s،()]+$/);
    }
  });
});
