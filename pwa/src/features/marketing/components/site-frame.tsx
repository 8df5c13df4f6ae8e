import type { ReactNode } from 'react';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';
import { SkipLink } from '../../../ui/skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame of every public page: skip link, header, the page as <main>, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-page text-heading">
      <SkipLink />
      <SiteHeader themeToggle={<ThemeToggle />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
