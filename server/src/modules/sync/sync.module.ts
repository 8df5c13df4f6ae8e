import { createSyncHandler, type SyncHandler } from '@kalam/sync';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { SyncReadRepository } from './sync.repository.ts';
import { SqliteSyncStorage } from './sync.storage.ts';
import { SyncStreams } from './sync.streams.ts';
import { SyncWakeups } from './sync.wakeups.ts';
import type { SyncWriteServices } from './sync.writes.ts';

export interface SyncModule {
  handler: SyncHandler<Caller>;
  streams: SyncStreams;
}

/** The sync area wired once: the protocol handler over the SQLite storage, and its streams. */
export function createSyncModule(base: {
  db: Db;
  bus: EventBus;
  services: () => SyncWriteServices;
}): SyncModule {
  const storage = new SqliteSyncStorage({
    reads: new SyncReadRepository(base.db),
    wakeups: new SyncWakeups(base.bus),
    services: base.services,
  });
  return { handler: createSyncHandler(storage), streams: new SyncStreams() };
}
