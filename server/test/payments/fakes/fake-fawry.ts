import { createHash } from 'node:crypto';
import { postJson, startFakeHttp, type FakeRequest } from './fake-http.ts';

export const FAWRY_TEST_KEYS = {
  merchantCode: '1tSa6uxz2nTwlaAmt38enA==',
  secureKey: '259af31fc2f74453b3a55739b21ae9ef',
};

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const money = /^\d+\.\d{2}$/;

interface Order {
  merchantRefNum: string;
  referenceNumber: string;
  amount: string;
  paymentMethod: string;
  customerProfileId: string;
  status: string;
  refunded: number;
}

/**
 * A FawryPay stand-in on loopback. It recomputes every signature from the documented formulas
 * (not from our code), checks the fields we send, answers with Fawry's status codes and sends
 * signed server notifications V2 to our webhook. Each violation is kept for the test to assert.
 */
export class FakeFawry {
  readonly orders = new Map<string, Order>();
  readonly cards = new Map<string, { token: string; lastFourDigits: string; brand: string }[]>();
  readonly violations: string[] = [];
  /** Fields a test tampers with in the next status answers (after signing). */
  statusOverrides: Record<string, unknown> = {};
  readonly calls: { path: string; body: any }[] = [];
  webhookUrl = '';
  /** The next charge creates the order, then the connection drops before any answer. */
  dropNextCharge = false;
  private next = 900_000_000;
  private http!: Awaited<ReturnType<typeof startFakeHttp>>;
  url = '';

