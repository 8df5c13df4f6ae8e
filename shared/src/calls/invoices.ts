import {
  invoiceChangeSchema,
  invoiceCreateBodySchema,
  invoiceDtoSchema,
  invoiceListQuerySchema,
  invoiceStatsSchema,
  ledgerEntrySchema,
  ledgerQuerySchema,
} from '../contracts/invoices.ts';
import { listOf } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema } from './call-parts.ts';

/** A tutor's earnings and withdrawal requests, and the admins' handling of them (spec §7 Invoice). */
export const invoiceCalls = {
  create: defineCallSpec({
    method: 'post',
    path: '/invoice',
    body: invoiceCreateBodySchema,
    status: 201,
    answer: invoiceDtoSchema,
  }),
  list: defineCallSpec({
    method: 'get',
    path: '/invoice',
    query: invoiceListQuerySchema,
    status: 200,
    answer: listOf(invoiceDtoSchema),
  }),
  stats: defineCallSpec({
    method: 'get',
    path: '/invoice/stats/{id}',
    params: idParamsSchema,
    status: 200,
    answer: invoiceStatsSchema,
  }),
  ledger: defineCallSpec({
    method: 'get',
    path: '/invoice/ledger/{id}',
    params: idParamsSchema,
    query: ledgerQuerySchema,
    status: 200,
    answer: listOf(ledgerEntrySchema),
  }),
  /**
   * A change as JSON (the multipart form with the receipt goes through the upload client). The
   * server reads this body itself, after its access check, with this same schema.
   */
  change: defineCallSpec({
    method: 'put',
    path: '/invoice/{id}/with/asset',
    params: idParamsSchema,
    body: invoiceChangeSchema,
    status: 200,
    answer: invoiceDtoSchema,
  }),
};
