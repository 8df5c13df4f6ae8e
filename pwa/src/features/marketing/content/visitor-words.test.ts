import { describe, expect, it } from 'vitest';
import { aboutPage } from './about.ts';
import { contactPage } from './contact.ts';
import { SHIPPED_RULES } from '../api/rules.ts';
import { faqPage } from './faq.ts';
import { faqFor } from './faq-answers.ts';
import { landing } from './landing.ts';
import { methodPage } from './method.ts';
import { pricingPage } from './pricing.ts';
import { privacy } from './privacy.ts';
import { shortLinkPage, shortLinks } from './short-links.ts';
import { site } from './site.ts';
import { terms } from './terms.ts';
import { tutorPage } from './tutor.ts';

/** Every string a content object holds, with where it is; a function is called with a count. */
function* strings(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (typeof value === 'function') yield [where, String((value as (n: number) => unknown)(3))];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* strings(item, `${where}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${where}.${key}`);
  }
}

/** A word standing alone, or after «و»/«ف» («واحجز»، «فاقرأها»). */
const anyOf = (words: readonly string[]) =>
  new RegExp(`(?:^|[\\s،,.؟?:؛«(—–-])[وف]?(${words.join('|')})(?=[\\s،,.؟?:؛»)!—–-]|$)`);

/**
 * A visitor's gender is not known (ARABIC.md, decision 272): the imperatives, second-person verbs
 * and adjectives the marketing copy used to speak to every visitor in the masculine, and their
 * neighbours. A woman would read each of them in her own form («قدّمي»، «عايزة»، «جاهزة»).
 */
const IMPERATIVES = [
  'سجّل',
  'سجل',
  'قدّم',
  'قدم',
  'جرّب',
  'جرب',
  'احجز',
  'ابدأ',
  'ابدا',
  'اختار',
  'شوف',
  'ادفع',
  'اسأل',
  'ابعت',
  'ابعتلنا',
  'اكتب',
  'افتح',
  'اقفل',
  'ادخل',
  'كمّل',
  'انضم',
  'اتكلّم',
  'اتكلم',
  'اتعلّم',
  'اتعلم',
  'علِّم',
  'علّم',
  'درّس',
  'ثبّت',
  'حمّل',
  'تابع',
  'تابعنا',
  'كلّمنا',
  'حدد',
  'حدّد',
  'قارن',
  'اعرفه',
  'قولنا',
  'غيّرها',
  'اقرأ',
  'اقرأها',
  'تواصل',
] as const;
const SECOND_PERSON = [
  'إنت',
  'انت',
  'عايز',
  'جاهز',
  'محتاج',
  'محتاجه',
  'تقدر',
  'تبدأ',
  'تدرّس',
  'تتكلّم',
  'بتتكلّمها',
  'تحب',
  'بتحبها',
  'تحجز',
  'بتحجز',
  'بتحدد',
  'تختار',
  'بتختار',
  'تسحب',
  'تطلب',
  'تلغي',
  'تشترك',
  'تنزّل',
  'تكتبها',
  'تسجّل',
  'تدوّر',
  'تعرّف',
  'تورّينا',
  'بتدرّس',
  'بتكسب',
  'بتدّيه',
  'تتابع',
  'اتقبلتش',
  'هتشوفها',
  'اخترته',
  'معاك',
  'ليك',
  'تتعلم',
] as const;
const toTheMan = anyOf([...IMPERATIVES, ...SECOND_PERSON]);

/** Rules in force other than the shipped ones: the lines that state them are read with each. */
const RULES = [
  SHIPPED_RULES,
  { freeCancellationMinutes: 30, withdrawalMinEgp: 250, withdrawalMaxEgp: 20_000 },
  { freeCancellationMinutes: 0, withdrawalMinEgp: 1, withdrawalMaxEgp: 1_000_000 },
];

/** Every public page's copy but the legal pages (formal, checked apart). */
const MARKETING = {
  site,
  landing,
  tutorPage,
  tutorLimits: RULES.map((rules) => tutorPage.earnings.limits(rules)),
  faqPage,
  faq: RULES.map(faqFor),
  aboutPage,
  methodPage,
  pricingPage,
  contactPage,
  shortLinkPage,
  shortLinks,
};

