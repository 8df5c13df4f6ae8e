import { PLAN_PERIODS, type PlanPeriod } from '@kalam/shared';
import type { RxJsonSchema } from 'rxdb';
import {
  enumField,
  idField,
  instantField,
  intField,
  nullableInstant,
  nullableText,
  stampField,
} from './fields.ts';

const STATUSES = ['active', 'cancelled', 'expired'] as const;
const SOURCES = ['admin', 'payment', 'trial'] as const;

/** One of the signed-in student's subscriptions (current and past). */
export interface SubscriptionDoc {
  id: string;
  userId: string;
  planId: string;
  period: PlanPeriod;
  weeklyMinutes: number;
  startsAt: string;
  endsAt: string;
  status: (typeof STATUSES)[number];
  source: (typeof SOURCES)[number];
  transactionId: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: number;
}

export const subscriptionSchema: RxJsonSchema<SubscriptionDoc> = {
  title: 'subscription',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    userId: idField,
    planId: idField,
    period: enumField(PLAN_PERIODS),
    weeklyMinutes: intField,
    startsAt: instantField,
    endsAt: instantField,
    status: enumField(STATUSES),
    source: enumField(SOURCES),
    transactionId: nullableText,
    cancelledAt: nullableInstant,
    createdAt: instantField,
    updatedAt: stampField,
  },
  required: [
    'id',
    'userId',
    'planId',
    'period',
    'weeklyMinutes',
    'startsAt',
    'endsAt',
    'status',
    'source',
    'transactionId',
    'cancelledAt',
    'createdAt',
    'updatedAt',
  ],
};
