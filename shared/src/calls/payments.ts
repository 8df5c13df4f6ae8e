import { z } from 'zod';
import { okResponseSchema } from '../contracts/auth.ts';
import {
  cardTokenDtoSchema,
  cardTokenUrlDtoSchema,
  deleteCardTokenBodySchema,
  payCardBodySchema,
  payInstallmentsBodySchema,
  payRefNumBodySchema,
  payWalletBodySchema,
  refundBodySchema,
  transactionDtoSchema,
  transactionIdBodySchema,
  transactionListQuerySchema,
} from '../contracts/payments.ts';
import { idSchema, listOf, pagingQuerySchema } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';
import { idParamsSchema } from './call-parts.ts';

const payBy = <B extends z.ZodType>(path: string, body: B) =>
  defineCallSpec({ method: 'post', path, body, status: 201, answer: transactionDtoSchema });

/** Paying for a plan and the payments history (spec §7 fawry, Transactions). */
export const paymentCalls = {
  payByReference: payBy('/fawry/pay/ref-num', payRefNumBodySchema),
  payByCard: payBy('/fawry/pay/card', payCardBodySchema),
  payByWallet: payBy('/fawry/pay/e-wallet', payWalletBodySchema),
  payByInstallments: payBy('/fawry/pay/bank-installments', payInstallmentsBodySchema),
  cancelUnpaid: defineCallSpec({
    method: 'post',
    path: '/fawry/cancel-unpaid-order',
    body: transactionIdBodySchema,
    status: 200,
    answer: transactionDtoSchema,
  }),
  /** An admin gives back all of a paid order (or part of it, with `amount`). */
  refund: defineCallSpec({
    method: 'post',
    path: '/fawry/refund',
    body: refundBodySchema,
    status: 200,
    answer: transactionDtoSchema,
  }),
  cards: defineCallSpec({
    method: 'get',
    path: '/fawry/card-token/list',
    status: 200,
    answer: listOf(cardTokenDtoSchema),
  }),
  removeCard: defineCallSpec({
    method: 'delete',
    path: '/fawry/card-token',
    body: deleteCardTokenBodySchema,
    status: 200,
    answer: okResponseSchema,
  }),
  addCardUrl: defineCallSpec({
    method: 'get',
    path: '/fawry/card-token/url',
    status: 200,
    answer: cardTokenUrlDtoSchema,
  }),
  transactions: defineCallSpec({
    method: 'get',
    path: '/tx/list',
    query: pagingQuerySchema.extend(transactionListQuerySchema.shape),
    status: 200,
    answer: listOf(transactionDtoSchema),
  }),
  transaction: defineCallSpec({
    method: 'get',
    path: '/tx/{id}',
    params: idParamsSchema,
    status: 200,
    answer: transactionDtoSchema,
  }),
};

/** What the local sandbox answers for an order it settled. */
export const sandboxSettledSchema = z.object({ merchantRefNum: z.string(), status: z.string() });

/** The local payment sandbox (target `local` only): pay a voucher, answer a wallet request. */
export const sandboxCalls = {
  payReference: defineCallSpec({
    method: 'post',
    path: '/dev/sandbox/pay/{referenceNumber}',
    params: z.object({ referenceNumber: z.string().regex(/^\d{9}$/, 'invalid-type') }),
    status: 200,
    answer: sandboxSettledSchema,
  }),
  answerWallet: defineCallSpec({
    method: 'post',
    path: '/dev/sandbox/wallet/{txId}/{decision}',
    params: z.object({
      txId: idSchema,
      decision: z.enum(['approve', 'decline'], { error: 'invalid-type' }),
    }),
    status: 200,
    answer: sandboxSettledSchema,
  }),
};
