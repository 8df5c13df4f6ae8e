import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signaturesEqual } from '../../src/modules/payments/signatures/constant-time.ts';
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
} from '../../src/modules/payments/signatures/fawry-signatures.ts';
import {
  paymobHmac,
  paymobHmacMessage,
  paymobHmacOfMessage,
} from '../../src/modules/payments/signatures/paymob-hmac.ts';

// Fawry's published demonstration credentials (PAYMENTS-NOTES).
const keys = {
  merchantCode: '1tSa6uxz2nTwlaAmt38enA==',
  secureKey: '259af31fc2f74453b3a55739b21ae9ef',
};
const M = keys.merchantCode;
const K = keys.secureKey;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('Fawry signatures follow the documented field order', () => {
  it('PAYATFAWRY charge: merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount + secureKey', () => {
    const sig = chargeSignature(keys, {
      merchantRefNum: '23124654641',
      customerProfileId: '777777',
      paymentMethod: 'PAYATFAWRY',
      amount: 58025,
    });
    expect(sig).toBe(sha(`${M}23124654641777777PAYATFAWRY580.25${K}`));
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
  });

  it('card token without 3DS, and with 3DS (cvv and returnUrl after the token)', () => {
    const f = { merchantRefNum: 'r1', customerProfileId: 'c1', amount: 2050, cardToken: 'tok' };
    expect(cardTokenChargeSignature(keys, f)).toBe(sha(`${M}r1c1CARD20.50tok${K}`));
    expect(
      cardTokenChargeSignature(keys, {
        ...f,
        threeDS: { cvv: '123', returnUrl: 'https://k.eg/r' },
      }),
    ).toBe(sha(`${M}r1c1CARD20.50tok123https://k.eg/r${K}`));
  });

  it('mobile wallet: the wallet number is signed for request-to-pay and left out for QR', () => {
    const f = { merchantRefNum: 'r1', customerProfileId: 'c1', amount: 100000 };
    expect(walletChargeSignature(keys, { ...f, debitMobileWalletNo: '01012345678' })).toBe(
      sha(`${M}r1c1MWALLET1000.0001012345678${K}`),
    );
    expect(walletChargeSignature(keys, f)).toBe(sha(`${M}r1c1MWALLET1000.00${K}`));
  });

  it('status v2, refund (with and without reason), list and delete card tokens', () => {
    expect(statusV2Signature(keys, 'r1')).toBe(sha(`${M}r1${K}`));
    expect(
      refundSignature(keys, {
        referenceNumber: '931337410',
        refundAmount: 36250,
        reason: 'Item not as expected',
      }),
    ).toBe(sha(`${M}931337410362.50Item not as expected${K}`));
    expect(refundSignature(keys, { referenceNumber: '931337410', refundAmount: 1000 })).toBe(
      sha(`${M}93133741010.00${K}`),
    );
    expect(listCardTokensSignature(keys, 'c1')).toBe(sha(`${M}c1${K}`));
    expect(deleteCardTokenSignature(keys, { customerProfileId: 'c1', cardToken: 'tok' })).toBe(
      sha(`${M}c1tok${K}`),
    );
  });

  it('cancel unpaid order follows the documented table: orderRefNo + merchantAccount + lang + secureKey', () => {
    expect(cancelUnpaidOrderSignature(keys, { orderRefNo: '931600239', lang: 'ar-eg' })).toBe(
      sha(`931600239${M}ar-eg${K}`),
    );
  });

  it('server notification V2 signs merchantRefNumber and formats numeric amounts with two decimals', () => {
    const n = {
      fawryRefNumber: '765158467',
      merchantRefNumber: '952897339548.1',
      paymentAmount: 840.0,
      orderAmount: 840,
      orderStatus: 'PAID',
      paymentMethod: 'Mobile Wallet',
    };
    const sig = notificationV2Signature(K, n);
    expect(sig).toBe(sha(`765158467952897339548.1840.00840.00PAIDMobile Wallet${K}`));
    // The vector copied around public repositories leaves merchantRefNumber out: it must not verify.
    expect(sig).not.toBe(sha(`765158467840.00840.00PAIDMobile Wallet${K}`));
    expect(notificationV2Signature(K, { ...n, paymentRefrenceNumber: '12345' })).toBe(
      sha(`765158467952897339548.1840.00840.00PAIDMobile Wallet12345${K}`),
    );
  });
});

describe('Paymob HMAC-SHA512', () => {
  const secret = '04DC1A9490B8CC2094C011FC055ADCDB';
  const message =
    '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
  const expected =
    'fa8ac0b7f3852e60c50e7fdd4ea5ef0bda96030c19dea1d55df8c76d6c08ab1877774662cbb04981dc84839ad4da560bcc8cb53b8973548657f7e8f8d2e79930';
  // The transaction object behind Paymob's published sample.
  const obj = {
    amount_cents: 100000,
    created_at: '2024-06-13T11:33:44.592345',
    currency: 'EGP',
    error_occured: false,
    has_parent_transaction: false,
    id: 192036465,
    integration_id: 4097558,
    is_3d_secure: true,
    is_auth: false,
    is_capture: false,
    is_refunded: false,
    is_standalone_payment: true,
    is_voided: false,
    order: { id: 217503754, merchant_order_id: 'x' },
    owner: 302852,
    pending: false,
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    success: true,
  };

  it("matches Paymob's own sample", () => {
    expect(paymobHmacOfMessage(secret, message)).toBe(expected);
  });

  it('builds the same concatenation from the callback object, in the documented order', () => {
    expect(paymobHmacMessage(obj)).toBe(message);
    expect(paymobHmac(secret, obj)).toBe(expected);
    expect(paymobHmac(secret, { ...obj, amount_cents: 100001 })).not.toBe(expected);
  });
});

describe('signature comparison', () => {
  it('accepts only the same signature (case folded), refuses other lengths and missing ones', () => {
    const s = sha('x');
    expect(signaturesEqual(s, s)).toBe(true);
    expect(signaturesEqual(s, s.toUpperCase())).toBe(true);
    expect(
      signaturesEqual(s, `${s.slice(0, -1)}0` === s ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`),
    ).toBe(false);
    expect(signaturesEqual(s, s.slice(1))).toBe(false);
    expect(signaturesEqual(s, undefined)).toBe(false);
  });
});
