import { isAppError } from '@kalam/shared';
import type {
  SyncCheckpoint,
  SyncCollectionName,
  SyncDoc,
  SyncStorage,
  SyncWrite,
  SyncWriteOutcome,
} from '@kalam/sync';
import type { Caller } from '../../kernel/caller.ts';
import { chatMemberOf } from '../chat/index.ts';
import {
  availabilityDoc,
  chatMessageDoc,
  chatReadDoc,
  chatRoomDoc,
  lessonDoc,
  planDoc,
  profileDoc,
  subscriptionDoc,
  topicDoc,
} from './sync.docs.ts';
import type { SyncReadRepository, SyncWindow } from './sync.repository.ts';
import type { SyncWakeups } from './sync.wakeups.ts';
import { SYNC_WRITERS, type SyncWriteServices } from './sync.writes.ts';

export interface SqliteSyncStorageDeps {
  reads: SyncReadRepository;
  wakeups: SyncWakeups;
  /** Read at write time: the areas' services are built beside this one. */
  services: () => SyncWriteServices;
}

/** The server's side of the sync port: scoped reads over SQLite, writes through the services. */
export class SqliteSyncStorage implements SyncStorage<Caller> {
  constructor(private readonly deps: SqliteSyncStorageDeps) {}

  pull(
    collection: SyncCollectionName,
    caller: Caller,
    after: SyncCheckpoint | null,
    limit: number,
  ): SyncDoc[] {
    return this.read(collection, caller, { after, limit });
  }

  current(collection: SyncCollectionName, caller: Caller, ids: string[]): Map<string, SyncDoc> {
    const docs = ids.length === 0 ? [] : this.read(collection, caller, { ids });
    return new Map(docs.map((d) => [d.id, d]));
  }

  async write(
    collection: SyncCollectionName,
    caller: Caller,
    write: SyncWrite,
  ): Promise<SyncWriteOutcome> {
    const writer = SYNC_WRITERS[collection];
    if (!writer) return { ok: false, code: 'sync-not-writable' };
    try {
      await writer(this.deps.services(), caller, write);
      return { ok: true };
    } catch (error) {
      // The area's rule said no: nothing was written; the client hears which rule (S6).
      if (isAppError(error) && error.status < 500) return { ok: false, code: error.code };
      throw error;
    }
  }

  watch(caller: Caller, onChange: (collection: SyncCollectionName) => void): () => void {
    return this.deps.wakeups.watch(caller.id, onChange);
  }

  private read(collection: SyncCollectionName, caller: Caller, window: SyncWindow): SyncDoc[] {
    const { reads } = this.deps;
    switch (collection) {
      case 'lessons':
        return reads.lessons(caller.id, window).map((row) => lessonDoc(row, caller));
      case 'availability':
        return reads.availability(window).map(availabilityDoc);
      case 'chat-rooms': {
        const rows = reads.rooms(caller.id, window);
        const members = reads.roomMembers(rows.map((r) => r.room.id));
        return rows.map((row) =>
          chatRoomDoc(row, members.filter((m) => m.roomId === row.room.id).map(chatMemberOf)),
        );
      }
      case 'chat-messages':
        return reads.messages(caller.id, window).map(chatMessageDoc);
      case 'chat-reads':
        return reads.readMarks(caller.id, window).map(chatReadDoc);
      case 'topics':
        return reads.topics(window).map(topicDoc);
      case 'plans':
        return reads.plans(window).map(planDoc);
      case 'subscriptions':
        return reads.subscriptions(caller.id, window).map(subscriptionDoc);
      case 'profile':
        return reads.profile(caller.id, window).map(profileDoc);
    }
  }
}
