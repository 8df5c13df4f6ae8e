import { SYNC_COLLECTIONS, fieldsOf } from '../collections.ts';
import {
  SYNC_ALL_COLLECTIONS,
  SYNC_PROTOCOL_VERSION,
  type SyncDoc,
  type SyncPullResponse,
  type SyncPushResponse,
  type SyncStreamMessage,
} from '../protocol.ts';
import { planRow, type RowPlan } from './push-plan.ts';
import {
  checkCollection,
  checkPullQuery,
  checkPushBody,
  checkStreamTarget,
  checkVersion,
  fail,
  ok,
  type Checked,
} from './request.ts';
import { sameDoc } from './same-doc.ts';
import type { SyncCaller, SyncStorage } from './storage.port.ts';

export interface PullRequest {
  version: string;
  collection: string;
  query: { updatedAt?: string; id?: string; batchSize?: string };
}
export interface PushRequest {
  version: string;
  collection: string;
  body: unknown;
}
export interface StreamRequest {
  version: string;
  collection: string;
}

export interface SyncHandler<C extends SyncCaller> {
  pull(caller: C, request: PullRequest): Promise<Checked<SyncPullResponse>>;
  push(caller: C, request: PushRequest): Promise<Checked<SyncPushResponse>>;
  /** Starts a caller's stream: `send` gets `ready`, then a `changed` per wake-up (S10). */
  stream(
    caller: C,
    request: StreamRequest,
    send: (message: SyncStreamMessage) => void,
  ): Checked<() => void>;
}

/**
 * The protocol's rules over any storage (the server's SQLite, an in-memory one in tests): version
 * and collection checks, checkpoints and batch sizes, which pushes are allowed, conflicts and
 * refusals. Transport-free: the server's routes turn its answers into HTTP.
 */
export function createSyncHandler<C extends SyncCaller>(storage: SyncStorage<C>): SyncHandler<C> {
  return {
    async pull(caller, request) {
      const version = checkVersion(request.version);
      if (!version.ok) return version;
      const collection = checkCollection(request.collection);
      if (!collection.ok) return collection;
      const query = checkPullQuery(request.query);
      if (!query.ok) return query;
      const { checkpoint, batchSize } = query.value;
      const documents = await storage.pull(collection.value, caller, checkpoint, batchSize);
      const last = documents.at(-1);
      return ok({
        documents,
        checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : checkpoint,
      });
    },

    async push(caller, request) {
      const version = checkVersion(request.version);
      if (!version.ok) return version;
      const collection = checkCollection(request.collection);
      if (!collection.ok) return collection;
      const name = collection.value;
      const rules = SYNC_COLLECTIONS[name].write;
      if (!rules.insertable && !rules.deletable && rules.writable.length === 0)
        return fail('readOnly');
      const rows = checkPushBody(name, request.body);
      if (!rows.ok) return rows;
      const fields = fieldsOf(name);
      const ids = rows.value.map((r) => r.newDocumentState.id);
      const masters = await storage.current(name, caller, ids);

      // Every row is checked before any is written: a refused call writes nothing (S4, S7).
      const plans: RowPlan[] = [];
      for (const row of rows.value) {
        const master = masters.get(row.newDocumentState.id) ?? null;
        const plan = planRow(row, master, rules, fields, caller.id);
        if (!plan.ok) return plan;
        plans.push(plan.value);
      }

      const conflicts: SyncDoc[] = [];
      const written: SyncDoc[] = [];
      for (const plan of plans) {
        if (plan.kind === 'conflict') conflicts.push(plan.master);
        if (plan.kind !== 'write') continue;
        const outcome = await storage.write(name, caller, {
          id: plan.after.id,
          before: plan.before,
          after: plan.after,
          changed: plan.changed,
        });
        if (outcome.ok) {
          written.push(plan.after);
          continue;
        }
        // Refused by the area's rules (S6): the server's document, or the client's one marked
        // refused — and removed when the client may not create it.
        conflicts.push(
          plan.before
            ? { ...plan.before, rejected: outcome.code }
            : {
                ...plan.after,
                rejected: outcome.code,
                _deleted: plan.after._deleted || !rules.insertable,
              },
        );
      }

      // Read-your-writes (S5): a written document the server stores differently comes back.
      if (written.length > 0) {
        const now = await storage.current(
          name,
          caller,
          written.map((d) => d.id),
        );
        for (const sent of written) {
          const stored = now.get(sent.id);
          if (stored && !sameDoc(sent, stored, fields)) conflicts.push(stored);
        }
      }
      return ok({ conflicts });
    },

    stream(caller, request, send) {
      const version = checkVersion(request.version);
      if (!version.ok) return version;
      const target = checkStreamTarget(request.collection);
      if (!target.ok) return target;
      const stop = storage.watch(caller, (collection) => {
        if (target.value === SYNC_ALL_COLLECTIONS || target.value === collection)
          send({ type: 'changed', collection });
      });
      send({ type: 'ready', protocol: SYNC_PROTOCOL_VERSION });
      return ok(stop);
    },
  };
}
