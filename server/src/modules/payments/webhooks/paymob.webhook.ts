import type { GatewayOrderStatus } from '../gateway.port.ts';
import { signaturesEqual } from '../signatures/constant-time.ts';
import { paymobHmac } from '../signatures/paymob-hmac.ts';
import { newId } from '../../../kernel/ids.ts';
import type { WebhookDeps, WebhookOutcome } from './fawry.webhook.ts';

type Json = Record<string, unknown>;

/**
 * Paymob's transaction flags to the gateway vocabulary; a pending one changes nothing. A void
 * (CANCELED) ends an unpaid order and refunds a paid one in full.
 */
function statusOf(obj: Json): GatewayOrderStatus | null {
  if (obj.is_refunded === true) return 'REFUNDED';
  if (obj.is_voided === true) return 'CANCELED';
  if (obj.pending === true) return null;
  return obj.success === true ? 'PAID' : 'FAILED';
}

/** `order.id`, the one signed field that names the order (`order` may also be the bare id). */
function signedOrderId(obj: Json): string | null {
  const order = obj.order;
  const id = order !== null && typeof order === 'object' ? (order as Json).id : order;
  return typeof id === 'number' || (typeof id === 'string' && id.length > 0) ? String(id) : null;
}

/**
 * Paymob's transaction processed callback, `{ type: 'TRANSACTION', obj }` with `?hmac=`.
 * Only fields the HMAC covers decide anything (decision 150): `order.id` chooses our order,
 * `amount_cents` and `currency` must match it, `success`/`pending`/`is_voided`/`is_refunded`
 * say what happened. `merchant_order_id`, `special_reference` and the rest are never read.
 */
export function handlePaymobCallback(
  deps: WebhookDeps,
  hmacSecret: string,
  body: unknown,
  hmac: string | undefined,
): WebhookOutcome {
  const now = deps.clock.now();
  const reject = (outcome: WebhookOutcome, transactionId: string | null = null) => {
    deps.transactions.recordEvent({
      gateway: 'paymob',
      eventKey: `rejected:${newId()}`,
      transactionId,
      outcome,
      now,
    });
    deps.log.info('paymob callback refused', { outcome, transactionId });
    return outcome;
  };
  const obj = (body as Json | null)?.obj as Json | undefined;
  if (!obj || typeof obj !== 'object' || obj.id === undefined) return reject('malformed');
  const expected = paymobHmac(hmacSecret, obj);
  if (!signaturesEqual(expected, hmac)) return reject('bad-signature');
  const orderId = signedOrderId(obj);
  const tx = orderId ? deps.transactions.byGatewayOrderId('paymob', orderId) : undefined;
  if (!tx) return reject('unknown-order');
  const eventKey = `${String(obj.id)}:${expected}`;
  if (deps.transactions.eventsFor(tx.id).some((e) => e.eventKey === eventKey)) return 'replay';
  if (obj.currency !== 'EGP') return reject('currency-mismatch', tx.id);
  const status = statusOf(obj);
  const amount = Number(obj.amount_cents);
  let outcome: WebhookOutcome = 'unchanged';
  if (status === 'PAID' && amount !== tx.amount) return reject('amount-mismatch', tx.id);
  if (status === 'FAILED' && now < tx.expiresAt) {
    // The hosted checkout takes another card on the same order: a decline is one attempt.
    outcome = deps.settlement.recordAttempt(tx) ? 'attempt' : 'unchanged';
  } else if (status === 'CANCELED' && tx.status !== 'New') {
    // A void reverses a paid transaction the same day: the whole amount goes back, a refund.
    const result = deps.settlement.apply(tx, 'REFUNDED');
    outcome = result === 'changed' ? 'processed' : 'unchanged';
  } else if (status === 'REFUNDED' && amount < tx.amount) {
    const result = deps.settlement.apply(tx, 'PARTIAL_REFUNDED', undefined, amount);
    outcome = result === 'changed' ? 'processed' : 'unchanged';
  } else if (status) {
    const result = deps.settlement.apply(tx, status, status === 'PAID' ? amount : undefined);
    outcome = result === 'changed' ? 'processed' : 'unchanged';
  }
  deps.transactions.recordEvent({
    gateway: 'paymob',
    eventKey,
    transactionId: tx.id,
    outcome,
    now,
  });
  return outcome;
}
