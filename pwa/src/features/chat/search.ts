/**
 * Arabic-aware matching for the room search: people type «احمد» for «أحمد», «مني» for «منى»,
 * leave out the short vowels and use either digit set, so both sides are folded the same way.
 */
export function foldArabic(text: string): string {
  return (
    text
      .toLowerCase()
      // Short vowels, shadda, sukun, dagger alef, and the tatweel stretch.
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[إأآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      // Arabic-Indic and Persian digits as ASCII.
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether `text` contains the (already folded) query. An empty query matches everything. */
export function matches(text: string, foldedQuery: string): boolean {
  return foldedQuery === '' || foldArabic(text).includes(foldedQuery);
}
