import { ZodType } from 'zod';
import type { KalamServer } from '../../src/server.ts';

interface DeclaredRoute {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface Matcher {
  method: string;
  pattern: RegExp;
  /** Literal characters in the path: the most specific route wins (`/lesson/list` over `{id}`). */
  weight: number;
  route: DeclaredRoute;
}

/**
 * Every JSON answer a test receives is read through the schema its call declared for that status
 * (the DTO for a success, the error envelope for a refusal), so a drift between what the server
 * sends and its contract fails the test that saw it (issue 15). Returns the parsed answer.
 */
export function answerContract(server: KalamServer) {
  let matchers: Matcher[] | null = null;
  const load = (): Matcher[] =>
    (matchers ??= (
      server.app.openAPIRegistry.definitions as { type: string; route?: DeclaredRoute }[]
    ).flatMap((d) => {
      if (d.type !== 'route' || !d.route) return [];
      const source = d.route.path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return [
        {
          method: d.route.method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          weight: d.route.path.replace(/\{[^}]+\}/g, '').length,
          route: d.route,
        },
      ];
    }));

  return (method: string, url: string, status: number, body: unknown): unknown => {
    const { pathname } = new URL(url);
    const route = load()
      .filter((m) => m.method === method.toUpperCase() && m.pattern.test(pathname))
      .sort((a, b) => b.weight - a.weight)[0]?.route;
    const schema = route?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!(schema instanceof ZodType)) return body;
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new Error(
        `${method} ${pathname} answered ${status} outside its contract: ${parsed.error.message}`,
      );
    return body;
  };
}
