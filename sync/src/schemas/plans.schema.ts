import type { RxJsonSchema } from 'rxdb';
import {
  boolField,
  idField,
  instantField,
  intField,
  nullableInt,
  stampField,
  textField,
} from './fields.ts';

/** A public plan (invite-only plans are not replicated, decision 041); money in hundredths. */
export interface PlanDoc {
  id: string;
  nameAr: string;
  nameEn: string;
  weeklyMinutes: number;
  monthPrice: number;
  monthDiscount: number;
  quarterDiscount: number;
  yearDiscount: number;
  prices: { month: number; quarter: number; year: number };
  inviteOnly: boolean;
  maxLessons: number | null;
  createdAt: string;
  updatedAt: number;
}

export const planSchema: RxJsonSchema<PlanDoc> = {
  title: 'plan',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    nameAr: textField,
    nameEn: textField,
    weeklyMinutes: intField,
    monthPrice: intField,
    monthDiscount: intField,
    quarterDiscount: intField,
    yearDiscount: intField,
    prices: {
      type: 'object',
      properties: { month: intField, quarter: intField, year: intField },
      required: ['month', 'quarter', 'year'],
    },
    inviteOnly: boolField,
    maxLessons: nullableInt,
    createdAt: instantField,
    updatedAt: stampField,
  },
  required: [
    'id',
    'nameAr',
    'nameEn',
    'weeklyMinutes',
    'monthPrice',
    'monthDiscount',
    'quarterDiscount',
    'yearDiscount',
    'prices',
    'inviteOnly',
    'maxLessons',
    'createdAt',
    'updatedAt',
  ],
};
