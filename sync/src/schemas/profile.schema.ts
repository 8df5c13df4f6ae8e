import {
  GENDERS,
  NOTIFICATION_METHODS,
  USER_ROLES,
  type Gender,
  type NotificationMethod,
  type UserRole,
} from '@kalam/shared';
import type { RxJsonSchema } from 'rxdb';
import {
  boolField,
  enumField,
  idField,
  nullableEnum,
  nullableInt,
  nullableText,
  rejectedField,
  stampField,
  textField,
} from './fields.ts';

/** The signed-in user's own profile: one document whose id is the user's id. */
export interface ProfileDoc {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  gender: Gender | null;
  birthYear: number | null;
  city: number | null;
  image: string | null;
  notificationMethod: NotificationMethod;
  job: string | null;
  timeZone: string;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  updatedAt: number;
  rejected?: string;
}

export const profileSchema: RxJsonSchema<ProfileDoc> = {
  title: 'profile',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    name: textField,
    email: textField,
    phone: nullableText,
    role: enumField(USER_ROLES),
    gender: nullableEnum(GENDERS),
    birthYear: nullableInt,
    city: nullableInt,
    image: nullableText,
    notificationMethod: enumField(NOTIFICATION_METHODS),
    job: nullableText,
    timeZone: textField,
    verifiedEmail: boolField,
    verifiedPhone: boolField,
    updatedAt: stampField,
    rejected: rejectedField,
  },
  required: [
    'id',
    'name',
    'email',
    'phone',
    'role',
    'gender',
    'birthYear',
    'city',
    'image',
    'notificationMethod',
    'job',
    'timeZone',
    'verifiedEmail',
    'verifiedPhone',
    'updatedAt',
  ],
};
