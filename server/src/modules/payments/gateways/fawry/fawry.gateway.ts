import { toDecimalString, type CardTokenDto, type Hundredths } from '@kalam/shared';
import {
  GATEWAY_ORDER_STATUSES,
  GatewayRejected,
  type ChargeOrder,
  type ChargeRequest,
  type ChargeResult,
  type GatewayCustomer,
  type GatewayOrderStatus,
  type GatewayStatus,
  type PaymentGateway,
} from '../../gateway.port.ts';
import {
  cancelUnpaidOrderSignature,
  cardTokenChargeSignature,
  chargeSignature,
  deleteCardTokenSignature,
  listCardTokensSignature,
  notificationV2Signature,
  refundSignature,
  statusV2Signature,
  walletChargeSignature,
  type FawryKeys,
} from '../../signatures/fawry-signatures.ts';
import { signaturesEqual } from '../../signatures/constant-time.ts';
import { fawryNotificationSchema } from '../../webhooks/fawry.webhook.ts';
import { callJson } from '../http-json.ts';

export interface FawrySettings extends FawryKeys {
  baseUrl: string;
}

export const FAWRY_PATHS = {
  charge: '/ECommerceWeb/Fawry/payments/charge',
  walletCharge: '/ECommerceWeb/api/payments/charge',
  status: '/ECommerceWeb/Fawry/payments/status/v2',
  refund: '/ECommerceWeb/Fawry/payments/refund',
  cancelUnpaid: '/ECommerceWeb/api/orders/cancel-unpaid-order',
  cardTokens: '/ECommerceWeb/Fawry/cards/cardToken',
  cardTokenPage: '/atfawry/plugin/card-token',
} as const;

const LANGUAGE = 'ar-eg';

type Json = Record<string, unknown>;

/** Fawry answers HTTP 200 with its own statusCode in the body; only 200 there is success. */
function ensureOk(body: unknown, what: string): Json {
  const b = (body ?? {}) as Json;
  const code = String(b.statusCode ?? b.code ?? '');
  if (code !== '200')
    throw new GatewayRejected(
      code || 'no-status',
      `${what}: ${String(b.statusDescription ?? b.description ?? 'refused')}`,
    );
  return b;
}

/** FawryPay server-to-server adapter (PAYMENTS-NOTES); every call is signed. */
export class FawryGateway implements PaymentGateway {
  readonly name = 'fawry' as const;

