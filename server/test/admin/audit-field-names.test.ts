import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_VERBS, AUDIT_ENTITY_NAMES, AUDIT_FIELD_NAMES } from '@kalam/shared';
import { API_BASE } from '../../src/app.ts';
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

/** Every audited call as the log records it (`PUT /invoice/{id}/with/asset`), with its record. */
function auditedCalls(): { action: string; entity: string; op: Op }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const entity = op['x-kalam-audit'];
      if (!entity) return [];
      return [{ action: `${method.toUpperCase()} ${path.replace(API_BASE, '')}`, entity, op }];
    }),
  );
}

// Decision 281: a row said «تعديل invoice» over `PUT /invoice/{id}/with/asset`, the record's
// English key and the raw call, because the invoice, the intro video and the photo session had no
// Arabic name. The row now says what was done in words only, so every audited record needs one.
describe('the audit log names every audited record and what was done to it in Arabic (decision 281)', () => {
  it('walks the audited calls, as the log records them', () => {
    const actions = auditedCalls().map((c) => c.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'PUT /invoice/{id}/with/asset',
        'PUT /intro-video/{id}',
        'POST /coupon',
      ]),
    );
  });

  it('has an Arabic name for each audited record', () => {
    const unnamed = auditedCalls()
      .filter((c) => !AUDIT_ENTITY_NAMES[c.entity])
      .map((c) => `${c.entity} (${c.action})`);
    expect(unnamed).toEqual([]);
  });

  it('gives a POST that changes a record (answers 200, not 201) its own verb, not «إضافة»', () => {
    const posts = auditedCalls().filter((c) => c.action.startsWith('POST '));
    const changes = posts.filter((c) => !Object.keys(c.op.responses ?? {}).includes('201'));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter((c) => !AUDIT_ACTION_VERBS[c.action]).map((c) => c.action)).toEqual([]);
    // Each verb is for a call the server has: a renamed path is not left behind.
    const actions = new Set(auditedCalls().map((c) => c.action));
    expect(Object.keys(AUDIT_ACTION_VERBS).filter((a) => !actions.has(a))).toEqual([]);
  });

  it('names in Arabic, never the raw key', () => {
    for (const [key, name] of Object.entries({ ...AUDIT_ENTITY_NAMES, ...AUDIT_ACTION_VERBS }))
      expect(name, key).toMatch(/^[\u0600-\u06FF\s]+$/);
  });
});
