import type { Context } from 'hono';
import { isAdmin } from '@kalam/shared';
import { withWriteScope, type AuditSpec, type WriteScope } from '../kernel/audit.ts';
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
 * A handler that throws rolls the change back and leaves no row.
 *
 * A handler that awaits (a mail, a payment gateway, a file store) cannot hold a better-sqlite3
 * transaction across the await. It does its slow part first and then its database change through
 * `commitWrite` (kernel/audit.ts): the scope opened here runs that change, the record read before
 * and after it, and the audit row in one IMMEDIATE transaction, so a row that cannot be written
 * undoes the change (decision 195). Only an awaiting handler that succeeded without committing
 * anything (nothing changed in the database) gets its row on its own afterwards.
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
    const write = (before: unknown, key: string | undefined, answer: unknown) => {
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

    let key: string | undefined;
    let before: unknown = null;
    /** True while the handler runs synchronously inside the outer transaction. */
    let inline = false;
    let committed = false;
    let depth = 0;
    const scope: WriteScope = {
      commit<T>(change: () => T): T {
        // A commit inside a commit is part of it: one change, one row.
        if (depth > 0) return change();
        return deps.sqlite
          .transaction(() => {
            depth += 1;
            try {
              const was = inline ? before : snapshot(spec, key);
              const result = change();
              write(was, key, result);
              committed = true;
              return result;
            } finally {
              depth -= 1;
            }
          })
          .immediate();
      },
    };

    let pending: Promise<unknown> | undefined;
    const result = deps.sqlite
      .transaction(() => {
        key = spec.id?.(input);
        before = snapshot(spec, key);
        inline = true;
        let response: unknown;
        try {
          response = withWriteScope(scope, () => handler(c));
        } finally {
          inline = false;
        }
        if (response instanceof Promise) {
          pending = response.then((done) => {
            if (succeeded(done) && !committed)
              deps.sqlite.transaction(() => write(before, key, c.get('answer')))();
            return done;
          });
          return undefined;
        }
        if (succeeded(response) && !committed) write(before, key, c.get('answer'));
        return response;
      })
      .immediate();
    return pending ?? result;
  };
}
