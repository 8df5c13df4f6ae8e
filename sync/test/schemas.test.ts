import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import {
  SYNC_COLLECTIONS,
  SYNC_COLLECTION_NAMES,
  chatRoomMigrations,
  replicationIdentifier,
  rxCollectionsConfig,
} from '../src/index.ts';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

describe('the replicated collections', () => {
  it('S14: fit RxDB’s free limit and pass its dev-mode schema checks', async () => {
    expect(SYNC_COLLECTION_NAMES.length).toBeLessThanOrEqual(13);
    const db = await createRxDatabase({
      name: 'schema-check',
      storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
      multiInstance: false,
    });
    await db.addCollections(rxCollectionsConfig());
    expect(Object.keys(db.collections).sort()).toEqual([...SYNC_COLLECTION_NAMES].sort());
    await db.remove();
  });

  it('S14: index only what Dexie can index: required, not boolean, bounded', () => {
    for (const [name, { schema }] of Object.entries(SYNC_COLLECTIONS)) {
      const properties = schema.properties as Record<
        string,
        { type?: unknown; maxLength?: number; maximum?: number }
      >;
      for (const index of (schema.indexes ?? []).flat()) {
        const field = properties[index as string]!;
        expect(schema.required, `${name}.${String(index)}`).toContain(index);
        expect(field.type, `${name}.${String(index)}`).not.toBe('boolean');
        expect(field.maxLength ?? field.maximum, `${name}.${String(index)}`).toBeDefined();
      }
    }
  });

  it('S4: write rules name only fields their schema has', () => {
    for (const [name, { schema, write }] of Object.entries(SYNC_COLLECTIONS)) {
      const fields = Object.keys(schema.properties);
      for (const field of [
        ...write.writable,
        ...write.serverFields,
        ...(write.owner ? [write.owner] : []),
      ])
        expect(fields, `${name}.${field}`).toContain(field);
    }
  });
});

describe('S16 — a changed collection pulls again, alone: chat-rooms version 1, members carry gender (decision 230)', () => {
  it('S16: a room kept at version 0 migrates with every member’s gender unknown, nothing else changed', () => {
    const v0 = {
      id: 'room-1',
      kind: 'General',
      members: [{ id: 'u1', name: 'منى', role: 'Tutor', image: null }],
      pinned: true,
    };
    expect(chatRoomMigrations[1]!(v0, undefined as never)).toEqual({
      ...v0,
      members: [{ id: 'u1', name: 'منى', role: 'Tutor', image: null, gender: null }],
    });
    expect(SYNC_COLLECTIONS['chat-rooms'].schema.version).toBe(1);
    expect(rxCollectionsConfig()['chat-rooms'].migrationStrategies).toBe(chatRoomMigrations);
  });

  it('S16: only the rooms get a new replication id (pulled again from the start); the others keep theirs', () => {
    const base = 'https://kalam.example/api/v1';
    expect(replicationIdentifier('chat-rooms', base)).toBe(`kalam-sync-v3-chat-rooms-${base}`);
    for (const name of SYNC_COLLECTION_NAMES.filter((n) => n !== 'chat-rooms'))
      expect(replicationIdentifier(name, base)).toBe(`kalam-sync-v2-${name}-${base}`);
  });
});
