import type { InvoiceDto, InvoiceState, LedgerEntry, Payout } from '@kalam/shared';
import { assetUrl } from '@kalam/shared';
import type { InvoiceRow, InvoiceWithNames, LedgerRow } from './invoices.repository.ts';

/** The tutor's asked-for change, as stored in `requested_update`. */
export type RequestedUpdate = { amount: number } & Payout;

/** The displayed state of spec §4 (decision 182). */
export function stateOf(row: InvoiceRow): InvoiceState {
  switch (row.status) {
    case 'PendingApproval':
      return row.requestedUpdate ? 'update-requested' : 'pending';
    case 'PendingCancellation':
      return 'cancellation-requested';
    case 'Canceled':
      return row.canceledBy === 'tutor' ? 'cancellation-approved' : 'canceled-by-admin';
    case 'Approved':
      return 'fulfilled';
    case 'Rejected':
      return 'rejected';
  }
}

/** The payout columns of a method: the other methods' fields are null. */
export function payoutColumns(payout: Payout) {
  return {
    method: payout.method,
    receiver: payout.receiver,
    phone: payout.method === 'Wallet' ? payout.phone : null,
    bank: payout.method === 'Bank' ? payout.bank : null,
    accountNumber: payout.method === 'Bank' ? payout.accountNumber : null,
    username: payout.method === 'Instapay' ? payout.username : null,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toInvoiceDto(row: InvoiceWithNames): InvoiceDto {
  const update = row.requestedUpdate ? (JSON.parse(row.requestedUpdate) as RequestedUpdate) : null;
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    method: row.method,
    receiver: row.receiver,
    bank: row.bank,
    phone: row.phone,
    accountNumber: row.accountNumber,
    username: row.username,
    amount: row.amount,
    status: row.status,
    state: stateOf(row),
    note: row.note,
    receipt: row.receiptName ? assetUrl('receipts', row.receiptName) : null,
    addressedBy:
      row.addressedBy && row.addressedByName
        ? { id: row.addressedBy, name: row.addressedByName }
        : null,
    requestedUpdate: update ? { amount: update.amount, ...payoutColumns(update) } : null,
    expected: { from: row.expectedFrom, by: row.expectedBy },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    lessonId: row.lessonId,
    lessonStart: row.lessonStart === null ? null : iso(row.lessonStart),
    minutes: row.minutes,
    invoiceId: row.invoiceId,
    at: iso(row.createdAt),
  };
}
