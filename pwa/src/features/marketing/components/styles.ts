/*
 * Class lists shared by the public pages, in one place so the palette can follow the design
 * system's tokens without touching every page. Contrast is AA in both themes.
 */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60';
export const buttonPrimary = `${buttonBase} bg-brand text-on-brand hover:bg-brand-hover`;
export const buttonSecondary = `${buttonBase} border border-field bg-card text-heading hover:bg-subtle`;
export const buttonGhost = `${buttonBase} text-body hover:bg-subtle`;

export const card = 'rounded-2xl border border-line-strong bg-card p-6 shadow-sm';
export const muted = 'text-soft';
export const eyebrow =
  'inline-block rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-ink';
export const h1 = 'text-3xl font-extrabold leading-tight text-ink sm:text-5xl';
export const h2 = 'text-2xl font-bold text-ink sm:text-3xl';
export const h3 = 'text-lg font-bold text-ink';
export const link = 'font-semibold text-link underline underline-offset-4 hover:text-brand-ink';
export const input =
  'block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid';
export const fieldError = 'mt-1 text-sm font-medium text-danger';
