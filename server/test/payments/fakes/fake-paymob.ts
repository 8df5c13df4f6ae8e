import { createHmac } from 'node:crypto';
import { postJson, startFakeHttp, type FakeRequest } from './fake-http.ts';

export const PAYMOB_TEST_KEYS = {
  secretKey: 'egy_sk_test_kalam',
  publicKey: 'egy_pk_test_kalam',
  hmacSecret: '04DC1A9490B8CC2094C011FC055ADCDB',
  integrationIds: '4097558,4097559',
};

interface Intention {
  id: string;
  amount: number;
  specialReference: string;
  orderId: number;
}

/** Paymob's intention API on loopback: checks our token and fields, then calls back with an HMAC. */
export class FakePaymob {
  readonly intentions = new Map<string, Intention>();
  readonly violations: string[] = [];
  webhookUrl = '';
  url = '';
  private next = 217_503_754;
  private http!: Awaited<ReturnType<typeof startFakeHttp>>;

  async start(): Promise<this> {
    this.http = await startFakeHttp((req, res) => {
      const answer = this.route(req);
      if (answer && typeof answer === 'object' && 'httpStatus' in answer) {
        res.writeHead((answer as { httpStatus: number }).httpStatus, {
          'content-type': 'application/json',
        });
        res.end(JSON.stringify({ detail: (answer as unknown as { detail: string }).detail }));
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

  private route(req: FakeRequest): unknown {
    if (req.method !== 'POST' || req.path !== '/v1/intention/') {
      this.violations.push(`unexpected ${req.method} ${req.path}`);
      return { httpStatus: 404, detail: 'Not found' };
    }
    if (req.headers.authorization !== `Token ${PAYMOB_TEST_KEYS.secretKey}`) {
      this.violations.push('authorization');
      return { httpStatus: 401, detail: 'Invalid token' };
    }
    const b = req.body ?? {};
    const check = (ok: boolean, why: string) => ok || this.violations.push(why);
    check(Number.isInteger(b.amount) && b.amount > 0, 'amount in piasters');
    check(b.currency === 'EGP', 'currency');
    check(
      JSON.stringify(b.payment_methods) ===
        JSON.stringify(PAYMOB_TEST_KEYS.integrationIds.split(',').map(Number)),
      'integration ids',
    );
    check(
      Array.isArray(b.items) &&
        b.items.reduce((s: number, i: any) => s + i.amount * i.quantity, 0) === b.amount,
      'items add up',
    );
    check(
      typeof b.billing_data?.email === 'string' && typeof b.billing_data?.first_name === 'string',
      'billing data',
    );
    check(typeof b.special_reference === 'string', 'special_reference');
    check(String(b.notification_url).endsWith('/api/v1/paymob/webhook'), 'notification_url');
    check(typeof b.redirection_url === 'string', 'redirection_url');
    this.next += 1;
    const intention = {
      id: `pi_test_${this.next}`,
      amount: b.amount,
      specialReference: b.special_reference,
      orderId: this.next,
    };
    this.intentions.set(b.special_reference, intention);
    return {
      id: intention.id,
      client_secret: `egy_csk_test_${this.next}`,
      intention_order_id: this.next,
      status: 'intended',
    };
  }

  /** The transaction processed callback for an intention, as Paymob posts it. */
  callback(specialReference: string, overrides: Record<string, unknown> = {}) {
    const i = this.intentions.get(specialReference);
    if (!i) throw new Error(`no fake intention ${specialReference}`);
    const obj: Record<string, any> = {
      id: i.orderId + 1000,
      amount_cents: i.amount,
      created_at: '2026-11-22T10:00:00.000000',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      integration_id: 4097558,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      order: { id: i.orderId, merchant_order_id: specialReference },
      owner: 302852,
      pending: false,
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
      success: true,
      ...overrides,
    };
    const fields = [
      obj.amount_cents,
      obj.created_at,
      obj.currency,
      obj.error_occured,
      obj.has_parent_transaction,
      obj.id,
      obj.integration_id,
      obj.is_3d_secure,
      obj.is_auth,
      obj.is_capture,
      obj.is_refunded,
      obj.is_standalone_payment,
      obj.is_voided,
      obj.order.id,
      obj.owner,
      obj.pending,
      obj.source_data.pan,
      obj.source_data.sub_type,
      obj.source_data.type,
      obj.success,
    ];
    const hmac = createHmac('sha512', PAYMOB_TEST_KEYS.hmacSecret)
      .update(fields.map(String).join(''))
      .digest('hex');
    return { body: { type: 'TRANSACTION', obj }, hmac };
  }

  send(callback: { body: unknown; hmac: string }): Promise<{ status: number; body: any }> {
    return postJson(`${this.webhookUrl}?hmac=${callback.hmac}`, callback.body);
  }
}
