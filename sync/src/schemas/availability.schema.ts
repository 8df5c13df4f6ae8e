import type { RxJsonSchema } from 'rxdb';
import { idField, intField, stampField, textField } from './fields.ts';

/** One slot of a tutor's weekly template, in minutes of the day in the tutor's `timeZone`. */
export interface AvailabilityDoc {
  id: string;
  tutorId: string;
  timeZone: string;
  weekday: number;
  start: number;
  end: number;
  updatedAt: number;
}

export const availabilitySchema: RxJsonSchema<AvailabilityDoc> = {
  title: 'availability slot',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    tutorId: idField,
    timeZone: textField,
    weekday: intField,
    start: intField,
    end: intField,
    updatedAt: stampField,
  },
  required: ['id', 'tutorId', 'timeZone', 'weekday', 'start', 'end', 'updatedAt'],
  indexes: ['tutorId'],
};