  constructor(private readonly settings: FawrySettings) {}

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/$/, '')}${path}`;
  }

  async charge(order: ChargeOrder, request: ChargeRequest): Promise<ChargeResult> {
    const k = this.settings;
    const base = {
      merchantCode: k.merchantCode,
      merchantRefNum: order.merchantRefNum,
      customerProfileId: order.customer.id,
      customerName: order.customer.name,
      customerMobile: order.customer.mobile ?? undefined,
      customerEmail: order.customer.email,
      amount: toDecimalString(order.amount),
      currencyCode: 'EGP',
      language: LANGUAGE,
      description: order.description,
      chargeItems: [
        {
          itemId: order.itemId,
          description: order.description,
          price: toDecimalString(order.amount),
          quantity: 1,
        },
      ],
      paymentExpiry: order.expiresAt,
      orderWebHookUrl: order.webhookUrl,
    };
    const ids = {
      merchantRefNum: order.merchantRefNum,
      customerProfileId: order.customer.id,
      amount: order.amount,
    };
    let path: string = FAWRY_PATHS.charge;
    let body: Json;
    switch (request.kind) {
      case 'voucher':
        body = {
          ...base,
          paymentMethod: 'PAYATFAWRY',
          signature: chargeSignature(k, { ...ids, paymentMethod: 'PAYATFAWRY' }),
        };
        break;
      case 'card':
      case 'installments': {
        const signature = cardTokenChargeSignature(k, {
          ...ids,
          cardToken: request.cardToken,
          threeDS: { cvv: request.cvv, returnUrl: order.returnUrl },
        });
        body = {
          ...base,
          paymentMethod: 'CARD',
          cardToken: request.cardToken,
          cvv: request.cvv,
          enable3DS: true,
          returnUrl: order.returnUrl,
          signature,
          ...(request.kind === 'installments'
            ? { installmentPlanId: request.installmentPlanId }
            : {}),
        };
        break;
      }
      case 'wallet':
        path = FAWRY_PATHS.walletCharge;
        body = {
          ...base,
          paymentMethod: 'MWALLET',
          ...(request.mobile ? { debitMobileWalletNo: request.mobile } : {}),
          signature: walletChargeSignature(k, { ...ids, debitMobileWalletNo: request.mobile }),
        };
        break;
      case 'checkout':
        throw new GatewayRejected(
          'unsupported',
          'Fawry has no hosted checkout in this integration',
        );
    }
    const { body: answer } = await callJson(this.url(path), { method: 'POST', body });
    const ok = ensureOk(answer, 'charge');
    const nextAction = ok.nextAction as Json | undefined;
    return {
      gatewayRef: ok.referenceNumber == null ? undefined : String(ok.referenceNumber),
      referenceNumber:
        request.kind === 'voucher' && ok.referenceNumber != null
          ? String(ok.referenceNumber)
          : undefined,
      redirectUrl: typeof nextAction?.redirectUrl === 'string' ? nextAction.redirectUrl : undefined,
      walletQr: typeof ok.walletQr === 'string' ? ok.walletQr : undefined,
    };
  }

  async status(merchantRefNum: string): Promise<GatewayStatus> {
    const k = this.settings;
    const query = new URLSearchParams({
      merchantCode: k.merchantCode,
      merchantRefNumber: merchantRefNum,
      signature: statusV2Signature(k, merchantRefNum),
    });
    const { body } = await callJson(`${this.url(FAWRY_PATHS.status)}?${query}`, { method: 'GET' });
    const ok = ensureOk(body, 'status');
    const status = String(ok.orderStatus ?? '') as GatewayOrderStatus;
    if (!GATEWAY_ORDER_STATUSES.includes(status))
      throw new GatewayRejected('bad-status', `status: unknown order status ${status}`);
    // The answer is signed like a notification V2; only a verified one may move money, and
    // only for the order we asked about (decision 150).
    const signed = fawryNotificationSchema.safeParse(ok);
    if (
      !signed.success ||
      signed.data.merchantRefNumber !== merchantRefNum ||
      !signaturesEqual(
        notificationV2Signature(k.secureKey, signed.data),
        signed.data.messageSignature,
      )
    )
      throw new GatewayRejected('bad-signature', 'status: answer signature does not verify');
    return {
      status,
      gatewayRef: String(signed.data.fawryRefNumber),
      orderAmount: Math.round(Number(signed.data.orderAmount) * 100),
    };
  }

  async cancelUnpaid(order: { merchantRefNum: string; gatewayRef: string | null }): Promise<void> {
    const k = this.settings;
    if (!order.gatewayRef) throw new GatewayRejected('9944', 'cancel: no Fawry reference number');
    const body = {
      merchantAccount: k.merchantCode,
      orderRefNo: order.gatewayRef,
      lang: LANGUAGE,
      signature: cancelUnpaidOrderSignature(k, { orderRefNo: order.gatewayRef, lang: LANGUAGE }),
    };
    const { body: answer } = await callJson(this.url(FAWRY_PATHS.cancelUnpaid), {
      method: 'POST',
      body,
    });
    ensureOk(answer, 'cancel-unpaid-order');
  }

  async refund(
    order: { gatewayRef: string | null },
    amount: Hundredths,
    reason?: string,
  ): Promise<void> {
    const k = this.settings;
    if (!order.gatewayRef) throw new GatewayRejected('9944', 'refund: no Fawry reference number');
    const body = {
      merchantCode: k.merchantCode,
      referenceNumber: order.gatewayRef,
      refundAmount: toDecimalString(amount),
      ...(reason ? { reason } : {}),
      signature: refundSignature(k, {
        referenceNumber: order.gatewayRef,
        refundAmount: amount,
        reason,
      }),
    };
    const { body: answer } = await callJson(this.url(FAWRY_PATHS.refund), { method: 'POST', body });
    ensureOk(answer, 'refund');
  }

  async listCardTokens(customerProfileId: string): Promise<CardTokenDto[]> {
    const k = this.settings;
    const query = new URLSearchParams({
      merchantCode: k.merchantCode,
      customerProfileId,
      signature: listCardTokensSignature(k, customerProfileId),
    });
    const { body } = await callJson(`${this.url(FAWRY_PATHS.cardTokens)}?${query}`, {
      method: 'GET',
    });
    const ok = ensureOk(body, 'list card tokens');
    const cards = Array.isArray(ok.cards) ? (ok.cards as Json[]) : [];
    return cards.map((c) => ({
      token: String(c.token ?? ''),
      lastFour: String(c.lastFourDigits ?? ''),
      brand: String(c.brand ?? ''),
    }));
  }

  async deleteCardToken(customerProfileId: string, cardToken: string): Promise<void> {
    const k = this.settings;
    const query = new URLSearchParams({
      merchantCode: k.merchantCode,
      customerProfileId,
      cardToken,
      signature: deleteCardTokenSignature(k, { customerProfileId, cardToken }),
    });
    const { body } = await callJson(`${this.url(FAWRY_PATHS.cardTokens)}?${query}`, {
      method: 'DELETE',
    });
    ensureOk(body, 'delete card token');
  }

  /** Fawry's hosted add-card page; the card number never touches our server. */
  cardTokenUrl(customer: GatewayCustomer, returnUrl: string): string {
    const query = new URLSearchParams({
      accNo: this.settings.merchantCode,
      customerProfileId: customer.id,
      ...(customer.mobile ? { customerMobile: customer.mobile } : {}),
      customerEmail: customer.email,
      returnUrl,
      locale: 'ar',
    });
    return `${this.url(FAWRY_PATHS.cardTokenPage)}?${query}`;
  }
}
