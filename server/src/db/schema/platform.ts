import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The platform's adjustable rules (decision 191): one row, `key = 'current'`, holding the JSON of
 * `platformSettingsSchema`. Owned by the platform-settings area.
 */
export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

/**
 * Every admin write (decision 193): who, what, when, and the record before and after, written
 * in the same transaction as the change. Owned by the audit area; never updated or deleted.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: integer('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: text('before'),
    after: text('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
