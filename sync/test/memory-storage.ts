import type { ErrorCode } from '@kalam/shared';
import type {
  SyncCaller,
  SyncCheckpoint,
  SyncCollectionName,
  SyncDoc,
  SyncStorage,
  SyncWrite,
  SyncWriteOutcome,
} from '../src/index.ts';

interface Entry {
  doc: SyncDoc;
  /** Who may see it: user ids, or everyone. */
  visibleTo: string[] | 'all';
}

/**
 * A reference storage in memory: the port's contract with no database. Its write rules stand in
 * for the areas' services (a message needs text; only members touch a room).
 */
export class MemoryStorage implements SyncStorage {
  private readonly data = new Map<SyncCollectionName, Map<string, Entry>>();
  private readonly listeners = new Map<string, Set<(c: SyncCollectionName) => void>>();
  private stamp = 1000;
  readonly writes: SyncWrite[] = [];

  put(
    collection: SyncCollectionName,
    doc: Record<string, unknown>,
    visibleTo: string[] | 'all',
  ): SyncDoc {
    const stored = { _deleted: false, ...doc, updatedAt: (this.stamp += 1) } as SyncDoc;
    this.table(collection).set(stored.id, { doc: stored, visibleTo });
    for (const [userId, set] of this.listeners)
      if (visibleTo === 'all' || visibleTo.includes(userId)) for (const l of set) l(collection);
    return stored;
  }

  private table(collection: SyncCollectionName): Map<string, Entry> {
    let table = this.data.get(collection);
    if (!table) this.data.set(collection, (table = new Map()));
    return table;
  }

  private visible(collection: SyncCollectionName, caller: SyncCaller): SyncDoc[] {
    return [...this.table(collection).values()]
      .filter((e) => e.visibleTo === 'all' || e.visibleTo.includes(caller.id))
      .map((e) => e.doc);
  }

  pull(
    collection: SyncCollectionName,
    caller: SyncCaller,
    after: SyncCheckpoint | null,
    limit: number,
  ) {
    return this.visible(collection, caller)
      .filter(
        (d) =>
          !after ||
          d.updatedAt > after.updatedAt ||
          (d.updatedAt === after.updatedAt && d.id > after.id),
      )
      .sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1))
      .slice(0, limit);
  }

  current(collection: SyncCollectionName, caller: SyncCaller, ids: string[]) {
    return new Map(
      this.visible(collection, caller)
        .filter((d) => ids.includes(d.id))
        .map((d) => [d.id, d]),
    );
  }

  async write(
    collection: SyncCollectionName,
    caller: SyncCaller,
    write: SyncWrite,
  ): Promise<SyncWriteOutcome> {
    const after = write.after as SyncDoc & { text?: unknown };
    if (collection === 'chat-messages' && !after._deleted && String(after.text ?? '').trim() === '')
      return { ok: false, code: 'short-message-text' satisfies ErrorCode };
    if (collection === 'chat-rooms' && write.before === null)
      return { ok: false, code: 'not-room-member' satisfies ErrorCode };
    this.writes.push(write);
    const { rejected: _r, ...doc } = after as Record<string, unknown>;
    this.put(collection, { ...doc, seq: collection === 'chat-messages' ? 7 : doc.seq }, [
      caller.id,
    ]);
    return { ok: true };
  }

  watch(caller: SyncCaller, onChange: (c: SyncCollectionName) => void) {
    let set = this.listeners.get(caller.id);
    if (!set) this.listeners.set(caller.id, (set = new Set()));
    set.add(onChange);
    return () => set.delete(onChange);
  }
}
