import { describe, expect, it } from 'vitest';
import { pricingPage as p } from './pricing.ts';

// A visitor's gender is not known: the pricing page addresses nobody in the masculine.
const imperatives = /(^|[\s،.])(اختار|جرّب|حاول|شوف|اشترك|وفّر|خد|ادفع)(?=[\s،.]|$)/;

describe('the pricing page needs no gender (decision 227)', () => {
  it('its lead, plan card, fallback and retry', () => {
    for (const line of [p.lead, p.save, p.choose, p.fallback.text, p.fallback.retry])
      expect(line).not.toMatch(imperatives);
    for (const item of p.payments.items) expect(item.text).not.toMatch(imperatives);
    expect(p.fallback.retry).toBe('إعادة المحاولة');
  });
});
