import type { Context } from 'hono';
import { isAdmin } from '@kalam/shared';
import type { AuditSpec } from '../kernel/audit.ts';
import type { AppEnv } from './app-env.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (c: Context<AppEnv, any, any>) => unknown;

/** The record as it stands, or null when there is none (deleted, never made). */
function snapshot(spec: AuditSpec, id: string | undefined): unknown {
  if (id === undefined || !spec.read) return null;
  try {
    return spec.read(id) ?? null;
  } catch {
    return null;
  }
}

function idOfAnswer(answer: unknown): string | undefined {
  if (answer && typeof answer === 'object' && 'id' in answer) {
    const id = (answer as { id: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

/**
 * Wraps a write call's handler so an admin's change and its audit row are one SQLite
 * transaction (decision 193): read the record, run the handler, read it again, record both.
 * A handler that throws rolls the change back and leaves no row. Handlers that await (a mail, a
 * payment gateway, an upload) cannot sit inside a better-sqlite3 transaction: their row is
 * written right after their success, with the record read before and after.
 */
export function audited(action: string, spec: AuditSpec, handler: Handler): Handler {
  return (c) => {
    const caller = c.get('caller');
    if (!caller || !isAdmin(caller.role)) return handler(c);
    const deps = c.get('deps');
    const input = {
      param: (name: string) => c.req.param(name),
      json: () => c.req.valid('json' as never) as Record<string, unknown> | undefined,
      query: () => c.req.valid('query' as never) as Record<string, unknown> | undefined,
    };
    const write = (before: unknown, key: string | undefined) => {
      const answer = c.get('answer');
      const id = key ?? idOfAnswer(answer);
      const after = spec.read ? snapshot(spec, id) : (answer ?? null);
      deps.audit.record({
        actorId: caller.id,
        actorRole: caller.role,
        action,
        entity: spec.entity,
        entityId: id ?? null,
        before,
        after,
        requestId: c.get('requestId'),
      });
    };
    const succeeded = (response: unknown) =>
      !(response instanceof Response) || response.status < 300;
    let pending: Promise<unknown> | undefined;
    const result = deps.sqlite
      .transaction(() => {
        const key = spec.id?.(input);
        const before = snapshot(spec, key);
        const response = handler(c);
        if (response instanceof Promise) {
          pending = response.then((done) => {
            if (succeeded(done)) deps.sqlite.transaction(() => write(before, key))();
            return done;
          });
          return undefined;
        }
        if (succeeded(response)) write(before, key);
        return response;
      })
      .immediate();
    return pending ?? result;
  };
}
