import { randomInt } from 'node:crypto';
import type { CardTokenDto, Hundredths } from '@kalam/shared';
import {
  GatewayRejected,
  type ChargeOrder,
  type ChargeRequest,
  type ChargeResult,
  type GatewayCustomer,
  type GatewayOrderStatus,
  type GatewayStatus,
  type PaymentGateway,
} from '../../gateway.port.ts';
import type { CardTokensRepository } from '../../transactions/card-tokens.repository.ts';

interface SandboxOrder {
  merchantRefNum: string;
  gatewayRef: string;
  kind: ChargeRequest['kind'];
  amount: Hundredths;
  status: GatewayOrderStatus;
  returnUrl: string;
}

/** What the sandbox tells the payments service, in-process, where a gateway would call back. */
export type SandboxNotify = (update: {
  merchantRefNum: string;
  status: GatewayOrderStatus;
  amount: Hundredths;
}) => Promise<void>;

/**
 * The `local` gateway: no network, the same states as Fawry. A voucher is paid and a wallet
 * request approved or declined by a dev action; a card goes through a small 3-D Secure page
 * served at /api/v1/dev/sandbox/3ds/{txId}. Orders live in memory (a restart lets them expire).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly byReference = new Map<string, string>();
  notify: SandboxNotify = async () => {};

  constructor(
    private readonly publicUrl: () => string,
    private readonly cards: CardTokensRepository,
  ) {}

  async charge(order: ChargeOrder, request: ChargeRequest): Promise<ChargeResult> {
    if (request.kind === 'card' || request.kind === 'installments') {
      if (!this.cards.find('sandbox', order.customer.id, request.cardToken))
        throw new GatewayRejected('card-token', 'unknown card token');
    }
    const gatewayRef = String(randomInt(100_000_000, 999_999_999));
    this.orders.set(order.merchantRefNum, {
      merchantRefNum: order.merchantRefNum,
      gatewayRef,
      kind: request.kind,
      amount: order.amount,
      status: 'NEW',
      returnUrl: order.returnUrl,
    });
    this.byReference.set(gatewayRef, order.merchantRefNum);
    const page = `${this.publicUrl()}/api/v1/dev/sandbox/3ds/${order.merchantRefNum}`;
    switch (request.kind) {
      case 'voucher':
        return { gatewayRef, referenceNumber: gatewayRef };
      case 'wallet':
        return {
          gatewayRef,
          walletQr: request.mobile ? undefined : `sandbox-wallet:${gatewayRef}`,
        };
      default:
        return { gatewayRef, redirectUrl: page };
    }
  }

  order(merchantRefNum: string): SandboxOrder | undefined {
    return this.orders.get(merchantRefNum);
  }

  orderByReference(referenceNumber: string): SandboxOrder | undefined {
    const id = this.byReference.get(referenceNumber);
    return id ? this.orders.get(id) : undefined;
  }

  /** A dev action settles an order; only a NEW order moves, like a real gateway. */
  async settle(
    merchantRefNum: string,
    status: 'PAID' | 'FAILED',
  ): Promise<SandboxOrder | undefined> {
    const order = this.orders.get(merchantRefNum);
    if (!order || order.status !== 'NEW') return order;
    order.status = status;
    await this.notify({ merchantRefNum, status, amount: order.amount });
    return order;
  }

  async status(merchantRefNum: string): Promise<GatewayStatus> {
    const order = this.orders.get(merchantRefNum);
    if (!order) throw new GatewayRejected('9938', 'payment not found');
    return { status: order.status, gatewayRef: order.gatewayRef, orderAmount: order.amount };
  }

  async cancelUnpaid(o: { merchantRefNum: string }): Promise<void> {
    const order = this.orders.get(o.merchantRefNum);
    if (!order) throw new GatewayRejected('9938', 'payment not found');
    if (order.status !== 'NEW')
      throw new GatewayRejected('not-new', 'only an unpaid order can be cancelled');
    order.status = 'CANCELED';
  }

  async refund(o: { merchantRefNum: string }, amount: Hundredths): Promise<void> {
    const order = this.orders.get(o.merchantRefNum);
    // A restart forgets sandbox orders; a refund of such an order is accepted as a real one would be.
    if (!order) return;
    if (order.status !== 'PAID' && order.status !== 'PARTIAL_REFUNDED')
      throw new GatewayRejected('not-paid', 'only a paid order can be refunded');
    order.status = amount >= order.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED';
  }

  async listCardTokens(customerProfileId: string): Promise<CardTokenDto[]> {
    return this.cards.list('sandbox', customerProfileId);
  }

  async deleteCardToken(customerProfileId: string, cardToken: string): Promise<void> {
    if (!this.cards.remove('sandbox', customerProfileId, cardToken))
      throw new GatewayRejected('card-token', 'unknown card token');
  }

  cardTokenUrl(customer: GatewayCustomer, returnUrl: string): string {
    const query = new URLSearchParams({ returnUrl });
    return `${this.publicUrl()}/api/v1/dev/sandbox/card-token/${customer.id}?${query}`;
  }
}
