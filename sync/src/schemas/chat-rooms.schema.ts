import {
  GENDERS,
  ROOM_KINDS,
  USER_ROLES,
  type Gender,
  type RoomKind,
  type UserRole,
} from '@kalam/shared';
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import {
  boolField,
  enumField,
  idField,
  instantField,
  intField,
  nullableEnum,
  nullableText,
  rejectedField,
  stampField,
  textField,
} from './fields.ts';

export interface ChatRoomMemberDoc {
  id: string;
  name: string;
  role: UserRole;
  image: string | null;
  /** The member's own field, null when they never gave it: the chat speaks of them in it. */
  gender: Gender | null;
}

/**
 * A room the signed-in user belongs to, with their own settings and read mark. `members` is a
 * snapshot taken when the room or the user's membership last changed.
 */
export interface ChatRoomDoc {
  id: string;
  kind: RoomKind;
  refId: string | null;
  members: ChatRoomMemberDoc[];
  pinned: boolean;
  muted: boolean;
  lastReadSeq: number;
  lastReadMessageId: string | null;
  createdAt: string;
  updatedAt: number;
  rejected?: string;
}

export const chatRoomSchema: RxJsonSchema<ChatRoomDoc> = {
  title: 'chat room',
  // 1: members carry `gender` (decision 230).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    kind: enumField(ROOM_KINDS),
    refId: nullableText,
    members: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: idField,
          name: textField,
          role: enumField(USER_ROLES),
          image: nullableText,
          gender: nullableEnum(GENDERS),
        },
        required: ['id', 'name', 'role', 'image', 'gender'],
      },
    },
    pinned: boolField,
    muted: boolField,
    lastReadSeq: intField,
    lastReadMessageId: nullableText,
    createdAt: instantField,
    updatedAt: stampField,
    rejected: rejectedField,
  },
  required: [
    'id',
    'kind',
    'refId',
    'members',
    'pinned',
    'muted',
    'lastReadSeq',
    'lastReadMessageId',
    'createdAt',
    'updatedAt',
  ],
};

/**
 * A room kept by an older app (version 0) has members without `gender`: unknown until the
 * server's copy arrives, which the collection's fresh replication id pulls at once (decision 230).
 */
export const chatRoomMigrations: MigrationStrategies = {
  1: (doc: { members?: Omit<ChatRoomMemberDoc, 'gender'>[] }) => ({
    ...doc,
    members: (doc.members ?? []).map((member) => ({ ...member, gender: null })),
  }),
};
