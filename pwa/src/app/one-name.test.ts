import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name for one thing (ARABIC.md), and one spelling (decision 290): a walk through the app
 * found two names for each of these, on screens, in the FAQ and in the server's messages. Each
 * pattern is the name that was dropped; the message says the one kept.
 */
const DROPPED: [RegExp, string][] = [
  [/متصلة? دلوقتي/u, 'a person online is «أونلاين دلوقتي»'],
  [/أورانج/u, 'the wallet is «أورنج كاش»'],
  [/WE Pay/iu, 'the wallet is «وي باي»'],
  [/ربع ساعة في الأسبوع/u, "a plan's lessons are counted in half hours («حوالي حصتين نص ساعة»)"],
  [/احجزي? حصة مع/u, 'the booking dialog is «حجز حصة مع …»'],
  [/[٣3] أشهر/u, 'three months is «٣ شهور»'],
  [/(?:حصة|حصص) تجريبية/u, "the tutor's demo is «جلسة تجريبية»"],
  // «الغي»، «إلغي»، «والغيها»: the imperative is «ألغِ» (her «ألغي»), with its hamza.
  [/(?<!\p{L})[وف]?[اإ]لغ[ِي](?:ه|ها|هم)?(?!\p{L})/u, 'the imperative is «ألغِ» / «ألغي»'],
];

const root = fileURLToPath(new URL('../../../', import.meta.url));
const FOLDERS = ['pwa/src', 'shared/src', 'server/src'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('one name for one thing, spelled one way (decision 290)', () => {
  const files = FOLDERS.flatMap((folder) => [...sources(join(root, folder))]);

  it('reads the texts of the PWA, the shared catalogue and the server', () => {
    expect(files.some((f) => f.endsWith('faq-answers.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('call-jobs.ts'))).toBe(true);
  });

  it.each(DROPPED)('nothing says %s: %s', (pattern) => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the patterns catch the forms they drop, and spare the words they must', () => {
    const hits = (text: string) => DROPPED.filter(([p]) => p.test(text)).length;
    for (const dropped of [
      'الغي الحصة',
      'إلغي الميعاد',
      'انقل الحصص أو الغيها الأول',
      'متصلة دلوقتي',
      'حوالي ٤ حصص ربع ساعة في الأسبوع',
      'احجزي حصة مع منى',
      'شهري أو ٣ أشهر',
      'حصة تجريبية',
      'أورانج كاش',
    ])
      expect(hits(dropped), dropped).toBe(1);
    for (const kept of [
      'ألغِ الحصة',
      'ألغي الميعاد',
      'الإلغاء مجاني',
      'الغياب',
      'إنت مش متصل: رسالتك هتتبعت',
      'إنتي مش متصلة بالإنترنت',
      'مش متصل: دي آخر مواعيد',
      'حجز حصة مع منى',
      'جلسة تجريبية',
    ])
      expect(hits(kept), kept).toBe(0);
  });
});
