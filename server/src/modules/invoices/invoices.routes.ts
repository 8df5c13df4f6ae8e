import { z } from 'zod';
import { AppError, idSchema, invoiceDtoSchema, invoiceCalls, isAdmin } from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { fromCall } from '../../http/from-call.ts';
import { createRouter } from '../../http/router.ts';
import { callerOf, defineCall } from '../../http/call.ts';
import { validationError } from '../../kernel/validation.ts';
import { RECEIPT_FORM } from '../assets/index.ts';
import type { AppDeps } from '../../deps.ts';
import { INVOICES_ACCESS } from './invoices.access.ts';
import type { InvoiceChange } from './invoices.service.ts';

const idParams = z.object({ id: idSchema });

/** Withdrawal requests per tutor per hour (a typo loop, not a business limit). */
const REQUESTS_PER_HOUR = 30;

/** What these calls use of the composition: their own service, receipts, the limiter. */
export type InvoicesRoutesDeps = Pick<AppDeps, 'invoicesService' | 'assetsService' | 'limiter'>;

export function invoicesRoutes(deps: InvoicesRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(invoiceCalls.create, 'The withdrawal request', 400, 401, 403, 409, 429),
      access: INVOICES_ACCESS['POST /invoice'],
      tags: ['Invoice'],
      summary:
        'A tutor asks to withdraw part of their available balance (Wallet, Bank or InstaPay)',
    }),
    (c) => {
      const caller = callerOf(c);
      deps.limiter.hit(`invoice:${caller.id}`, REQUESTS_PER_HOUR, 60 * 60_000);
      return c.json(deps.invoicesService.create(caller, c.req.valid('json')), 201);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(invoiceCalls.list, 'Requests', 400, 401, 403),
      access: INVOICES_ACCESS['GET /invoice'],
      tags: ['Invoice'],
      summary: "Withdrawal requests, newest first: a tutor's own; admins filter everyone's",
    }),
    (c) => c.json(deps.invoicesService.list(callerOf(c), c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(invoiceCalls.stats, 'Balance', 400, 401, 403, 404),
      access: INVOICES_ACCESS['GET /invoice/stats/{id}'],
      tags: ['Invoice'],
      summary: "A tutor's earned, paid, pending and available money (the tutor or admins)",
    }),
    (c) => c.json(deps.invoicesService.stats(c.req.valid('param').id), 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(invoiceCalls.ledger, 'Ledger entries', 400, 401, 403, 404),
      access: INVOICES_ACCESS['GET /invoice/ledger/{id}'],
      tags: ['Invoice'],
      summary: "A tutor's ledger, newest first: earnings per lesson, holds, releases, payouts",
    }),
    (c) => c.json(deps.invoicesService.ledger(c.req.valid('param').id, c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      access: INVOICES_ACCESS['PUT /invoice/{id}/with/asset'],
      audit: {
        entity: 'invoice',
        id: (i) => i.param('id'),
        read: (id) => deps.invoicesService.read(id),
      },
      method: 'put',
      path: '/invoice/{id}/with/asset',
      tags: ['Invoice'],
      summary:
        'Change a request: the tutor asks to cancel or update; admins approve, cancel, reject, ' +
        'fulfil (multipart, with the `receipt` image or PDF) or set the note',
      request: {
        params: idParams,
        // Documented only: a multipart body streams to disk, so no validator may read it first.
        body: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object' } },
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['action'],
                properties: {
                  action: { type: 'string' },
                  note: { type: 'string' },
                  receipt: {
                    type: 'string',
                    format: 'binary',
                    description: 'JPG, PNG, GIF or PDF',
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        200: json(invoiceDtoSchema, 'The request'),
        ...errors(400, 401, 403, 404, 409, 413),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      const { invoicesService, assetsService } = deps;
      const type = c.req.header('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        // A receipt is an admin's (fulfil): anyone else is refused before a byte of it is read.
        if (!isAdmin(caller.role)) throw new AppError('forbidden');
        const form = await assetsService.receive(c.req.raw, {
          ...RECEIPT_FORM,
          fields: ['action', 'note'],
        });
        return assetsService.consume(form, async () => {
          const fields = { ...form.fields, note: form.fields.note || undefined };
          const change = parseChange(fields);
          const receipt = form.files.find((f) => f.field === 'receipt');
          return c.json(await invoicesService.change(caller, id, change, receipt), 200);
        });
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new AppError('bad-request');
      }
      return c.json(await invoicesService.change(caller, id, parseChange(body)), 200);
    },
  );

  return app;
}

function parseChange(body: unknown): InvoiceChange {
  const parsed = invoiceCalls.change.body.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
