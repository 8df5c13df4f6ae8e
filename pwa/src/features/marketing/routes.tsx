import type { RouteObject } from 'react-router';

/*
 * Public pages, mounted at the root of the router by the app. One pathless layout (header,
 * footer) and one lazy chunk per page, so the landing page ships only what it draws
 * (decision 060).
 */
export const marketingRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/marketing-layout.tsx'),
    children: [
      { index: true, lazy: () => import('./pages/landing.page.tsx') },
      { path: 'tutor', lazy: () => import('./pages/tutor.page.tsx') },
      { path: 'pricing', lazy: () => import('./pages/pricing.page.tsx') },
      { path: 'faq', lazy: () => import('./pages/faq.page.tsx') },
      { path: 'faq/:role', lazy: () => import('./pages/faq.page.tsx') },
      { path: 'contact', lazy: () => import('./pages/contact.page.tsx') },
      { path: 'method', lazy: () => import('./pages/method.page.tsx') },
      { path: 'about', lazy: () => import('./pages/about.page.tsx') },
      { path: 'terms', lazy: () => import('./pages/terms.page.tsx') },
      { path: 'privacy', lazy: () => import('./pages/privacy.page.tsx') },
      { path: 'url/:name', lazy: () => import('./pages/short-link.page.tsx') },
    ],
  },
];
