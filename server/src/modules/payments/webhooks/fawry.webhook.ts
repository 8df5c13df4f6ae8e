import { z } from 'zod';
import type { Clock } from '../../../kernel/clock.ts';
import type { Logger } from '../../../kernel/logger.ts';
import { GATEWAY_ORDER_STATUSES } from '../gateway.port.ts';
import { signaturesEqual } from '../signatures/constant-time.ts';
import { notificationV2Signature } from '../signatures/fawry-signatures.ts';
import type { Settlement } from '../settlement.ts';
import type { TransactionsRepository } from '../transactions/transactions.repository.ts';
import { newId } from '../../../kernel/ids.ts';

const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]);

/** Server notification V2: the fields we sign over and act on (others are ignored). */
export const fawryNotificationSchema = z.object({
  fawryRefNumber: z.union([z.string(), z.number()]),
  merchantRefNumber: z.string().min(1),
  paymentAmount: amount,
  orderAmount: amount,
  orderStatus: z.string(),
  paymentMethod: z.string(),
  paymentRefrenceNumber: z.union([z.string(), z.number()]).nullish(),
  messageSignature: z.string(),
});

export type WebhookOutcome =
  | 'processed'
  | 'unchanged'
  | 'replay'
  | 'bad-signature'
  | 'malformed'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'attempt';

/**
 * What each outcome answers Fawry (decision 074): 200 for everything that came from Fawry,
 * since retrying cannot change it; 401 for a bad signature (not Fawry, or our key is wrong and a
 * retry after the fix is welcome); 400 for a body that is not a notification.
 */
export const OUTCOME_STATUS: Record<WebhookOutcome, 200 | 400 | 401> = {
  processed: 200,
  unchanged: 200,
  replay: 200,
  'unknown-order': 200,
  'amount-mismatch': 200,
  'currency-mismatch': 200,
  attempt: 200,
  'bad-signature': 401,
  malformed: 400,
};

export interface WebhookDeps {
  clock: Clock;
  log: Logger;
  transactions: TransactionsRepository;
  settlement: Settlement;
}

export function handleFawryNotification(
  deps: WebhookDeps,
  secureKey: string,
  body: unknown,
): WebhookOutcome {
  const parsed = fawryNotificationSchema.safeParse(body);
  const now = deps.clock.now();
  const reject = (outcome: WebhookOutcome, transactionId: string | null = null) => {
    // Unverified or refused events are kept for reconciliation under a key nothing can collide with.
    deps.transactions.recordEvent({
      gateway: 'fawry',
      eventKey: `rejected:${newId()}`,
      transactionId,
      outcome,
      now,
    });
    deps.log.info('fawry notification refused', { outcome, transactionId });
    return outcome;
  };
  if (!parsed.success) return reject('malformed');
  const n = parsed.data;
  const expected = notificationV2Signature(secureKey, n);
  if (!signaturesEqual(expected, n.messageSignature)) return reject('bad-signature');
  const eventKey = `${n.merchantRefNumber}:${n.orderStatus}:${expected}`;
  const tx = deps.transactions.byId(n.merchantRefNumber);
  if (!tx || tx.gateway !== 'fawry') return reject('unknown-order');
  if (deps.transactions.eventsFor(tx.id).some((e) => e.eventKey === eventKey)) return 'replay';
  const status = GATEWAY_ORDER_STATUSES.find((s) => s === n.orderStatus);
  const orderAmount = Math.round(Number(n.orderAmount) * 100);
  const paymentAmount = Math.round(Number(n.paymentAmount) * 100);
  let outcome: WebhookOutcome = 'unchanged';
  if (status === 'PAID' && (orderAmount !== tx.amount || paymentAmount < tx.amount))
    outcome = 'amount-mismatch';
  else if (status) {
    if (!tx.gatewayRef) deps.transactions.update(tx.id, { gatewayRef: String(n.fawryRefNumber) });
    const result = deps.settlement.apply(tx, status, orderAmount);
    outcome =
      result === 'changed'
        ? 'processed'
        : result === 'amount-mismatch'
          ? 'amount-mismatch'
          : 'unchanged';
  }
  if (outcome === 'amount-mismatch') return reject(outcome, tx.id);
  deps.transactions.recordEvent({ gateway: 'fawry', eventKey, transactionId: tx.id, outcome, now });
  return outcome;
}
