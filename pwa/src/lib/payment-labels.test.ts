import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '@kalam/shared';
import {
  METHOD_LABELS,
  orderLabel,
  orderTone,
  STATUS_LABELS,
  statusLabel,
  statusTone,
} from './payment-labels.ts';

const arabic = /^[\u0600-\u06FF\s]+$/;

describe('invoice labels', () => {
  it('every transaction status has its own Arabic label', () => {
    const labels = TRANSACTION_STATUSES.map((s) => STATUS_LABELS[s]);
    for (const label of labels) expect(label).toMatch(arabic);
    expect(new Set(labels).size).toBe(TRANSACTION_STATUSES.length);
  });

  it('every payment method has an Arabic label', () => {
    for (const m of PAYMENT_METHODS) expect(METHOD_LABELS[m]).toMatch(arabic);
  });

  it.each([
    ['Paid', 'مدفوعة', 'ok'],
    ['Processed', 'مدفوعة ومفعّلة', 'ok'],
    ['New', 'في انتظار الدفع', 'wait'],
    ['Failed', 'فشلت', 'bad'],
    ['Expired', 'منتهية الصلاحية', 'bad'],
    ['Canceled', 'ملغاة', 'neutral'],
    ['Refunded', 'مستردّة', 'neutral'],
    ['PartialRefunded', 'مستردّة جزئيًا', 'neutral'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['Processed', 'active', 'مدفوعة ومفعّلة', 'ok'],
    ['Processed', null, 'مدفوعة ومفعّلة', 'ok'],
    ['Processed', 'cancelled', 'مدفوعة، والباقة اتلغت', 'neutral'],
    ['Processed', 'expired', 'مدفوعة، والباقة خلصت', 'neutral'],
    ['Paid', 'cancelled', 'مدفوعة، والباقة اتلغت', 'neutral'],
    ['PartialRefunded', 'cancelled', 'مستردّة جزئيًا، والباقة اتلغت', 'neutral'],
    ['Refunded', 'cancelled', 'مستردّة', 'neutral'],
    ['New', null, 'في انتظار الدفع', 'wait'],
  ] as const)('an order %s with its plan %s reads %s', (status, planState, label, tone) => {
    expect(orderLabel({ status, planState })).toBe(label);
    expect(orderTone({ status, planState })).toBe(tone);
  });

  it('an unknown status shows as sent rather than blank', () =>
    expect(statusLabel('Mystery')).toBe('Mystery'));
});
