import { describe, expect, it } from 'vitest';
import { errorMessage, INVOICE_STATES, issueCode, type InvoiceDto } from '@kalam/shared';
import { sharedResolver } from '../../lib/form.ts';
import { amountSaying, payoutLabel, savedPayouts, withdrawalRules } from './withdrawal-form.tsx';
import { withdrawalText } from './withdrawal-text.ts';

const stats = {
  tutorId: 't1',
  earned: 20_000,
  paid: 0,
  pending: 0,
  available: 20_000,
  bounds: { min: 10_000, max: 5_000_000 },
};
const blank = { phone: '', bank: '', accountNumber: '', username: '', receiver: '' };

function messageOf(values: Record<string, string>, extra = 0) {
  const result = withdrawalRules(stats, extra).safeParse({ ...blank, ...values });
  if (result.success) return null;
  return errorMessage(issueCode(result.error.issues[0]!));
}

describe('the withdrawal form speaks the §5 rules in Arabic', () => {
  it('checks the amount against the bounds and the balance, with Arabic digits', () => {
    const wallet = { method: 'Wallet', phone: '01012345678' };
    expect(messageOf({ ...wallet, amount: '٥٠' })).toBe('المبلغ أقل من أقل مبلغ ينفع يتسحب.');
    expect(messageOf({ ...wallet, amount: '٢٠٠٫٠١' })).toBe(
      errorMessage('invoice-amount-above-balance'),
    );
    // Asking to change a request: its own amount counts as available.
    expect(messageOf({ ...wallet, amount: '٢٥٠' }, 5_000)).toBeNull();
    expect(messageOf({ ...wallet, amount: '١٠٠' })).toBeNull();
  });

  it('says «abc» is not an amount, not that it is out of the bounds', async () => {
    const resolve = sharedResolver(withdrawalRules(stats, 0), amountSaying);
    const amountOf = async (amount: string) => {
      const values = { ...blank, method: 'Wallet', phone: '01012345678', amount };
      const { errors } = await resolve(values as never, undefined, {} as never);
      return (errors as { amount?: { message: string } }).amount?.message;
    };
    for (const typed of ['abc', '١٠٠ جنيه', '10.555'])
      expect(await amountOf(typed)).toBe('المبلغ لازم يكون رقم بالجنيه، زي ١٥٠ أو ١٥٠٫٥٠.');
    // Out of the bounds stays its own message (the form says the bounds in force over it).
    expect(await amountOf('٥٠')).toBe(errorMessage('invoice-amount-below-min'));
    expect(await amountOf('١٥٠')).toBeUndefined();
  });

  it('asks for each method its own detail', () => {
    expect(messageOf({ amount: '100', method: '' })).toBe(errorMessage('invalid-invoice-method'));
    expect(messageOf({ amount: '100', method: 'Wallet', phone: '0223456789' })).toBe(
      errorMessage('invalid-phone'),
    );
    expect(messageOf({ amount: '100', method: 'Bank', accountNumber: 'EG38' })).toBe(
      errorMessage('empty-bank-name'),
    );
    expect(
      messageOf({
        amount: '100',
        method: 'Bank',
        bank: 'NBE',
        accountNumber: 'EG380019000500000000263180003',
      }),
    ).toBe(errorMessage('invalid-bank-account-number'));
    expect(messageOf({ amount: '100', method: 'Instapay', username: 'x@gmail.com' })).toBe(
      errorMessage('invalid-instapay-username'),
    );
  });

  it('offers each earlier payout once, the phone in Arabic-Indic digits (ARABIC.md)', () => {
    const base = { bank: null, accountNumber: null, username: null, receiver: null };
    const invoices = [
      { ...base, method: 'Wallet', phone: '+201012345678' },
      { ...base, method: 'Wallet', phone: '+201012345678' },
      { ...base, method: 'Instapay', phone: null, username: 'a@instapay' },
    ] as InvoiceDto[];
    const saved = savedPayouts(invoices);
    expect(saved).toHaveLength(2);
    expect(payoutLabel(saved[0]!)).toBe('محفظة موبايل: \u2066٠١٠١٢٣٤٥٦٧٨\u2069');
  });

  it('names every displayed state in Arabic', () => {
    const labels = INVOICE_STATES.map((s) => withdrawalText.states[s]);
    expect(new Set(labels).size).toBe(INVOICE_STATES.length);
    expect(withdrawalText.states.fulfilled).toBe('تم التحويل');
  });
});
