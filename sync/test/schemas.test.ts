import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { SYNC_COLLECTIONS, SYNC_COLLECTION_NAMES, rxCollectionsConfig } from '../src/index.ts';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

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
