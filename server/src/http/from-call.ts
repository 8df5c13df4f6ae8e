import type { ZodType } from 'zod';
import type { CallSpec } from '@kalam/shared';
import { errors, json } from './openapi.ts';

type ErrorStatus = Parameters<typeof errors>[number];

type RequestOf<C> = (C extends { params: infer P extends ZodType }
  ? { params: P }
  : Record<never, never>) &
  (C extends { query: infer Q extends ZodType } ? { query: Q } : Record<never, never>) &
  (C extends { body: infer B extends ZodType }
    ? { body: { content: { 'application/json': { schema: B } }; required: true } }
    : Record<never, never>);

type AnswerOf<C extends CallSpec> = {
  [S in C['status']]: {
    content: { 'application/json': { schema: C['answer'] } };
    description: string;
  };
};

/**
 * The route half of `defineCall` from a shared call spec (`shared/src/calls`): method, path,
 * validators and success answer are the spec's own schemas, so the PWA's client and the server
 * cannot drift apart. The call's access, tags and summary stay in the route file.
 */
export function fromCall<const C extends CallSpec>(
  spec: C,
  description: string,
  ...errorStatuses: ErrorStatus[]
) {
  const request: Record<string, unknown> = {};
  if (spec.params) request.params = spec.params;
  if (spec.query) request.query = spec.query;
  if (spec.body)
    request.body = { content: { 'application/json': { schema: spec.body } }, required: true };
  return {
    method: spec.method as C['method'],
    path: spec.path as C['path'],
    request: request as RequestOf<C>,
    responses: {
      [spec.status]: json(spec.answer, description),
      ...errors(...errorStatuses),
    } as AnswerOf<C> & ReturnType<typeof errors>,
  };
}
