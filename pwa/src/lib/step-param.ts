/**
 * A many-step form keeps its step in the address (`?step=2`), so a refresh or the browser's back
 * button keeps the person's place instead of starting over. Step numbers in the address count
 * from 1; anything else reads as the first step, and a number past the end as the last.
 */
export function stepFromParam(value: string | null, last: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n - 1, last) : 0;
}

/** The search params with `step` set for a step counted from 0 (the first step has none). */
export function withStep(params: URLSearchParams, step: number): URLSearchParams {
  const copy = new URLSearchParams(params);
  if (step <= 0) copy.delete('step');
  else copy.set('step', String(step + 1));
  return copy;
}
