import { ROOM_KINDS, USER_ROLES, type RoomKind, type UserRole } from '@kalam/shared';
import type { RxJsonSchema } from 'rxdb';
import {
  boolField,
  enumField,
  idField,
  instantField,
  intField,
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
  version: 0,
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
        },
        required: ['id', 'name', 'role', 'image'],
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
