import {
  LESSON_CANCELED_BY,
  LESSON_STATUSES,
  type LessonCanceledBy,
  type LessonStatus,
} from '@kalam/shared';
import type { RxJsonSchema } from 'rxdb';
import {
  enumField,
  idField,
  instantField,
  intField,
  nullableEnum,
  nullableInstant,
  nullableInt,
  nullableText,
  stampField,
  textField,
} from './fields.ts';

/** The name and picture a schedule shows, as they were when the lesson last changed. */
export interface LessonPersonDoc {
  id: string;
  name: string;
  image: string | null;
}

/** A lesson of the signed-in user (student or tutor); `price` is null for the student. */
export interface LessonDoc {
  id: string;
  tutorId: string;
  studentId: string;
  tutor: LessonPersonDoc;
  student: LessonPersonDoc;
  start: string;
  end: string;
  duration: number;
  price: number | null;
  status: LessonStatus;
  canceledBy: LessonCanceledBy | null;
  canceledAt: string | null;
  createdAt: string;
  updatedAt: number;
}

const person = {
  type: 'object',
  properties: { id: idField, name: textField, image: nullableText },
  required: ['id', 'name', 'image'],
} as const;

export const lessonSchema: RxJsonSchema<LessonDoc> = {
  title: 'lesson',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    tutorId: idField,
    studentId: idField,
    tutor: person,
    student: person,
    start: instantField,
    end: instantField,
    duration: intField,
    price: nullableInt,
    status: enumField(LESSON_STATUSES),
    canceledBy: nullableEnum(LESSON_CANCELED_BY),
    canceledAt: nullableInstant,
    createdAt: instantField,
    updatedAt: stampField,
  },
  required: [
    'id',
    'tutorId',
    'studentId',
    'tutor',
    'student',
    'start',
    'end',
    'duration',
    'price',
    'status',
    'canceledBy',
    'canceledAt',
    'createdAt',
    'updatedAt',
  ],
  indexes: ['start'],
};
