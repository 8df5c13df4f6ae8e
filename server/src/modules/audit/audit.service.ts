import type { AuditListQuery } from '@kalam/shared';
import type { AuditEntry, AuditTrail } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import { offsetOf } from '../../kernel/paging.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Stored as JSON text; a record too large to keep is cut, never the write. */
const MAX_SNAPSHOT_CHARS = 64_000;

function stored(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value, (key, v: unknown) =>
    // Never keep a secret in the log, even hashed.
    /password|secret|token/i.test(key) ? '[hidden]' : v,
  );
  return text.length > MAX_SNAPSHOT_CHARS ? JSON.stringify({ truncated: true }) : text;
}

/** The audit log: the call pipeline records admin writes; super admins read them. */
export class AuditService implements AuditTrail {
  constructor(private readonly deps: { audit: AuditRepository; clock: Clock }) {}

  record(entry: AuditEntry): void {
    this.deps.audit.insert({
      id: newId(),
      at: this.deps.clock.now(),
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: stored(entry.before),
      after: stored(entry.after),
      requestId: entry.requestId ?? null,
    });
  }

  list(query: AuditListQuery) {
    const { page, size, ...filter } = query;
    return this.deps.audit.list(filter, { limit: size, offset: offsetOf({ page, size }) });
  }
}