describe('the public pages need no gender (decision 272)', () => {
  it('no marketing line speaks to the visitor in the masculine', () => {
    const content = MARKETING;
    const found = [...strings(content, 'content')].filter(([, line]) => toTheMan.test(line));
    expect(found).toEqual([]);
  });

  it('the legal pages tell nobody what to do and speak to nobody in the masculine', () => {
    const found = [...strings({ terms, privacy }, 'legal')].filter(([, line]) =>
      toTheMan.test(line),
    );
    expect(found).toEqual([]);
  });

  it('catches the forms it is for', () => {
    for (const line of ['قدّم كمدرّس', 'جاهز تبدأ؟', 'نبذة المدرّس واحجز حصة.', 'إنت بتحدد'])
      expect(line).toMatch(toTheMan);
    for (const line of ['التقديم للتدريس', 'نبدأ؟', 'جدولك بإيدك', 'مدرّسين', 'التواصل معنا'])
      expect(line).not.toMatch(toTheMan);
  });
});

// The landing page said «٢٤/٧ مواعيد على مدار اليوم» while tutors keep hours like 9:00–22:00.
describe('the public pages promise no hours the tutors do not keep', () => {
  it('no «٢٤/٧», «24/7» or «على مدار اليوم/الساعة»', () => {
    const roundTheClock = /[٢2][٤4]\s*\/\s*[٧7]|على مدار (?:اليوم|الساعة|الـ?٢٤)/u;
    const found = [...strings({ ...MARKETING, terms, privacy }, 'pages')].filter(([, text]) =>
      roundTheClock.test(text),
    );
    expect(found).toEqual([]);
  });
});

// ARABIC.md «one name per thing», decision 208: a lesson is «حصة» and a student «طالب» on every
// page, as the app names them; the public pages said «درس» and «الطلبة».
describe('the public pages name a lesson and a student as the app does', () => {
  it('never «درس» or «الطلبة»', () => {
    const otherNames = anyOf([
      'درس',
      'الدرس',
      'دروس',
      'الدروس',
      'درسه',
      'دروسك',
      'طلبة',
      'الطلبة',
      'طلبتنا',
      'للطلبة',
    ]);
    const all = { ...MARKETING, terms, privacy };
    expect([...strings(all, 'content')].filter(([, line]) => otherNames.test(line))).toEqual([]);
  });
});

// ARABIC.md «Register»: «Formal Arabic only where the law speaks: terms, privacy, receipts»
// (decision 274). The legal pages were colloquial («الشروط دي بتنظّم…»، «ما بنبيعش…»).
const COLLOQUIAL = [
  'دي',
  'ده',
  'اللي',
  'علشان',
  'عشان',
  'مش',
  'كده',
  'إزاي',
  'ازاي',
  'ليه',
  'عايز',
  'بتاع',
  'إحنا',
  'احنا',
  'بيك',
  'ليك',
  'بس',
  'زي',
  'كويس',
  'تاني',
  'تانيين',
  'بره',
  'جوه',
  'أكتر',
  'مفيش',
  'دلوقتي',
] as const;
const colloquialWord = anyOf(COLLOQUIAL);
/** The colloquial negation «ما…ش» on a verb («ما بنبيعش»، «وما اتستخدمتش»), bounded as in `anyOf`. */
const colloquialNegation = /(?:^|[\s،,.؟?:؛«(—–-])[وف]?ما\s+\S+ش(?=[\s،,.؟?:؛»)!—–-]|$)/;
const colloquial = (line: string) => colloquialWord.test(line) || colloquialNegation.test(line);

describe('the legal pages speak formal Arabic (ARABIC.md «Register»)', () => {
  it('no colloquial word or negation in any legal line', () => {
    const found = [...strings({ terms, privacy }, 'legal')].filter(([, line]) => colloquial(line));
    expect(found).toEqual([]);
  });

  it('catches the forms it is for', () => {
    for (const line of [
      'الشروط دي بتنظّم استخدامك',
      'ما بنبيعش بياناتك لأي حد.',
      'والدقايق اللي ما اتستخدمتش ما بترحّلش.',
      'علشان كده قراءتها مهمة',
      'مش إحنا.',
      'وده ما يأثرش على اللي اتعمل قبلها.',
    ])
      expect(colloquial(line)).toBe(true);
    for (const line of [
      'تنظّم هذه الشروط استخدام موقع كلام وتطبيقه وخدماته.',
      'لا تبيع المنصة البيانات الشخصية لأي جهة.',
      'لا تُرحَّل الدقائق غير المستخدمة إلى الأسبوع التالي.',
      'يُشترط ألا يقل عمر المستخدم عن ١٣ سنة.',
      'وذلك ما لم يُلغِ الطالب الحصة.',
      'يحق لصاحب البيانات الاطلاع عليها.',
    ])
      expect(colloquial(line)).toBe(false);
  });
});
