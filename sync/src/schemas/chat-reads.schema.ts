import type { RxJsonSchema } from 'rxdb';
import { idField, intField, stampField } from './fields.ts';

/**
 * How far another member of one of the signed-in user's rooms has read (their read mark), so
 * my messages can show «read» after a reload and offline (decision 108). One document per other
 * member of each room; the id is their membership's. Read-only: each user moves their own mark
 * through the `chat-rooms` document.
 */
export interface ChatReadDoc {
  id: string;
  roomId: string;
  userId: string;
  /** The `seq` of the last message they have read (0: none). */
  lastReadSeq: number;
  updatedAt: number;
}

export const chatReadSchema: RxJsonSchema<ChatReadDoc> = {
  title: 'chat read mark',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    roomId: idField,
    userId: idField,
    lastReadSeq: intField,
    updatedAt: stampField,
  },
  required: ['id', 'roomId', 'userId', 'lastReadSeq', 'updatedAt'],
};
