import type { GatewayOrderStatus } from '../gateway.port.ts';
import { signaturesEqual } from '../signatures/constant-time.ts';
import { paymobHmac } from '../signatures/paymob-hmac.ts';
import { newId } from '../../../lib/ids.ts';
import type { WebhookDeps, WebhookOutcome } from './fawry.webhook.ts';

type Json = Record<string, unknown>;

/** Paymob's transaction flags to the gateway vocabulary; a pending one changes nothing. */
function statusOf(obj: Json): GatewayOrderStatus | null {
  if (obj.is_refunded === true) return 'REFUNDED';
  if (obj.is_voided === true) return 'CANCELED';
  if (obj.pending === true) return null;
  return obj.success === true ? 'PAID' : 'FAILED';
}

/** The merchant reference we gave the intention (special_reference), wherever Paymob puts it. */
function merchantRef(obj: Json): string | null {
  const order = obj.order as Json | undefined;
  const candidates = [order?.merchant_order_id, obj.special_reference, order?.special_reference];
  const found = candidates.find((v) => typeof v === 'string' && v.length > 0);
  return (found as string | undefined) ?? null;
}

/** Paymob's transaction processed callback, `{ type: 'TRANSACTION', obj }` with `?hmac=`. */
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
  const ref = merchantRef(obj);
  const tx = ref ? deps.transactions.byId(ref) : undefined;
  if (!tx || tx.gateway !== 'paymob') return reject('unknown-order');
  const eventKey = `${String(obj.id)}:${expected}`;
  if (deps.transactions.eventsFor(tx.id).some((e) => e.eventKey === eventKey)) return 'replay';
  const status = statusOf(obj);
  const amount = Number(obj.amount_cents);
  let outcome: WebhookOutcome = 'unchanged';
  if (status === 'PAID' && amount !== tx.amount) return reject('amount-mismatch', tx.id);
  if (status) {
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
