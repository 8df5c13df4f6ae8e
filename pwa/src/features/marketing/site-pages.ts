import type { ComponentType } from 'react';
import { useNavigation } from '../../lib/navigation.tsx';

/** A public page's module: the screen, and an optional check that throws a 404 Response. */
export interface SitePageModule {
  Component: ComponentType;
  loader?: (args: { params: Record<string, string | undefined> }) => unknown;
}

export interface SitePage {
  /** `/faq/:role` style: literal segments and `:name` parameters. */
  path: string;
  load: () => Promise<SitePageModule>;
}

/*
 * The public site, one line per page and one lazy chunk each (decision 060). Both runtimes read
 * this table: the app's react-router (routes.tsx) and the router-free public-site runtime the
 * landing page starts in (app/site-root.tsx, decision 118).
 */
export const sitePages: SitePage[] = [
  { path: '/', load: () => import('./pages/landing.page.tsx') },
  { path: '/tutor', load: () => import('./pages/tutor.page.tsx') },
  { path: '/pricing', load: () => import('./pages/pricing.page.tsx') },
  { path: '/faq', load: () => import('./pages/faq.page.tsx') },
  { path: '/faq/:role', load: () => import('./pages/faq.page.tsx') },
  { path: '/contact', load: () => import('./pages/contact.page.tsx') },
  { path: '/method', load: () => import('./pages/method.page.tsx') },
  { path: '/about', load: () => import('./pages/about.page.tsx') },
  { path: '/terms', load: () => import('./pages/terms.page.tsx') },
  { path: '/privacy', load: () => import('./pages/privacy.page.tsx') },
  { path: '/url/:name', load: () => import('./pages/short-link.page.tsx') },
];

export interface SitePageMatch {
  page: SitePage;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The public page at `pathname` (a trailing slash is the same page), or null. */
export function matchSitePage(pathname: string): SitePageMatch | null {
  const actual = segments(pathname);
  for (const page of sitePages) {
    const pattern = segments(page.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const value = actual[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(value);
        return true;
      }
      return part === value;
    });
    if (fits) return { page, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the page's own check accepts these parameters (`/faq/nobody` is a 404). */
export function acceptsParams(module: SitePageModule, params: Record<string, string>): boolean {
  try {
    module.loader?.({ params });
    return true;
  } catch {
    return false;
  }
}

/** The current public page's `:name` parameters, in either runtime. */
export function usePageParams(): Record<string, string> {
  return matchSitePage(useNavigation().pathname)?.params ?? {};
}

/** What a page's check throws for "no such page": both runtimes read it as a 404. */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
