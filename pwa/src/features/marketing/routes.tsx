import type { RouteObject } from 'react-router';
import { sitePages } from './site-pages.ts';

/** The public pages inside the app's router: one pathless layout (header, footer), then the table. */
export const marketingRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/marketing-layout.tsx'),
    children: sitePages.map(({ path, load }) =>
      path === '/' ? { index: true, lazy: load } : { path: path.slice(1), lazy: load },
    ),
  },
];
