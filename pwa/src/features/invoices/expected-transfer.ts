import type { InvoiceDto } from '@kalam/shared';
import { dayLongOf } from '../../lib/format.ts';
import { withdrawalText } from './withdrawal-text.ts';

const t = withdrawalText;

/**
 * When a waiting request is to be paid, as each reader needs it (decision 282). The days are the
 * server's, set once when the request is made (4–5 working days, `expected` on the request); no
 * screen computes them. The tutor reads the promise, both days; the admin the last of them, the
 * day to transfer by, under a label that says so.
 */
export function expectedTransfer(
  expected: InvoiceDto['expected'],
  reader: 'tutor' | 'admin',
): { label: string; days: string } {
  return reader === 'tutor'
    ? {
        label: t.list.expected,
        days: t.list.expectedRange(dayLongOf(expected.from), dayLongOf(expected.by)),
      }
    : { label: t.admin.deadline, days: dayLongOf(expected.by) };
}
