import type { z } from 'zod';

/** The HTTP methods our calls use (lower case, as the OpenAPI declarations write them). */
export type CallMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One call of `/api/v1` as both sides speak it: its method and path (OpenAPI style, `{id}`),
 * what it takes and what it answers. The server declares the call from this object (`fromCall`
 * in `server/src/http`), so its validators and its answer schema are these very schemas; the
 * PWA's client (`call` in `pwa/src/lib/api.ts`) types its input and parses its answer with them.
 * Who may make the call is the server's business and stays there.
 */
export interface CallSpec {
  method: CallMethod;
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status: 200 unless the call creates something. */
  status: 200 | 201;
  answer: z.ZodType;
}

/** Declares a call; the `const` keeps its method, path and status literal for both sides. */
export const defineCallSpec = <const C extends CallSpec>(spec: C): C => spec;

type ParamsPart<C> = C extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : unknown;
type QueryPart<C> = C extends { query: infer Q extends z.ZodType }
  ? { query?: Partial<z.input<Q>> }
  : unknown;
type BodyPart<C> = C extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a caller sends: path parameters, query and body, each only when the call has one. */
export type CallInput<C extends CallSpec> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

/** What a call answers on success, as its schema reads it. */
export type CallAnswer<C extends CallSpec> = z.output<C['answer']>;

/** The path of a call with its parameters filled in, each encoded. */
export function callPath(spec: CallSpec, params: Record<string, unknown> = {}): string {
  return spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${spec.method.toUpperCase()} ${spec.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (with its `?`), leaving out what is not set. */
export function callQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
