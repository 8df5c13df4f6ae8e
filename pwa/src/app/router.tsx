import { createBrowserRouter, type RouteObject } from 'react-router';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { ErrorPage } from './error-page.tsx';
import { page } from './lazy-page.ts';
import { OfflinePage } from './offline-page.tsx';
import { AdminScreenGate, RequireAdmin, RequireSignIn } from './guards.tsx';
import { RoleGate } from './role-gate.tsx';
import { RootLayout } from './root-layout.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';
import { plannedAdminScreens, plannedAppScreens, type PlannedScreen } from './routes.ts';

const comingSoon = () => import('./coming-soon.tsx');
const planned = (screens: PlannedScreen[]): RouteObject[] =>
  screens.map(({ path, title, about, load, ownTitle, readerTitle }) => {
    const lazy = load ? page(load) : comingSoon;
    const handle = { title, about, ownTitle, readerTitle, path };
    return path ? { path, lazy, handle } : { index: true, lazy, handle };
  });
const openScreens = plannedAppScreens.filter((s) => s.open);
const signedInScreens = plannedAppScreens.filter((s) => !s.open);

/** Sign-in screens: open to everyone. One line per screen module. */
const authRoutes: RouteObject[] = [
  { path: 'login', lazy: page(() => import('../features/auth/login.page.tsx')) },
  { path: 'admin/login', lazy: page(() => import('../features/auth/login.page.tsx')) },
  { path: 'register/:role', lazy: page(() => import('../features/auth/register.page.tsx')) },
  { path: 'verify-email', lazy: page(() => import('../features/auth/verify-email.page.tsx')) },
  {
    path: 'forget-password',
    lazy: page(() => import('../features/auth/forget-password.page.tsx')),
  },
  { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password.page.tsx')) },
  { path: 'offline', element: <OfflinePage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // While the first screen's lazy module loads (React Router asks for one on every start).
    HydrateFallback: StartingUp,
    children: [
      ...marketingRoutes,
      ...authRoutes,
      // Tutors, a tutor's profile and the plans: in the app's frame, with or without an account.
      { lazy: () => import('./app-layout.tsx'), children: planned(openScreens) },
      {
        element: <RequireSignIn />,
        children: [
          {
            path: 'complete-profile',
            lazy: page(() => import('../features/auth/complete-profile.page.tsx')),
          },
          {
            path: 't/complete-profile',
            lazy: page(() => import('../features/tutor/complete-profile.page.tsx')),
          },
          {
            lazy: () => import('./app-layout.tsx'),
            children: [{ element: <RoleGate />, children: planned(signedInScreens) }],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: () => import('./admin-layout.tsx'),
            children: [{ element: <AdminScreenGate />, children: planned(plannedAdminScreens) }],
          },
        ],
      },
      {
        path: '*',
        loader: () => {
          throw new Response('not found', { status: 404 });
        },
      },
    ],
  },
];

function StartingUp() {
  return <SkeletonLines lines={6} />;
}

export function createRouter() {
  return createBrowserRouter(routes);
}
