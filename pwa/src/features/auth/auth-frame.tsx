import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ar } from '../../i18n/ar.ts';
import { MovedOnNotice } from '../../ui/moved-on-notice.tsx';
import { SkipLink } from '../../ui/skip-link.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';

/** The frame of the sign-in screens: logo, theme, a card with the form. */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-raised">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-ink">
          <img src="/favicon.svg" alt="" className="size-9" />
          {ar.appName}
        </Link>
        <ThemeToggle />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-md flex-1 px-4 pb-10 focus:outline-none"
      >
        <div className="rounded-2xl border border-line bg-card p-6 shadow-sm">
          <h1 className="text-2xl font-extrabold">{title}</h1>
          {subtitle && <p className="mt-2 text-soft">{subtitle}</p>}
          {/* What the step before did (the code accepted), said here, not in a toast (253). */}
          <MovedOnNotice className="mt-4" />
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-4 text-center text-soft">{footer}</div>}
      </main>
    </div>
  );
}

export const linkClass = 'font-semibold text-link underline underline-offset-4';