  async start(): Promise<this> {
    this.http = await startFakeHttp((req, res) => {
      this.calls.push({ path: req.path, body: req.body });
      const answer = this.route(req);
      if (answer === 'drop') {
        res.socket?.destroy();
        return undefined;
      }
      return answer;
    });
    this.url = this.http.url;
    return this;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private fail(code: number, why: string) {
    this.violations.push(`${code}: ${why}`);
    return { statusCode: code, statusDescription: why };
  }

  private check(condition: boolean, why: string): void {
    if (!condition) this.violations.push(why);
  }

  private route(req: FakeRequest): unknown {
    const { merchantCode: M, secureKey: K } = FAWRY_TEST_KEYS;
    const b = req.body ?? {};
    const q = req.query;
    if (
      req.method === 'POST' &&
      (req.path === '/ECommerceWeb/Fawry/payments/charge' ||
        req.path === '/ECommerceWeb/api/payments/charge')
    )
      return this.charge(req.path, b);
    if (req.method === 'GET' && req.path === '/ECommerceWeb/Fawry/payments/status/v2') {
      if (q.get('merchantCode') !== M) return this.fail(9901, 'bad merchant code');
      const ref = q.get('merchantRefNumber') ?? '';
      if (q.get('signature') !== sha(`${M}${ref}${K}`)) return this.fail(9946, 'status signature');
      const order = this.orders.get(ref);
      if (!order) return { statusCode: 9938, statusDescription: 'Payment not found' };
      // Fawry signs the status answer as it signs a notification V2.
      return {
        ...this.notification(ref, { paymentMethod: order.paymentMethod }),
        ...this.statusOverrides,
        type: 'PaymentStatusResponse',
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      };
    }
    if (req.method === 'POST' && req.path === '/ECommerceWeb/Fawry/payments/refund') {
      if (b.merchantCode !== M) return this.fail(9901, 'bad merchant code');
      this.check(money.test(b.refundAmount), 'refundAmount has two decimals');
      if (b.signature !== sha(`${M}${b.referenceNumber}${b.refundAmount}${b.reason ?? ''}${K}`))
        return this.fail(9946, 'refund signature');
      const order = [...this.orders.values()].find((o) => o.referenceNumber === b.referenceNumber);
      if (!order) return { statusCode: 9938, statusDescription: 'Payment not found' };
      if (order.status !== 'PAID' && order.status !== 'PARTIAL_REFUNDED')
        return { statusCode: 9954, statusDescription: 'Not refundable' };
      order.refunded += Math.round(Number(b.refundAmount) * 100);
      order.status =
        order.refunded >= Math.round(Number(order.amount) * 100) ? 'REFUNDED' : 'PARTIAL_REFUNDED';
      return {
        type: 'ResponseDataModel',
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      };
    }
    if (req.method === 'POST' && req.path === '/ECommerceWeb/api/orders/cancel-unpaid-order') {
      if (b.merchantAccount !== M) return this.fail(9901, 'bad merchant code');
      this.check(b.lang === 'ar-eg' || b.lang === 'en-gb', 'cancel lang');
      if (b.signature !== sha(`${b.orderRefNo}${M}${b.lang}${K}`))
        return this.fail(9946, 'cancel signature');
      const order = [...this.orders.values()].find((o) => o.referenceNumber === b.orderRefNo);
      if (!order) return { code: '9938', description: 'Order not found' };
      if (order.status !== 'NEW') return { code: '9955', description: 'Order is not unpaid' };
      order.status = 'CANCELED';
      return { code: '200', description: 'Order Cancelled Successfully' };
    }
    if (req.path === '/ECommerceWeb/Fawry/cards/cardToken') {
      if (q.get('merchantCode') !== M) return this.fail(9901, 'bad merchant code');
      const customer = q.get('customerProfileId') ?? '';
      if (req.method === 'GET') {
        if (q.get('signature') !== sha(`${M}${customer}${K}`))
          return this.fail(9946, 'list tokens signature');
        return { statusCode: 200, cards: this.cards.get(customer) ?? [] };
      }
      const token = q.get('cardToken') ?? '';
      if (q.get('signature') !== sha(`${M}${customer}${token}${K}`))
        return this.fail(9946, 'delete token signature');
      const list = this.cards.get(customer) ?? [];
      if (!list.some((c) => c.token === token))
        return { statusCode: 9938, statusDescription: 'Card not found' };
      this.cards.set(
        customer,
        list.filter((c) => c.token !== token),
      );
      return { statusCode: 200, statusDescription: 'Operation done successfully' };
    }
    return this.fail(404, `unexpected call ${req.method} ${req.path}`);
  }

  private charge(path: string, b: any): unknown {
    const { merchantCode: M, secureKey: K } = FAWRY_TEST_KEYS;
    if (b.merchantCode !== M) return this.fail(9901, 'bad merchant code');
    if (!b.merchantRefNum) return this.fail(9944, 'merchantRefNum blank');
    this.check(money.test(b.amount), 'amount has two decimals');
    this.check(b.currencyCode === 'EGP', 'currency EGP');
    this.check(b.language === 'ar-eg', 'language ar-eg');
    this.check(
      typeof b.customerProfileId === 'string' && b.customerProfileId.length > 0,
      'customerProfileId',
    );
    this.check(
      b.customerMobile === undefined || /^01[0125]\d{8}$/.test(b.customerMobile),
      'customerMobile 01xxxxxxxxx',
    );
    this.check(typeof b.paymentExpiry === 'number', 'paymentExpiry epoch ms');
    this.check(
      typeof b.orderWebHookUrl === 'string' && b.orderWebHookUrl.endsWith('/api/v1/fawry/webhook'),
      'orderWebHookUrl',
    );
    const items: any[] = Array.isArray(b.chargeItems) ? b.chargeItems : [];
    const itemsTotal = items.reduce(
      (sum, i) => sum + Math.round(Number(i.price) * 100) * i.quantity,
      0,
    );
    this.check(itemsTotal === Math.round(Number(b.amount) * 100), 'chargeItems add up to amount');
    const base = `${M}${b.merchantRefNum}${b.customerProfileId}`;
    let expected: string;
    if (path === '/ECommerceWeb/api/payments/charge') {
      this.check(b.paymentMethod === 'MWALLET', 'wallet path takes MWALLET');
      expected = sha(`${base}MWALLET${b.amount}${b.debitMobileWalletNo ?? ''}${K}`);
    } else if (b.paymentMethod === 'CARD') {
      this.check(b.enable3DS === true && typeof b.returnUrl === 'string', '3DS with returnUrl');
      this.check(/^\d{3,4}$/.test(b.cvv), 'cvv');
      expected = sha(`${base}CARD${b.amount}${b.cardToken}${b.cvv ?? ''}${b.returnUrl ?? ''}${K}`);
    } else {
      this.check(b.paymentMethod === 'PAYATFAWRY', 'payment method');
      expected = sha(`${base}${b.paymentMethod}${b.amount}${K}`);
    }
    if (b.signature !== expected) return this.fail(9946, 'charge signature');
    const referenceNumber = String((this.next += 1));
    this.orders.set(b.merchantRefNum, {
      merchantRefNum: b.merchantRefNum,
      referenceNumber,
      amount: b.amount,
      paymentMethod: path.includes('/api/') ? 'MWALLET' : b.paymentMethod,
      customerProfileId: b.customerProfileId,
      status: 'NEW',
      refunded: 0,
    });
    if (this.dropNextCharge) {
      this.dropNextCharge = false;
      return 'drop';
    }
    const answer: Record<string, unknown> = {
      type: 'ChargeResponse',
      referenceNumber,
      merchantRefNumber: b.merchantRefNum,
      statusCode: 200,
      statusDescription: 'Operation done successfully',
    };
    if (b.paymentMethod === 'CARD')
      answer.nextAction = {
        type: 'THREE_D_SECURE',
        redirectUrl: `${this.url}/3ds/${referenceNumber}`,
      };
    if (b.paymentMethod === 'MWALLET' && !b.debitMobileWalletNo)
      answer.walletQr = `data:image/png;base64,${referenceNumber}`;
    return answer;
  }

  /** The customer pays (outlet, wallet approval, 3-D Secure passed). */
  settle(merchantRefNum: string, status: 'PAID' | 'FAILED' | 'EXPIRED' = 'PAID'): void {
    const order = this.orders.get(merchantRefNum);
    if (!order) throw new Error(`no fake order ${merchantRefNum}`);
    order.status = status;
  }

  /** A server notification V2 for an order, signed with the documented field list. */
  notification(
    merchantRefNum: string,
    overrides: Record<string, unknown> = {},
  ): Record<string, unknown> {
    const order = this.orders.get(merchantRefNum);
    if (!order) throw new Error(`no fake order ${merchantRefNum}`);
    const n: Record<string, any> = {
      requestId: `req-${order.referenceNumber}`,
      fawryRefNumber: order.referenceNumber,
      merchantRefNumber: merchantRefNum,
      customerMobile: '01012345678',
      paymentAmount: Number(order.amount),
      orderAmount: Number(order.amount),
      fawryFees: 0,
      orderStatus: order.status,
      paymentMethod: order.paymentMethod === 'PAYATFAWRY' ? 'PayAtFawry' : order.paymentMethod,
      paymentTime: 1_700_000_000_000,
      orderItems: [],
      ...overrides,
    };
    const fmt = (v: unknown) => Number(v).toFixed(2);
    n.messageSignature ??= sha(
      `${n.fawryRefNumber}${n.merchantRefNumber}${fmt(n.paymentAmount)}${fmt(n.orderAmount)}${n.orderStatus}${n.paymentMethod}${n.paymentRefrenceNumber ?? ''}${FAWRY_TEST_KEYS.secureKey}`,
    );
    return n;
  }

  send(body: unknown): Promise<{ status: number; body: any }> {
    return postJson(this.webhookUrl, body);
  }

  /** Pay and call back, as Fawry does. */
  async pay(merchantRefNum: string): Promise<{ status: number; body: any }> {
    this.settle(merchantRefNum, 'PAID');
    return this.send(this.notification(merchantRefNum));
  }
}
