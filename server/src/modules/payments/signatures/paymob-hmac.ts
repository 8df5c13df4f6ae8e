import { createHmac } from 'node:crypto';

/** The fields of Paymob's transaction callback HMAC, in Paymob's documented order. */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function pick(object: unknown, path: string): unknown {
  let value: unknown = object;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  // `order` arrives either as an object or as its bare id.
  if (path === 'order.id' && value === undefined) {
    const order = (object as Record<string, unknown> | null)?.order;
    if (typeof order === 'number' || typeof order === 'string') return order;
  }
  return value;
}

/** Values concatenated as Paymob does: booleans as true/false, missing as "". */
export function paymobHmacMessage(transaction: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((field) => {
    const value = pick(transaction, field);
    return value === undefined || value === null ? '' : String(value);
  }).join('');
}

export function paymobHmacOfMessage(secret: string, message: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

export function paymobHmac(secret: string, transaction: unknown): string {
  return paymobHmacOfMessage(secret, paymobHmacMessage(transaction));
}
