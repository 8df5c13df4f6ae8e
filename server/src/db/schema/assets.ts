import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ASSET_BUCKETS, STORED_ASSET_KINDS } from '@kalam/shared';
import { users } from './users.ts';

/**
 * Every stored file: its server-made name, where it is served from, what it is for and whose it
 * is. The bytes live in storage (local disk or S3); this row decides who may read them.
 * `subjectId` ties a file to the record it belongs to (a report, an invoice).
 */
export const assets = sqliteTable(
  'assets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    bucket: text('bucket', { enum: ASSET_BUCKETS }).notNull(),
    kind: text('kind', { enum: STORED_ASSET_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    subjectId: text('subject_id'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('assets_name_unique').on(t.name),
    index('assets_owner_idx').on(t.ownerId, t.kind),
    index('assets_subject_idx').on(t.subjectId),
  ],
);
