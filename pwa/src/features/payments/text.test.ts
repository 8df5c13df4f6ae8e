import { describe, expect, it } from 'vitest';
import { paymentsText } from './text.ts';

describe('payment methods', () => {
  it("say a card's last four in Arabic-Indic digits (decision 289)", () => {
    expect(paymentsText.card('MasterCard', '0051')).toBe('MasterCard ينتهي بـ ٠٠٥١');
  });
});
