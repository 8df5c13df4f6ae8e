import type { ReactNode } from 'react';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';
import { site } from '../content/site.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame of every public page: skip link, header, the page as <main>, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-page text-heading">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {site.skipToContent}
      </a>
      <SiteHeader themeToggle={<ThemeToggle />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
