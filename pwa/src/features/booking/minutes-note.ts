import { bookingText as t } from './text.ts';

/**
 * What the booking does to the week's minutes, said before confirming: a new lesson takes its
 * length; a moved one takes (or gives back) only the difference, as the server counts it (the
 * moved lesson's own minutes are freed by the move). Null when a move keeps its length.
 */
export function minutesNote(duration: number, movingFrom: number | null): string | null {
  if (movingFrom === null) return t.dialog.deducted(duration);
  if (duration > movingFrom) return t.dialog.deductedMore(duration - movingFrom);
  if (duration < movingFrom) return t.dialog.givenBack(movingFrom - duration);
  return null;
}
