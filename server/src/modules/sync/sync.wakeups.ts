import { isSyncCollectionName, type SyncCollectionName } from '@kalam/sync';
import type { EventBus } from '../../kernel/event-bus.ts';

type Listener = (collection: SyncCollectionName) => void;

/**
 * Collections whose documents are made from another's rows: a member's read mark moves with
 * their membership, which the chat area announces as a `chat-rooms` change (decision 108).
 */
const ALSO_CHANGED: Partial<Record<SyncCollectionName, SyncCollectionName[]>> = {
  'chat-rooms': ['chat-reads'],
};

/**
 * Turns the bus's `sync-changed` and `user-updated` events into wake-ups for the users concerned.
 * One bus subscription for every open stream, so a thousand streams are a thousand map entries,
 * not a thousand bus listeners.
 */
export class SyncWakeups {
  private readonly byUser = new Map<string, Set<Listener>>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly bus: EventBus) {}

  watch(userId: string, listener: Listener): () => void {
    this.start();
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
      if (this.byUser.size === 0) this.stop();
    };
  }

  private start(): void {
    if (this.unsubscribe) return;
    const offChanged = this.bus.subscribe('sync-changed', ({ collection, userIds }) => {
      if (!isSyncCollectionName(collection)) return;
      const users = userIds === 'all' ? [...this.byUser.keys()] : userIds;
      const collections = [collection, ...(ALSO_CHANGED[collection] ?? [])];
      for (const id of users) for (const c of collections) this.notify(id, c);
    });
    const offUser = this.bus.subscribe('user-updated', ({ userId }) =>
      this.notify(userId, 'profile'),
    );
    this.unsubscribe = () => {
      offChanged();
      offUser();
    };
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private notify(userId: string, collection: SyncCollectionName): void {
    for (const listener of this.byUser.get(userId) ?? []) listener(collection);
  }
}
