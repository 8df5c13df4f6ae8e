import { z } from 'zod';

/** A tag-like sequence: what "invalid html" means in spec §5 for free-text fields. */
const HTML_TAG = /<\s*\/?\s*[a-zA-Z!][^>]*>|&#?\w+;/;

export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]/gu;
const LATIN_LETTER = /[A-Za-z]/g;

/**
 * "Must be in Arabic" (spec §5): letters are mostly Arabic. A tutor may quote a few English
 * words (it is an English school), so up to a quarter of the letters may be Latin. Decision 008.
 */
export function isMostlyArabic(text: string): boolean {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return arabic > 0 && latin <= (arabic + latin) / 4;
}

interface TextRule {
  min: number;
  max: number;
  short: string;
  long: string;
  html?: string;
  empty?: string;
  arabic?: string;
}

/** A trimmed free-text field with length, HTML and (optionally) Arabic rules, each with its own code. */
export function textField(rule: TextRule) {
  let schema = z.string().trim();
  if (rule.empty) schema = schema.min(1, rule.empty);
  schema = schema.min(rule.min, rule.short).max(rule.max, rule.long);
  return schema
    .refine((v) => !rule.html || !containsHtml(v), { message: rule.html ?? '', abort: true })
    .refine((v) => !rule.arabic || isMostlyArabic(v), { message: rule.arabic ?? '' });
}
