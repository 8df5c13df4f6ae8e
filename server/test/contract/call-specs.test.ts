import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@kalam/shared';
import type { CallSpec } from '@kalam/shared';
import { answerContract } from '../support/answer-contract.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The PWA's typed client speaks through the shared call specs (`shared/src/calls`). Each spec must
 * be the call the server declares: same method and path, and the same schemas for path, query,
 * body and answer. A drift on either side fails here, before a screen meets it.
 */

interface DeclaredRoute {
  method: string;
  path: string;
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: { content?: Record<string, { schema?: z.ZodType }> };
  };
  responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
}

const isSpec = (value: unknown): value is CallSpec =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'answer' in value &&
  'status' in value;

/** Every spec the shared package exports, named `group.call`. */
const specs: [string, CallSpec][] = Object.entries(shared)
  .filter(([name, group]) => name.endsWith('Calls') && typeof group === 'object' && group)
  .flatMap(([name, group]) =>
    Object.entries(group as Record<string, unknown>)
      .filter((entry): entry is [string, CallSpec] => isSpec(entry[1]))
      .map(([call, spec]): [string, CallSpec] => [`${name}.${call}`, spec]),
  );

const shape = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
  schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;

/** Where spec and declaration differ, by part; empty when they agree. */
function drift(spec: CallSpec, route: DeclaredRoute): string[] {
  const answer = route.responses[String(spec.status)]?.content?.['application/json']?.schema;
  const declaredBody = route.request?.body?.content?.['application/json']?.schema;
  // A call that also takes a multipart upload documents its body and reads it in the handler,
  // after the access check, with the spec's schema (PUT /invoice/{id}/with/asset).
  const readByHandler = declaredBody !== undefined && !(declaredBody instanceof z.ZodType);
  const parts: [string, unknown, unknown][] = [
    ['params', shape(spec.params, 'input'), shape(route.request?.params, 'input')],
    ['query', shape(spec.query, 'input'), shape(route.request?.query, 'input')],
    [
      'body',
      readByHandler ? 'read by the handler' : shape(spec.body, 'input'),
      readByHandler ? 'read by the handler' : shape(declaredBody, 'input'),
    ],
    ['answer', shape(spec.answer, 'output'), shape(answer, 'output')],
  ];
  return parts
    .filter(([, ours, theirs]) => JSON.stringify(ours) !== JSON.stringify(theirs))
    .map(([part]) => part);
}

let server: TestServer;
let routes: DeclaredRoute[];

beforeAll(async () => {
  server = await startTestServer();
  routes = (
    server.app.openAPIRegistry.definitions as { type: string; route?: DeclaredRoute }[]
  ).flatMap((d) => (d.type === 'route' && d.route ? [d.route] : []));
});
afterAll(() => server.stop());

const declared = (spec: CallSpec) =>
  routes.find((r) => r.method === spec.method && r.path === `/api/v1${spec.path}`);

describe('shared call specs and the server agree', () => {
  it('covers the calls the PWA makes', () => {
    expect(specs.length).toBeGreaterThan(50);
  });

  it.each(specs)('%s is the call the server declares', (_name, spec) => {
    const route = declared(spec);
    expect(route, `${spec.method} ${spec.path} is not declared`).toBeDefined();
    expect(drift(spec, route!)).toEqual([]);
  });

  it('sees a drift in the answer, the body and the path', () => {
    const book = shared.lessonCalls.book;
    const route = declared(book)!;
    const extraField = { ...book, answer: shared.lessonDtoSchema.extend({ extra: z.string() }) };
    const looserBody = { ...book, body: z.object({ tutorId: z.string() }) };
    expect(drift(extraField, route)).toEqual(['answer']);
    expect(drift(looserBody, route)).toEqual(['body']);
    expect(declared({ ...book, path: '/lessons' })).toBeUndefined();
  });
});

describe('every answer a server test reads is checked against its contract', () => {
  it('refuses an answer outside its DTO or an error outside the envelope', () => {
    const check = answerContract(server);
    const url = `${server.url}/api/v1/lesson/some-id`;
    expect(() => check('GET', url, 200, { id: 'x' })).toThrow(/outside its contract/);
    expect(() => check('GET', url, 404, { code: 'no-such-code', message: 'x' })).toThrow(
      /outside its contract/,
    );
    expect(check('GET', url, 404, { code: 'lesson-not-found', message: 'x' })).toEqual({
      code: 'lesson-not-found',
      message: 'x',
    });
  });
});
