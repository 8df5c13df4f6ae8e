import { AUDIT_HIDDEN, isSecretAuditKey, type AuditListQuery } from '@kalam/shared';
import type { AuditEntry, AuditTrail } from '../../kernel/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import { offsetOf } from '../../kernel/paging.ts';
import type { AuditRepository, AuditRow } from './audit.repository.ts';

/** Stored as JSON text; a record too large to keep is cut, never the write. */
const MAX_SNAPSHOT_CHARS = 64_000;

function stored(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value, (key, v: unknown) =>
    // Never keep a secret in the log, even hashed.
    isSecretAuditKey(key) ? AUDIT_HIDDEN : v,
  );
  return text.length > MAX_SNAPSHOT_CHARS ? JSON.stringify({ truncated: true }) : text;
}

/** A key whose value names another record: `id`, `userId`, `createdBy`, `topicIds`… */
const ID_KEY = /^id$|Ids?$|By$/;

function idsIn(text: string | null): string[] {
  if (text === null) return [];
  const record: unknown = JSON.parse(text);
  if (typeof record !== 'object' || record === null) return [];
  return Object.entries(record).flatMap(([key, value]) =>
    !ID_KEY.test(key)
      ? []
      : typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.filter((v): v is string => typeof v === 'string')
          : [],
  );
}

/** The ids an entry mentions: who did it, the record, and the records its snapshots point at. */
function mentionedIds(row: AuditRow): string[] {
  const ids = [row.actorId, row.entityId ?? '', ...idsIn(row.before), ...idsIn(row.after)];
  return [...new Set(ids.filter(Boolean))];
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

  /** A page of the log; each entry carries the names of the records it mentions (decision 249). */
  list(query: AuditListQuery) {
    const { page, size, ...filter } = query;
    const found = this.deps.audit.list(filter, { limit: size, offset: offsetOf({ page, size }) });
    const mentioned = found.list.map(mentionedIds);
    const names = this.deps.audit.namesOf(mentioned.flat());
    const list = found.list.map((row, i) => ({
      ...row,
      names: Object.fromEntries(
        mentioned[i]!.flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])),
      ),
    }));
    return { list, total: found.total };
  }
}
