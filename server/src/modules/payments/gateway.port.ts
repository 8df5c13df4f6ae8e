import type { CardTokenDto, Hundredths } from '@kalam/shared';
import type { PaymentGatewayName } from '../../db/schema/payments.ts';

/** Order status as Fawry spells it; every adapter answers in these words. */
export const GATEWAY_ORDER_STATUSES = [
  'NEW',
  'PAID',
  'CANCELED',
  'REFUNDED',
  'EXPIRED',
  'PARTIAL_REFUNDED',
  'FAILED',
] as const;
export type GatewayOrderStatus = (typeof GATEWAY_ORDER_STATUSES)[number];

export interface GatewayCustomer {
  /** Our user id: Fawry's customerProfileId. */
  id: string;
  name: string;
  email: string;
  /** Local form `01xxxxxxxxx`, or null when the user has no phone. */
  mobile: string | null;
}

export interface ChargeOrder {
  /** Our transaction id, the gateway's merchant reference. */
  merchantRefNum: string;
  customer: GatewayCustomer;
  amount: Hundredths;
  description: string;
  itemId: string;
  expiresAt: number;
  /** The server's clock at the charge (gateways that take a lifetime rather than an instant). */
  now: number;
  webhookUrl: string;
  /** Where 3-D Secure or the hosted checkout sends the browser back (our return handler). */
  returnUrl: string;
}

export type ChargeRequest =
  | { kind: 'voucher' }
  | { kind: 'card'; cardToken: string; cvv: string }
  | { kind: 'wallet'; mobile?: string }
  | { kind: 'installments'; cardToken: string; cvv: string; installmentPlanId: string }
  | { kind: 'checkout' };

export interface ChargeResult {
  gatewayRef?: string;
  /** The gateway's order id its signed callbacks carry (Paymob `intention_order_id`). */
  gatewayOrderId?: string;
  referenceNumber?: string;
  redirectUrl?: string;
  walletQr?: string;
}

export interface GatewayStatus {
  status: GatewayOrderStatus;
  gatewayRef?: string;
  /** What the gateway says was charged for the order, in hundredths. */
  orderAmount?: Hundredths;
}

/**
 * The gateway port. A definitive refusal throws `GatewayRejected`; a timeout or a network fault
 * throws `GatewayUnavailable` (the order may exist on the gateway: sync settles it later).
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  charge(order: ChargeOrder, request: ChargeRequest): Promise<ChargeResult>;
  /** Null when this gateway offers no status lookup (the notification is the source). */
  status(merchantRefNum: string): Promise<GatewayStatus | null>;
  cancelUnpaid(order: { merchantRefNum: string; gatewayRef: string | null }): Promise<void>;
  refund(
    order: { gatewayRef: string | null; merchantRefNum: string },
    amount: Hundredths,
    reason?: string,
  ): Promise<void>;
  listCardTokens(customerProfileId: string): Promise<CardTokenDto[]>;
  deleteCardToken(customerProfileId: string, cardToken: string): Promise<void>;
  cardTokenUrl(customer: GatewayCustomer, returnUrl: string): string;
}

export class GatewayRejected extends Error {
  constructor(
    readonly gatewayCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRejected';
  }
}

export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}
