import { z } from 'zod';
import { AppError } from '@kalam/shared';
import { json } from '../../../http/openapi.ts';
import { createRouter } from '../../../http/router.ts';
import { handleFawryNotification, OUTCOME_STATUS } from './fawry.webhook.ts';
import { handlePaymobCallback } from './paymob.webhook.ts';
import { defineCall } from '../../../http/call.ts';
import { ANYONE } from '../../../kernel/access.ts';
import type { AppDeps } from '../../../deps.ts';

const ackSchema = z.object({ outcome: z.string() });
const anyJson = {
  body: { content: { 'application/json': { schema: z.looseObject({}) } }, required: true },
};
const responses = {
  200: json(ackSchema, 'Received; `outcome` says what it changed'),
  400: json(ackSchema, 'Not a notification'),
  401: json(ackSchema, 'Signature does not verify'),
};

/**
 * Gateway callbacks (no bearer token: the signature is the authentication) and the browser's
 * return from 3-D Secure or a hosted checkout, which only triggers a status check.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type WebhooksRoutesDeps = Pick<AppDeps, 'clock' | 'config' | 'log' | 'payments'>;

export function webhooksRoutes(deps: WebhooksRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/fawry/webhook',
      tags: ['Payments'],
      summary: 'FawryPay server notification V2',
      request: anyJson,
      responses,
    }),
    (c) => {
      const { config, payments, clock, log } = deps;
      const secureKey = config.payments.fawry?.secureKey;
      if (!secureKey) throw new AppError('not-found');
      const outcome = handleFawryNotification(
        { clock, log, transactions: payments.transactions, settlement: payments.settlement },
        secureKey,
        c.req.valid('json'),
      );
      return c.json({ outcome }, OUTCOME_STATUS[outcome]);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/paymob/webhook',
      tags: ['Payments'],
      summary: 'Paymob transaction processed callback (HMAC-SHA512 in ?hmac=)',
      request: { ...anyJson, query: z.object({ hmac: z.string().optional() }) },
      responses,
    }),
    (c) => {
      const { config, payments, clock, log } = deps;
      const secret = config.payments.paymob?.hmacSecret;
      if (!secret) throw new AppError('not-found');
      const outcome = handlePaymobCallback(
        { clock, log, transactions: payments.transactions, settlement: payments.settlement },
        secret,
        c.req.valid('json'),
        c.req.valid('query').hmac,
      );
      return c.json({ outcome }, OUTCOME_STATUS[outcome]);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/payments/return/{id}',
      tags: ['Payments'],
      summary:
        'Where the gateway sends the browser back; checks the status, then opens the checkout',
      request: { params: z.object({ id: z.string().min(1).max(64) }) },
      responses: { 302: { description: 'To the checkout page, which shows the checked status' } },
    }),
    async (c) => {
      const { payments, log } = deps;
      const { id } = c.req.valid('param');
      // The query string the browser brings is never trusted: only the gateway's answer counts.
      const tx = await payments.service.sync(null, id).catch((error: unknown) => {
        log.info('return status check failed', { transactionId: id, error: String(error) });
        return payments.transactions.byId(id);
      });
      const target = tx ? `/checkout/${tx.planId}/${tx.period}?tx=${tx.id}` : '/payments';
      return c.redirect(target, 302);
    },
  );

  return app;
}
