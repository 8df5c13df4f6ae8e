import { AsyncLocalStorage } from 'node:async_hooks';
import type { UserRole } from '@kalam/shared';

/** One admin write as the audit log keeps it (decision 193). */
export interface AuditEntry {
  actorId: string;
  actorRole: UserRole;
  /** The call, e.g. `PATCH /plan/{id}`. */
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId?: string;
}

/** Where admin writes are recorded: the audit area answers it; the call pipeline uses it. */
export interface AuditTrail {
  record(entry: AuditEntry): void;
}

/** What a call's handler may read to name the record it changes. */
export interface AuditInput {
  param(name: string): string | undefined;
  /** The validated JSON body, when the call takes one. */
  json(): Record<string, unknown> | undefined;
  /** The validated query, when the call takes one. */
  query(): Record<string, unknown> | undefined;
}

/**
 * How a write call is audited when an admin makes it (declared on the call, `defineCall({ audit })`).
 * `id` names the record from the input; a create names none and the answer's `id` is used.
 * `read` loads the record as it stands: the pipeline calls it before and after the handler, in
 * the same SQLite transaction as the change. Without `read`, `after` is the call's answer.
 */
export interface AuditSpec {
  entity: string;
  id?: (input: AuditInput) => string | undefined;
  read?: (id: string) => unknown;
}

/**
 * The database part of an audited write that first waited on something (a mail, a gateway, a
 * file store). The call pipeline opens a scope around such a handler (`http/audited.ts`);
 * `commitWrite` runs `write` inside one SQLite transaction together with the audit row, so a
 * failing row undoes the change (decision 195). Outside a scope (a non-admin caller, a job) it
 * simply runs `write`. A `commitWrite` nested in another runs inside the outer one.
 */
export interface WriteScope {
  commit<T>(write: () => T): T;
}

const scopes = new AsyncLocalStorage<WriteScope>();

export function withWriteScope<T>(scope: WriteScope, run: () => T): T {
  return scopes.run(scope, run);
}

export function commitWrite<T>(write: () => T): T {
  const scope = scopes.getStore();
  return scope ? scope.commit(write) : write();
}
