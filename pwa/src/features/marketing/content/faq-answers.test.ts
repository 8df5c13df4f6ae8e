import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, publicRulesOf } from '@kalam/shared';
import { fetchPublicRules, SHIPPED_RULES } from '../api/rules.ts';
import { faqFor } from './faq-answers.ts';
import { tutorPage } from './tutor.ts';

// Decision 278: the public pages state the free-cancellation window and a withdrawal's bounds as
// the server keeps them (platform settings), and the shipped values until its answer comes.

const answer = (rules: typeof SHIPPED_RULES, question: RegExp) =>
  Object.values(faqFor(rules))
    .flat()
    .find((item) => question.test(item.q))!.a;
const cancelling = (rules: typeof SHIPPED_RULES) => answer(rules, /ألغي/);
const withdrawing = (rules: typeof SHIPPED_RULES) => answer(rules, /بسحب/);

describe('the FAQ says the rules in force', () => {
  it('says the shipped rules before the server answers', () => {
    expect(cancelling(SHIPPED_RULES)).toContain('الإلغاء قبل الحصة بساعتين أو أكتر بيرجّع دقايقها');
    expect(withdrawing(SHIPPED_RULES)).toContain('أقل مبلغ ١٠٠ جنيه وأكبر مبلغ ٥٠٬٠٠٠ جنيه');
    expect(tutorPage.earnings.limits(SHIPPED_RULES)).toBe(
      'السحب من ١٠٠ جنيه لحد ٥٠٬٠٠٠ جنيه في الطلب الواحد.',
    );
  });

  it('says another window and other bounds in Arabic words and digits', () => {
    const rules = { freeCancellationMinutes: 30, withdrawalMinEgp: 250, withdrawalMaxEgp: 20_000 };
    expect(cancelling(rules)).toContain('الإلغاء قبل الحصة بـ\u00a0٣٠ دقيقة أو أكتر');
    expect(withdrawing(rules)).toContain('أقل مبلغ ٢٥٠ جنيه وأكبر مبلغ ٢٠٬٠٠٠ جنيه');
    expect(tutorPage.earnings.limits(rules)).toContain('من ٢٥٠ جنيه لحد ٢٠٬٠٠٠ جنيه');
    expect(cancelling({ ...rules, freeCancellationMinutes: 1440 })).toContain('بيوم');
    for (const text of [cancelling(rules), withdrawing(rules)]) expect(text).not.toMatch(/\d/);
  });

  it('says any time before the start when the window is none', () => {
    const text = cancelling({ ...SHIPPED_RULES, freeCancellationMinutes: 0 });
    expect(text).toContain('الإلغاء في أي وقت قبل بداية الحصة بيرجّع دقايقها');
    expect(text).not.toContain('٠');
  });

  it('ships the platform settings’ own defaults', () => {
    expect(SHIPPED_RULES).toEqual(publicRulesOf(DEFAULT_PLATFORM_SETTINGS));
  });
});

describe('fetchPublicRules', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));

  it('reads the server’s rules', async () => {
    answering({ freeCancellationMinutes: 45, withdrawalMinEgp: 200, withdrawalMaxEgp: 9000 });
    expect(await fetchPublicRules()).toEqual({
      freeCancellationMinutes: 45,
      withdrawalMinEgp: 200,
      withdrawalMaxEgp: 9000,
    });
  });

  it('keeps the shipped value for a field missing or not a whole number', async () => {
    answering({ freeCancellationMinutes: '30', withdrawalMinEgp: -5 });
    expect(await fetchPublicRules()).toEqual(SHIPPED_RULES);
  });
});
