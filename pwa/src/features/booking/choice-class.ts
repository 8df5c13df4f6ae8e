/** A big pressable choice (a day, a duration, a time): the chosen one is filled. */
export const choiceClass =
  'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-xl border px-3 py-2 text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:border-dashed disabled:opacity-60 border-field bg-card text-heading hover:border-brand-line hover:bg-brand-soft aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand';
