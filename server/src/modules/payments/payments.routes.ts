import type { z } from 'zod';
import {
  checkoutUrlDtoSchema,
  payCardBodySchema,
  payInstallmentsBodySchema,
  paymobCheckoutBodySchema,
  payRefNumBodySchema,
  payWalletBodySchema,
  refundBodySchema,
  transactionDtoSchema,
  transactionIdBodySchema,
  transactionStatusQuerySchema,
  paymentCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { gatewayFault } from './payments.openapi.ts';
import { toTransactionDto } from './transactions/transactions.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { callerOf, defineCall } from '../../http/call.ts';
import { ADMINS, only, type Access } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

// Paying and saved cards are the student's; seeing and settling an order, its owner's or an
// admin's (the service checks the owner); refunds, an admin's.
const STUDENT = only('Student');
const OWNER_OR_ADMIN: Access = { roles: ['Student', ...ADMINS], also: 'its owner or an admin' };
const ADMIN: Access = { roles: ADMINS };

function txResponse<S extends 200 | 201>(status: S, description: string) {
  return { [status]: json(transactionDtoSchema, description) } as Record<
    S,
    ReturnType<typeof json<typeof transactionDtoSchema>>
  >;
}

/** Spec §7 "Card payment provider (fawry)" and "Second payment provider" calls. */

/** What these calls use of the composition: their own services, nothing more. */
export type PaymentsRoutesDeps = Pick<AppDeps, 'payments'>;

export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const app = createRouter();
  const pay = <B extends z.ZodType>(path: string, summary: string, body: B) =>
    defineCall({
      access: STUDENT,
      method: 'post',
      path,
      tags: ['Payments'],
      summary,
      request: jsonBody(body),
      responses: {
        ...txResponse(201, 'The new transaction (New), with what the checkout shows next'),
        ...errors(400, 401, 403, 404, 409, 503),
        ...gatewayFault,
      },
    });

  app.openapi(
    pay('/fawry/pay/card', 'Pay by a saved card with 3-D Secure', payCardBodySchema),
    async (c) => {
      const { cardToken, cvv, ...choice } = c.req.valid('json') as z.infer<
        typeof payCardBodySchema
      >;
      const tx = await deps.payments.service.pay(callerOf(c), 'fawry', 'Card', choice, {
        kind: 'card',
        cardToken,
        cvv,
      });
      return c.json(toTransactionDto(tx, deps.payments.planStates), 201);
    },
  );

  app.openapi(
    pay('/fawry/pay/ref-num', 'A Fawry voucher reference to pay at an outlet', payRefNumBodySchema),
    async (c) => {
      const choice = c.req.valid('json') as z.infer<typeof payRefNumBodySchema>;
      const tx = await c
        .get('deps')
        .payments.service.pay(callerOf(c), 'fawry', 'Fawry', choice, { kind: 'voucher' });
      return c.json(toTransactionDto(tx, deps.payments.planStates), 201);
    },
  );

  app.openapi(
    pay('/fawry/pay/e-wallet', 'Pay by mobile wallet (request or QR)', payWalletBodySchema),
    async (c) => {
      const { walletMobile, ...choice } = c.req.valid('json') as z.infer<
        typeof payWalletBodySchema
      >;
      const tx = await deps.payments.service.pay(callerOf(c), 'fawry', 'EWallet', choice, {
        kind: 'wallet',
        mobile: walletMobile,
      });
      return c.json(toTransactionDto(tx, deps.payments.planStates), 201);
    },
  );

  app.openapi(
    pay(
      '/fawry/pay/bank-installments',
      'Pay in bank instalments (advance and professional plans)',
      payInstallmentsBodySchema,
    ),
    async (c) => {
      const { cardToken, cvv, installmentPlanId, ...choice } = c.req.valid('json') as z.infer<
        typeof payInstallmentsBodySchema
      >;
      const tx = await c
        .get('deps')
        .payments.service.pay(callerOf(c), 'fawry', 'BankInstallment', choice, {
          kind: 'installments',
          cardToken,
          cvv,
          installmentPlanId,
        });
      return c.json(toTransactionDto(tx, deps.payments.planStates), 201);
    },
  );

  app.openapi(
    defineCall({
      access: STUDENT,
      method: 'post',
      path: '/paymob/create-checkout-url',
      tags: ['Payments'],
      summary: 'A Paymob unified checkout address for a plan',
      request: jsonBody(paymobCheckoutBodySchema),
      responses: {
        201: json(checkoutUrlDtoSchema, 'Where to send the browser, and the new transaction'),
        ...errors(400, 401, 403, 404, 409, 503),
        ...gatewayFault,
      },
    }),
    async (c) => {
      const choice = c.req.valid('json');
      const tx = await c
        .get('deps')
        .payments.service.pay(callerOf(c), 'paymob', 'Card', choice, { kind: 'checkout' });
      return c.json(
        { url: tx.redirectUrl ?? '', transaction: toTransactionDto(tx, deps.payments.planStates) },
        201,
      );
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.cancelUnpaid, 'The cancelled transaction', 400, 401, 403, 404, 502),
      access: OWNER_OR_ADMIN,
      audit: { entity: 'transaction', id: (i) => i.json()?.transactionId as string | undefined },
      tags: ['Payments'],
    }),
    async (c) => {
      const tx = await c
        .get('deps')
        .payments.service.cancelUnpaid(callerOf(c), c.req.valid('json').transactionId);
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMIN,
      audit: { entity: 'transaction', id: (i) => i.json()?.transactionId as string | undefined },
      method: 'post',
      path: '/fawry/refund',
      tags: ['Payments'],
      summary: 'Refund all or part of a paid transaction (admins)',
      request: jsonBody(refundBodySchema),
      responses: {
        ...txResponse(200, 'The refunded transaction'),
        ...errors(400, 401, 403, 404),
        ...gatewayFault,
      },
    }),
    async (c) => {
      const tx = await deps.payments.service.refund(callerOf(c), c.req.valid('json'));
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.cards, 'Saved cards', 401, 403, 502),
      access: STUDENT,
      tags: ['Payments'],
    }),
    async (c) => {
      const list = await deps.payments.service.cardTokens(callerOf(c));
      return c.json({ list, total: list.length }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.removeCard, 'Removed', 400, 401, 403, 404, 502),
      access: STUDENT,
      tags: ['Payments'],
    }),
    async (c) => {
      await c
        .get('deps')
        .payments.service.deleteCardToken(callerOf(c), c.req.valid('json').cardToken);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.addCardUrl, 'Add-card page address', 401, 403, 503),
      access: STUDENT,
      tags: ['Payments'],
      summary: "The gateway's add-card page; it returns to /card-added",
    }),
    (c) => c.json({ url: deps.payments.service.cardTokenUrl(callerOf(c)) }, 200),
  );

  app.openapi(
    defineCall({
      access: OWNER_OR_ADMIN,
      method: 'get',
      path: '/fawry/payment-status',
      tags: ['Payments'],
      summary: 'The stored status of a transaction (no gateway call; see sync)',
      request: { query: transactionStatusQuerySchema },
      responses: { ...txResponse(200, 'The transaction'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const tx = c
        .get('deps')
        .payments.service.visible(callerOf(c), c.req.valid('query').transactionId);
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  app.openapi(
    defineCall({
      access: OWNER_OR_ADMIN,
      audit: { entity: 'transaction', id: (i) => i.json()?.transactionId as string | undefined },
      method: 'post',
      path: '/fawry/payment-status/sync',
      tags: ['Payments'],
      summary: "Ask the gateway for the order's status and apply it",
      request: jsonBody(transactionIdBodySchema),
      responses: {
        ...txResponse(200, 'The reconciled transaction'),
        ...errors(400, 401, 403, 404),
        ...gatewayFault,
      },
    }),
    async (c) => {
      const tx = await c
        .get('deps')
        .payments.service.sync(callerOf(c), c.req.valid('json').transactionId);
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  return app;
}
