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
/**
 * A running time as a clock reads it, in the page's digits: «٠:٠٥», «١٢:٣٠», «١:٠٢:٠٥» (hours
 * only when there are some). Whole seconds, never below zero: a call's time left, a recording's
 * length, a video's place.
 */
export function formatClock(totalSeconds: number): string {
  const all = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(all / 3600);
  const minutes = Math.floor((all % 3600) / 60);
  const two = (n: number) => numbers.format(n).padStart(2, numbers.format(0));
  return hours > 0
    ? `${numbers.format(hours)}:${two(minutes)}:${two(all % 60)}`
    : `${numbers.format(minutes)}:${two(all % 60)}`;
}
