import type { RxJsonSchema } from 'rxdb';
import {
  idField,
  instantField,
  nullableInstant,
  rejectedField,
  stampField,
  textField,
} from './fields.ts';

/**
 * A message of a room the user belongs to. The id is made by the client; `seq` (the room's
 * order) and `updatedAt` come from the server, so a message written offline has `seq` 0 until
 * the server has it (decision 042).
 */
export interface ChatMessageDoc {
  id: string;
  roomId: string;
  senderId: string;
  text: string;
  seq: number;
  createdAt: string;
  editedAt: string | null;
  updatedAt: number;
  rejected?: string;
}

export const chatMessageSchema: RxJsonSchema<ChatMessageDoc> = {
  title: 'chat message',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    roomId: idField,
    senderId: idField,
    text: textField,
    seq: { type: 'integer', minimum: 0, maximum: 1_000_000_000, multipleOf: 1 },
    createdAt: instantField,
    editedAt: nullableInstant,
    updatedAt: stampField,
    rejected: rejectedField,
  },
  required: ['id', 'roomId', 'senderId', 'text', 'seq', 'createdAt', 'editedAt', 'updatedAt'],
  indexes: [['roomId', 'seq']],
};
