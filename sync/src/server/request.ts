import {
  PULL_BATCH_DEFAULT,
  PULL_BATCH_MAX,
  PUSH_ROWS_MAX,
  SYNC_ALL_COLLECTIONS,
  SYNC_PROTOCOL_VERSION,
  isSyncCollectionName,
  type SyncCheckpoint,
  type SyncCollectionName,
  type SyncDoc,
  type SyncFailure,
  type SyncPushRow,
} from '../protocol.ts';
import { fieldsOf } from '../collections.ts';

/** A checked value or the reason the whole call is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; failure: SyncFailure };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = (reason: SyncFailure['reason'], path?: string): Checked<never> => ({
  ok: false,
  failure: path === undefined ? { reason } : { reason, path },
});

const MAX_ID = 64;

/** An older protocol answers 426 so the app reloads (S9); anything else not current is a bad path. */
export function checkVersion(version: string): Checked<number> {
  if (!/^\d{1,6}$/.test(version)) return fail('badVersion', 'version');
  const n = Number(version);
  if (n < SYNC_PROTOCOL_VERSION) return fail('clientTooOld');
  if (n > SYNC_PROTOCOL_VERSION) return fail('badVersion', 'version');
  return ok(n);
}

export function checkCollection(name: string): Checked<SyncCollectionName> {
  return isSyncCollectionName(name) ? ok(name) : fail('unknownCollection');
}

export function checkStreamTarget(
  name: string,
): Checked<SyncCollectionName | typeof SYNC_ALL_COLLECTIONS> {
  return name === SYNC_ALL_COLLECTIONS ? ok(name) : checkCollection(name);
}

const isStamp = (v: string | undefined) => v !== undefined && /^\d{1,16}$/.test(v);

/** `updatedAt` and `id` together or neither; `batchSize` 1…PULL_BATCH_MAX (S1, S3). */
export function checkPullQuery(query: {
  updatedAt?: string;
  id?: string;
  batchSize?: string;
}): Checked<{ checkpoint: SyncCheckpoint | null; batchSize: number }> {
  let batchSize = PULL_BATCH_DEFAULT;
  if (query.batchSize !== undefined) {
    if (!/^\d{1,5}$/.test(query.batchSize)) return fail('badRequest', 'batchSize');
    batchSize = Number(query.batchSize);
    if (batchSize < 1 || batchSize > PULL_BATCH_MAX) return fail('badRequest', 'batchSize');
  }
  if (query.updatedAt === undefined && query.id === undefined)
    return ok({ checkpoint: null, batchSize });
  if (!isStamp(query.updatedAt)) return fail('badRequest', 'updatedAt');
  if (query.id === undefined || query.id.length > MAX_ID) return fail('badRequest', 'id');
  return ok({ checkpoint: { updatedAt: Number(query.updatedAt), id: query.id }, batchSize });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A pushed document: a string id, a boolean `_deleted`, and no field the schema does not have. */
function checkDoc(value: unknown, fields: Set<string>, path: string): Checked<SyncDoc> {
  if (!isObject(value)) return fail('badRequest', path);
  if (typeof value.id !== 'string' || value.id.length === 0 || value.id.length > MAX_ID)
    return fail('badRequest', `${path}.id`);
  if (typeof value._deleted !== 'boolean') return fail('badRequest', `${path}._deleted`);
  for (const key of Object.keys(value)) {
    // RxDB's own bookkeeping (`_meta`, `_rev`…) is not part of the document.
    if (!key.startsWith('_') && !fields.has(key)) return fail('badRequest', `${path}.${key}`);
  }
  const doc: Record<string, unknown> = { _deleted: value._deleted };
  for (const field of fields) if (field in value) doc[field] = value[field];
  return ok(doc as SyncDoc);
}

/** `{ rows: [{ assumedMasterState?, newDocumentState }] }`, at most PUSH_ROWS_MAX, one row per id. */
export function checkPushBody(
  collection: SyncCollectionName,
  body: unknown,
): Checked<SyncPushRow[]> {
  if (!isObject(body) || !Array.isArray(body.rows)) return fail('badRequest', 'rows');
  if (body.rows.length > PUSH_ROWS_MAX) return fail('badRequest', 'rows');
  const fields = new Set(fieldsOf(collection));
  const rows: SyncPushRow[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of body.rows.entries()) {
    if (!isObject(raw)) return fail('badRequest', `rows.${i}`);
    const next = checkDoc(raw.newDocumentState, fields, `rows.${i}.newDocumentState`);
    if (!next.ok) return next;
    let assumed: SyncDoc | null = null;
    if (raw.assumedMasterState !== undefined && raw.assumedMasterState !== null) {
      const checked = checkDoc(raw.assumedMasterState, fields, `rows.${i}.assumedMasterState`);
      if (!checked.ok) return checked;
      if (checked.value.id !== next.value.id) return fail('badRequest', `rows.${i}`);
      assumed = checked.value;
    }
    if (ids.has(next.value.id)) return fail('badRequest', `rows.${i}.newDocumentState.id`);
    ids.add(next.value.id);
    rows.push({ assumedMasterState: assumed, newDocumentState: next.value });
  }
  return ok(rows);
}
