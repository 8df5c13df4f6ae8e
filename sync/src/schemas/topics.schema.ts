import type { RxJsonSchema } from 'rxdb';
import { idField, stampField, textField } from './fields.ts';

export interface TopicDoc {
  id: string;
  nameAr: string;
  nameEn: string;
  updatedAt: number;
}

export const topicSchema: RxJsonSchema<TopicDoc> = {
  title: 'topic',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: idField, nameAr: textField, nameEn: textField, updatedAt: stampField },
  required: ['id', 'nameAr', 'nameEn', 'updatedAt'],
};
