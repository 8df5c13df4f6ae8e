import fc from 'fast-check';
import { nearlyValidBody, type JsonSchema } from './fuzz-plausible.ts';
import { hostileBody, hostileText, TRICKY_NUMBERS } from './fuzz-values.ts';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
}
export interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Call {
  method: string;
  /** As in the document, e.g. `/api/v1/lesson/{id}`. */
  path: string;
  op: Operation;
}

/** One hostile request for a call: the URL, and a JSON body or a form. */
export interface HostileRequest {
  url: string;
  raw?: string;
  form?: [string, string | Blob][];
}

/** Percent-encoding, where a lone surrogate becomes the bytes of one (invalid UTF-8 on purpose). */
function encodeSlot(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** The names of a body's fields, through `$ref` and `allOf`. */
function fieldsOf(doc: OpenApi, schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return fieldsOf(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const own = Object.keys(schema.properties ?? {});
  return [...own, ...(schema.allOf ?? []).flatMap((s) => fieldsOf(doc, s, depth + 1))];
}

/**
 * Whether a status is a server fault the call does not own up to: 500 always; another 5xx only
 * when the document does not declare it (a gateway's 502, Google sign-in's 503 are declared).
 */
export function undeclaredFault(call: Call, status: number): boolean {
  if (status === 500) return true;
  return status > 500 && !Object.keys(call.op.responses ?? {}).includes(String(status));
}

/** Every call of the document, but the endless sync stream. */
export function callsOf(doc: OpenApi): Call[] {
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    )
    .filter((c) => !c.path.endsWith('/stream'));
}

/**
 * Hostile requests for one call: every path slot a hostile string or a real id (so handlers get
 * past "not found"), every query slot hostile, paging out of range, a hostile JSON body or form.
 */
export function hostileRequests(doc: OpenApi, call: Call, realIds: string[]) {
  const params = call.op.parameters ?? [];
  const pathSlot = fc.oneof(
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(...realIds) },
  );
  const pathNames = [...call.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const content = call.op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema as JsonSchema | undefined;
  const jsonFields = fieldsOf(doc, jsonSchema);
  const resolve = (ref: string) =>
    doc.components?.schemas?.[ref.split('/').pop()!] as JsonSchema | undefined;
  const formFields = fieldsOf(doc, content['multipart/form-data']?.schema);
  const paging = fc.constantFrom(...TRICKY_NUMBERS, 'all', '');
  return fc
    .record({
      path: fc.tuple(...pathNames.map(() => pathSlot)),
      query: fc.tuple(...queryNames.map(() => hostileText)),
      page: paging,
      size: paging,
      body: jsonSchema
        ? fc.oneof(
            { weight: 1, arbitrary: hostileBody(jsonFields) },
            {
              weight: 1,
              arbitrary: nearlyValidBody(jsonSchema, resolve, realIds).map((raw) => ({ raw })),
            },
          )
        : hostileBody(jsonFields),
      formText: hostileText,
    })
    .map(({ path, query, page, size, body, formText }): HostileRequest => {
      let filled = call.path;
      pathNames.forEach((name, i) => {
        filled = filled.replace(`{${name}}`, encodeSlot(String(path[i])));
      });
      const search = new URLSearchParams({ page: String(page), size: String(size) });
      queryNames.forEach((name, i) => search.set(name, String(query[i])));
      const url = `${filled}?${search}`;
      if (formFields.length > 0)
        return {
          url,
          // Text where a file belongs, and bytes no sniffer recognises where text belongs.
          form: formFields.map((f, i) =>
            i % 2 === 0
              ? [f, formText]
              : [f, new Blob([Buffer.from(formText.slice(0, 4_096))], { type: 'image/png' })],
          ),
        };
      return { url, raw: call.method === 'GET' ? undefined : body.raw };
    });
}
