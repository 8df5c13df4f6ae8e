import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ROOM_KINDS } from '@kalam/shared';
import { users } from './users.ts';

/**
 * Spec §3 chat room. `refId` is the lesson, interview or demo session of a session room (null for
 * General). Replicated: `updatedAt` from the change clock, soft-deleted.
 */
export const chatRooms = sqliteTable(
  'chat_rooms',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ROOM_KINDS }).notNull(),
    refId: text('ref_id'),
    /** For General rooms: the two member ids sorted and joined, so a pair has one room. */
    pairKey: text('pair_key'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_unique').on(t.pairKey),
    uniqueIndex('chat_rooms_ref_unique').on(t.kind, t.refId),
    index('chat_rooms_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** A user's membership of a room with their own settings (pin, mute) and read mark. */
export const chatMembers = sqliteTable(
  'chat_members',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    muted: integer('muted', { mode: 'boolean' }).notNull().default(false),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastReadMessageId: text('last_read_message_id'),
    lastReadAt: integer('last_read_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('chat_members_room_user_unique').on(t.roomId, t.userId),
    index('chat_members_user_idx').on(t.userId),
    index('chat_members_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Spec §3 chat message. `id` is made by the client; `seq` is the message's place in its room,
 * given inside the insert's transaction so a room has one order.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    seq: integer('seq').notNull(),
    createdAt: integer('created_at').notNull(),
    editedAt: integer('edited_at'),
    updatedAt: integer('updated_at').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_unique').on(t.roomId, t.seq),
    index('chat_messages_updated_idx').on(t.updatedAt, t.id),
    // A user's sync pull reads each of their rooms from its checkpoint (decision 041).
    index('chat_messages_room_updated_idx').on(t.roomId, t.updatedAt, t.id),
  ],
);
