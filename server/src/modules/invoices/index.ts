// The invoices area's public face: what other areas may use (decision 156).
export type { InvoicesService } from './invoices.service.ts';
export type { WithdrawalBounds } from './withdrawal-bounds.port.ts';
