import { createHash } from 'node:crypto';
import { toDecimalString, type Hundredths } from '@kalam/shared';

/**
 * Every FawryPay signature (PAYMENTS-NOTES): lowercase hex SHA-256 of the fields concatenated
 * without separators; amounts with two decimals; a missing optional field adds "".
 * Pure functions, so each formula is tested against its documented field order.
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const join = (...parts: (string | undefined | null)[]) => parts.map((p) => p ?? '').join('');

export interface FawryKeys {
  merchantCode: string;
  secureKey: string;
}

/** PAYATFAWRY (and the other non-card methods that share it): … + paymentMethod + amount. */
export function chargeSignature(
  k: FawryKeys,
  f: {
    merchantRefNum: string;
    customerProfileId: string;
    paymentMethod: string;
    amount: Hundredths;
  },
): string {
  return sha256Hex(
    join(
      k.merchantCode,
      f.merchantRefNum,
      f.customerProfileId,
      f.paymentMethod,
      toDecimalString(f.amount),
      k.secureKey,
    ),
  );
}

/** Card token charge; with 3-D Secure the cvv and returnUrl follow the token. */
export function cardTokenChargeSignature(
  k: FawryKeys,
  f: {
    merchantRefNum: string;
    customerProfileId: string;
    amount: Hundredths;
    cardToken: string;
    threeDS?: { cvv: string; returnUrl: string };
  },
): string {
  return sha256Hex(
    join(
      k.merchantCode,
      f.merchantRefNum,
      f.customerProfileId,
      'CARD',
      toDecimalString(f.amount),
      f.cardToken,
      f.threeDS?.cvv,
      f.threeDS?.returnUrl,
      k.secureKey,
    ),
  );
}

/** Mobile wallet: the wallet number is signed for request-to-pay; the QR variant leaves it out. */
export function walletChargeSignature(
  k: FawryKeys,
  f: {
    merchantRefNum: string;
    customerProfileId: string;
    amount: Hundredths;
    debitMobileWalletNo?: string;
  },
): string {
  return sha256Hex(
    join(
      k.merchantCode,
      f.merchantRefNum,
      f.customerProfileId,
      'MWALLET',
      toDecimalString(f.amount),
      f.debitMobileWalletNo,
      k.secureKey,
    ),
  );
}

export function statusV2Signature(k: FawryKeys, merchantRefNumber: string): string {
  return sha256Hex(join(k.merchantCode, merchantRefNumber, k.secureKey));
}

export function refundSignature(
  k: FawryKeys,
  f: { referenceNumber: string; refundAmount: Hundredths; reason?: string },
): string {
  return sha256Hex(
    join(k.merchantCode, f.referenceNumber, toDecimalString(f.refundAmount), f.reason, k.secureKey),
  );
}

export function listCardTokensSignature(k: FawryKeys, customerProfileId: string): string {
  return sha256Hex(join(k.merchantCode, customerProfileId, k.secureKey));
}

export function deleteCardTokenSignature(
  k: FawryKeys,
  f: { customerProfileId: string; cardToken: string },
): string {
  return sha256Hex(join(k.merchantCode, f.customerProfileId, f.cardToken, k.secureKey));
}

/**
 * Fawry's documentation contradicts itself on this order (its table: orderRefNo first; its own
 * examples: merchantAccount first). The one place to switch it; decision 072.
 */
export const CANCEL_UNPAID_ORDER_FIELD_ORDER: readonly (
  'orderRefNo' | 'merchantAccount' | 'lang'
)[] = ['orderRefNo', 'merchantAccount', 'lang'];

export function cancelUnpaidOrderSignature(
  k: FawryKeys,
  f: { orderRefNo: string; lang: string },
): string {
  const values = { orderRefNo: f.orderRefNo, merchantAccount: k.merchantCode, lang: f.lang };
  return sha256Hex(
    join(...CANCEL_UNPAID_ORDER_FIELD_ORDER.map((name) => values[name]), k.secureKey),
  );
}

/** Fawry sends amounts as JSON numbers (840.0): two decimals before hashing. */
export function formatNotificationAmount(value: number | string): string {
  const hundredths = Math.round(Number(value) * 100);
  return toDecimalString(hundredths);
}

export interface FawryNotificationFields {
  fawryRefNumber: string | number;
  merchantRefNumber: string;
  paymentAmount: number | string;
  orderAmount: number | string;
  orderStatus: string;
  paymentMethod: string;
  paymentRefrenceNumber?: string | number | null;
}

/**
 * Server notification V2. The vector copied around public repositories leaves merchantRefNumber
 * out; the documented list includes it (PAYMENTS-NOTES).
 */
export function notificationV2Signature(secureKey: string, f: FawryNotificationFields): string {
  return sha256Hex(
    join(
      String(f.fawryRefNumber),
      f.merchantRefNumber,
      formatNotificationAmount(f.paymentAmount),
      formatNotificationAmount(f.orderAmount),
      f.orderStatus,
      f.paymentMethod,
      f.paymentRefrenceNumber == null ? '' : String(f.paymentRefrenceNumber),
      secureKey,
    ),
  );
}
