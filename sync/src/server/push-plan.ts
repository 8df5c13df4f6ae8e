import type { SyncWriteRules } from '../collections.ts';
import type { SyncDoc, SyncPushRow } from '../protocol.ts';
import { fail, ok, type Checked } from './request.ts';
import { sameDoc, sameJson } from './same-doc.ts';

/** What the handler does with one pushed row. */
export type RowPlan =
  /** The client wrote over a state that is not the server's: answer the server's (S5). */
  | { kind: 'conflict'; master: SyncDoc }
  /** Nothing the server keeps would change. */
  | { kind: 'unchanged' }
  | { kind: 'write'; before: SyncDoc | null; after: SyncDoc; changed: string[] };

/**
 * Decide one row against the server's current document, or refuse the whole call when the
 * row touches what a client may not write (S4) or someone else's document (S7).
 */
export function planRow(
  row: SyncPushRow,
  master: SyncDoc | null,
  rules: SyncWriteRules,
  fields: readonly string[],
  callerId: string,
): Checked<RowPlan> {
  const after = row.newDocumentState;
  const assumed = row.assumedMasterState ?? null;
  if (rules.owner !== undefined) {
    if (after[rules.owner] !== callerId) return fail('forbidden', rules.owner);
    if (master && master[rules.owner] !== callerId) return fail('forbidden', rules.owner);
  }
  // Compared without `rejected`: that mark is the client's note of an earlier refusal.
  const compared = fields.filter((f) => f !== 'rejected');
  if (master && !sameDoc(assumed, master, compared)) return ok({ kind: 'conflict', master });
  if (!master) {
    // A deletion of something the server never had changes nothing.
    if (after._deleted) return ok({ kind: 'unchanged' });
    return ok({ kind: 'write', before: null, after, changed: [] });
  }
  if (after._deleted !== master._deleted) {
    if (!after._deleted || !rules.deletable) return fail('fieldNotWritable', '_deleted');
    return ok({ kind: 'write', before: master, after, changed: [] });
  }
  if (master._deleted) return ok({ kind: 'unchanged' });
  const changed = compared.filter(
    (f) => !rules.serverFields.includes(f) && !sameJson(after[f], master[f]),
  );
  const denied = changed.find((f) => !rules.writable.includes(f));
  if (denied !== undefined) return fail('fieldNotWritable', denied);
  if (changed.length === 0) return ok({ kind: 'unchanged' });
  return ok({ kind: 'write', before: master, after, changed });
}
