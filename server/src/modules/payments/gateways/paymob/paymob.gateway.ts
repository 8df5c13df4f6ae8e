import type { CardTokenDto } from '@kalam/shared';
import {
  GatewayRejected,
  type ChargeOrder,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from '../../gateway.port.ts';
import { callJson } from '../http-json.ts';

export interface PaymobSettings {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
}

export const PAYMOB_PATHS = { intention: '/v1/intention/', checkout: '/unifiedcheckout/' } as const;

/**
 * Paymob's intention API and unified checkout. Paymob hosts the card form and 3-D Secure; the
 * transaction callback (HMAC-SHA512) is the source of truth, so `status` answers null.
 */
export class PaymobGateway implements PaymentGateway {
  readonly name = 'paymob' as const;

  constructor(private readonly settings: PaymobSettings) {}

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/$/, '')}${path}`;
  }

  async charge(order: ChargeOrder, request: ChargeRequest): Promise<ChargeResult> {
    if (request.kind !== 'checkout')
      throw new GatewayRejected('unsupported', 'Paymob is used through its hosted checkout only');
    const [first, ...rest] = order.customer.name.split(/\s+/);
    const body = {
      amount: order.amount,
      currency: 'EGP',
      payment_methods: this.settings.integrationIds,
      items: [
        {
          name: order.description,
          amount: order.amount,
          description: order.description,
          quantity: 1,
        },
      ],
      billing_data: {
        first_name: first || 'NA',
        last_name: rest.join(' ') || 'NA',
        email: order.customer.email,
        phone_number: order.customer.mobile ?? 'NA',
      },
      special_reference: order.merchantRefNum,
      expiration: Math.max(60, Math.round((order.expiresAt - order.now) / 1000)),
      notification_url: order.webhookUrl,
      redirection_url: order.returnUrl,
    };
    const { status, body: answer } = await callJson(this.url(PAYMOB_PATHS.intention), {
      method: 'POST',
      headers: { authorization: `Token ${this.settings.secretKey}` },
      body,
    });
    const a = (answer ?? {}) as Record<string, unknown>;
    if (status >= 300 || typeof a.client_secret !== 'string')
      throw new GatewayRejected(
        String(status),
        `intention refused: ${JSON.stringify(a.detail ?? a)}`,
      );
    // The callback names its order only by `order.id` (signed); without it no callback could
    // ever be matched to this checkout, so an intention without one is a refusal.
    if (typeof a.intention_order_id !== 'number' && typeof a.intention_order_id !== 'string')
      throw new GatewayRejected('no-order-id', 'intention answered without intention_order_id');
    const query = new URLSearchParams({
      publicKey: this.settings.publicKey,
      clientSecret: a.client_secret,
    });
    return {
      gatewayRef: a.id == null ? undefined : String(a.id),
      gatewayOrderId: String(a.intention_order_id),
      redirectUrl: `${this.url(PAYMOB_PATHS.checkout)}?${query}`,
    };
  }

  async status(): Promise<null> {
    return null;
  }

  async cancelUnpaid(): Promise<void> {
    // An unpaid intention simply lapses at its expiration; nothing to call.
  }

  async refund(): Promise<void> {
    throw new GatewayRejected('unsupported', 'Paymob refunds are made in the Paymob dashboard');
  }

  async listCardTokens(): Promise<CardTokenDto[]> {
    return [];
  }

  async deleteCardToken(): Promise<void> {
    throw new GatewayRejected('unsupported', 'Paymob keeps no card tokens for us');
  }

  cardTokenUrl(): string {
    throw new GatewayRejected('unsupported', 'Paymob keeps no card tokens for us');
  }
}
