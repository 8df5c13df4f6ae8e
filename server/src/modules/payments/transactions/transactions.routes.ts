import { AppError, isAdmin, transactionDtoSchema, paymentCalls } from '@kalam/shared';
import { errors, json } from '../../../http/openapi.ts';
import { createRouter } from '../../../http/router.ts';
import { toTransactionDto, toTransactionDtos } from './transactions.dto.ts';
import { fromCall } from '../../../http/from-call.ts';
import { defineCall, callerOf } from '../../../http/call.ts';
import { ADMINS } from '../../../kernel/access.ts';
import type { AppDeps } from '../../../deps.ts';

/** Spec §7 Transaction: an admin sees every transaction, a student only their own. */

/** What these calls use of the composition: their own services, nothing more. */
export type TransactionsRoutesDeps = Pick<AppDeps, 'payments'>;

export function transactionsRoutes(deps: TransactionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.transactions, 'Transactions, newest first', 400, 401, 403),
      access: { roles: ['Student', ...ADMINS], also: 'a student: their own' },
      tags: ['Transaction'],
    }),
    (c) => {
      const caller = callerOf(c);
      const { page, size, status, userId } = c.req.valid('query');
      let owner: string | undefined;
      if (isAdmin(caller.role)) owner = userId;
      else {
        if (userId && userId !== caller.id) throw new AppError('forbidden');
        owner = caller.id;
      }
      const result = c
        .get('deps')
        .payments.transactions.page({ userId: owner, status }, page, size);
      return c.json(
        { list: toTransactionDtos(result.list, deps.payments.planStates), total: result.total },
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', ...ADMINS], also: 'a student: their own' },
      method: 'get',
      path: '/tx/last',
      tags: ['Transaction'],
      responses: {
        200: json(transactionDtoSchema, "The caller's latest transaction"),
        ...errors(401, 404),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const tx = deps.payments.transactions.latestFor(caller.id);
      if (!tx) throw new AppError('transaction-not-found');
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(paymentCalls.transaction, 'A transaction', 401, 403, 404),
      access: { roles: ['Student', ...ADMINS], also: 'a student: their own' },
      tags: ['Transaction'],
    }),
    (c) => {
      const tx = deps.payments.service.visible(callerOf(c), c.req.valid('param').id);
      return c.json(toTransactionDto(tx, deps.payments.planStates), 200);
    },
  );

  return app;
}
