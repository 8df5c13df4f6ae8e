/*
 * Class lists shared by the public pages, in one place so the palette can follow the design
 * system's tokens without touching every page. Contrast is AA in both themes.
 */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonPrimary = `${buttonBase} bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-300 dark:text-teal-950 dark:hover:bg-teal-200`;
export const buttonSecondary = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const buttonGhost = `${buttonBase} text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800`;

export const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';
export const muted = 'text-slate-700 dark:text-slate-300';
export const eyebrow =
  'inline-block rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 dark:bg-teal-950 dark:text-teal-200';
export const h1 =
  'text-3xl font-extrabold leading-tight text-slate-950 sm:text-5xl dark:text-white';
export const h2 = 'text-2xl font-bold text-slate-950 sm:text-3xl dark:text-white';
export const h3 = 'text-lg font-bold text-slate-950 dark:text-white';
export const link =
  'font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900 dark:text-teal-300 dark:hover:text-teal-200';
export const input =
  'block w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-950 placeholder:text-slate-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-950 dark:text-white';
export const fieldError = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
