import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { AppError, formatMoney, idSchema, sandboxCalls } from '@kalam/shared';
import { createRouter } from '../../../../http/router.ts';
import { sandboxPage } from './sandbox.page.ts';
import { fromCall } from '../../../../http/from-call.ts';
import { defineCall } from '../../../../http/call.ts';
import { ANYONE } from '../../../../kernel/access.ts';
import type { AppDeps } from '../../../../deps.ts';

const html = { content: { 'text/html': { schema: z.string() } }, description: 'A sandbox page' };

function sandboxOf({ config, payments }: Pick<AppDeps, 'config' | 'payments'>) {
  if (config.target !== 'local' || !payments.sandbox) throw new AppError('not-found');
  return payments.sandbox;
}

/**
 * Dev actions of the sandbox gateway (`local` only): pay a voucher, answer a wallet request,
 * pass or fail 3-D Secure, save a test card. They play the customer's part at the gateway.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type SandboxRoutesDeps = Pick<AppDeps, 'clock' | 'config' | 'payments' | 'users'>;

export function sandboxRoutes(deps: SandboxRoutesDeps) {
  const app = createRouter();
  const tag = ['Development'];

  app.openapi(
    defineCall({
      ...fromCall(sandboxCalls.payReference, 'The order as the sandbox holds it'),
      access: ANYONE,
      tags: tag,
      summary: 'Pay a sandbox voucher as if at a Fawry outlet (local only)',
    }),
    async (c) => {
      const sandbox = sandboxOf(deps);
      const order = sandbox.orderByReference(c.req.valid('param').referenceNumber);
      if (!order || order.kind !== 'voucher') throw new AppError('transaction-not-found');
      const after = (await sandbox.settle(order.merchantRefNum, 'PAID'))!;
      return c.json({ merchantRefNum: after.merchantRefNum, status: after.status }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(sandboxCalls.answerWallet, 'The order as the sandbox holds it'),
      access: ANYONE,
      tags: tag,
      summary: 'Approve or decline a sandbox wallet request (local only)',
    }),
    async (c) => {
      const sandbox = sandboxOf(deps);
      const { txId, decision } = c.req.valid('param');
      const order = sandbox.order(txId);
      if (!order || order.kind !== 'wallet') throw new AppError('transaction-not-found');
      const after = (await sandbox.settle(txId, decision === 'approve' ? 'PAID' : 'FAILED'))!;
      return c.json({ merchantRefNum: after.merchantRefNum, status: after.status }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/dev/sandbox/3ds/{txId}',
      tags: tag,
      summary: 'The sandbox 3-D Secure page (local only)',
      request: { params: z.object({ txId: idSchema }) },
      responses: { 200: html },
    }),
    (c) => {
      const sandbox = sandboxOf(deps);
      const { txId } = c.req.valid('param');
      const order = sandbox.order(txId);
      if (!order) throw new AppError('transaction-not-found');
      const base = `/api/v1/dev/sandbox/3ds/${txId}`;
      return c.html(
        sandboxPage(
          'تأكيد الدفع (بيئة تجريبية)',
          [`المبلغ: ${formatMoney(order.amount)}`, 'دي صفحة 3-D Secure تجريبية بدل صفحة البنك.'],
          [
            { action: `${base}/approve`, label: 'تأكيد' },
            { action: `${base}/decline`, label: 'رفض' },
          ],
        ),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/dev/sandbox/3ds/{txId}/{decision}',
      tags: tag,
      summary: 'Pass or fail sandbox 3-D Secure, then back to the return address (local only)',
      request: {
        params: z.object({
          txId: idSchema,
          decision: z.enum(['approve', 'decline'], { error: 'invalid-type' }),
        }),
      },
      responses: { 303: { description: 'To the return handler' } },
    }),
    async (c) => {
      const sandbox = sandboxOf(deps);
      const { txId, decision } = c.req.valid('param');
      const order = sandbox.order(txId);
      if (!order || order.kind === 'voucher' || order.kind === 'wallet')
        throw new AppError('transaction-not-found');
      await sandbox.settle(txId, decision === 'approve' ? 'PAID' : 'FAILED');
      return c.redirect(order.returnUrl, 303);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/dev/sandbox/card-token/{userId}',
      tags: tag,
      summary: 'The sandbox add-card page (local only)',
      request: { params: z.object({ userId: idSchema }) },
      responses: { 200: html },
    }),
    (c) => {
      sandboxOf(deps);
      const { userId } = c.req.valid('param');
      const action = `/api/v1/dev/sandbox/card-token/${userId}`;
      return c.html(
        sandboxPage(
          'إضافة كارت تجريبي',
          ['هيتحفظ كارت تجريبي آخره ⁦1111⁩.'],
          [{ action, label: 'حفظ الكارت' }],
        ),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/dev/sandbox/card-token/{userId}',
      tags: tag,
      summary: 'Save a sandbox test card, then open /card-added (local only)',
      request: { params: z.object({ userId: idSchema }) },
      responses: { 303: { description: 'To /card-added' } },
    }),
    (c) => {
      sandboxOf(deps);
      const { payments, users, clock } = deps;
      const { userId } = c.req.valid('param');
      if (!users.byId(userId)) throw new AppError('user-not-found');
      const token = `sbx_${randomInt(1e9, 1e10 - 1)}`;
      payments.cardTokens.add({
        gateway: 'sandbox',
        userId,
        token,
        lastFour: '1111',
        brand: 'Visa',
        now: clock.now(),
      });
      // Always our own page: a return address from the query string would be an open redirect.
      return c.redirect(`${payments.publicUrl()}/card-added`, 303);
    },
  );

  return app;
}
