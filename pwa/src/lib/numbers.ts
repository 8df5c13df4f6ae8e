/**
 * Counts as a learner in Egypt reads them: Arabic digits (ar-EG). Kept apart from `format.ts`
 * (dates, the ICU catalogue) so the public pages' chrome can count without loading either.
 */
const numbers = new Intl.NumberFormat('ar-EG');
const years = new Intl.NumberFormat('ar-EG', { useGrouping: false });

export const formatNumber = (n: number) => numbers.format(n);
/** A year as written under a page: «٢٠٢٦» (no thousands mark). */
export const formatYear = (year: number) => years.format(year);
/** A step counter: «١ من ٣». */
export const formatStep = (step: number, of: number) =>
  `${numbers.format(step)} من ${numbers.format(of)}`;
