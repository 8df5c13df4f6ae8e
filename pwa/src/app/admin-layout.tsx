import { SEPARATOR } from '@kalam/shared';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { ar } from '../i18n/ar.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { useOnboardingEvents } from '../features/onboarding/use-onboarding-events.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useFocusRescue } from '../lib/use-focus-rescue.ts';
import { Avatar } from '../ui/avatar.tsx';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.tsx';
import { MovedOnNotice } from '../ui/moved-on-notice.tsx';
import { SkipLink } from '../ui/skip-link.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { desktopNav } from './desktop-nav.ts';
import { plannedAdminScreens } from './routes.ts';
import { mayOpenAdmin } from './screen-roles.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`;

/**
 * The sidebar's links: every admin screen with a `nav` label that the role may open, then the
 * desktop app's own (the studio's uploads: its home is this frame, and the app's header, which
 * offers them, is never on its way).
 */
export function adminNav(role: Parameters<typeof mayOpenAdmin>[1]) {
  return [
    ...plannedAdminScreens
      .filter((s) => s.nav && mayOpenAdmin(s.path, role))
      .map((s) => ({ to: s.path ? `/admin/${s.path}` : '/admin', label: s.nav! })),
    ...desktopNav(role),
  ];
}

/**
 * The admin frame (spec §2 "Admin sidebar", issue 19): a sidebar at the start side on laptops;
 * on phones a top bar whose menu button opens the same list as a drawer.
 */
export function Component() {
  const { user, signOut } = useAuth();
  // Interviews and photo sessions change live for the staff who open them (decision 186).
  useOnboardingEvents(user?.role);
  // A focused control that leaves the page hands focus to <main>, not the top (keyboard walk).
  useFocusRescue();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A link followed on a phone closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  const items = user ? adminNav(user.role) : [];
  const menu = [
    { label: ar.account.profile, onSelect: () => navigate('/admin/user-settings') },
    {
      label: ar.account.signOut,
      danger: true,
      testId: 'sign-out',
      onSelect: () => {
        signOut();
        navigate('/admin/login');
      },
    },
  ];
  const nav = (testId: string) => (
    <nav aria-label={ar.nav.admin} data-testid={testId} className="flex flex-col gap-0.5">
      {items.map((item) => (
        // The link of the page already open closes the drawer too.
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={linkClass}
          onClick={() => setOpen(false)}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle />
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur dark:bg-slate-950/90">
        <div className="flex items-center gap-2 px-4 py-2">
          <button
            type="button"
            data-testid="admin-menu"
            aria-expanded={open}
            aria-controls="admin-drawer"
            onClick={() => setOpen((v) => !v)}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus lg:hidden"
          >
            <Menu aria-hidden="true" />
            <span className="sr-only">{ar.nav.admin}</span>
          </button>
          <Link
            to="/admin"
            className="flex items-center gap-2 text-xl font-extrabold text-brand-ink"
          >
            <img src="/favicon.svg" alt="" className="size-9" />
            <span>
              {ar.appName}
              <span className="text-base font-bold">
                {SEPARATOR}
                {ar.nav.admin}
              </span>
            </span>
          </Link>
          <div className="ms-auto flex items-center gap-1">
            <ThemeToggle />
            {user && (
              <LazyDropdownMenu
                label={user.name}
                items={menu}
                trigger={
                  <button
                    type="button"
                    data-testid="user-menu"
                    className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    <span aria-hidden="true">
                      <Avatar name={user.name} src={user.image ?? null} />
                    </span>
                    <span className="sr-only">{ar.account.menu}</span>
                  </button>
                }
              />
            )}
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-e border-line p-3 lg:block">
          <div className="sticky top-20">{nav('admin-nav')}</div>
        </aside>
        {open && (
          <div className="fixed inset-0 z-50 lg:hidden">
            <button
              type="button"
              aria-label={ar.ui.close}
              tabIndex={-1}
              className="absolute inset-0 bg-slate-950/40"
              onClick={() => setOpen(false)}
            />
            <aside
              id="admin-drawer"
              className="absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto border-e border-line bg-page p-3 shadow-xl"
            >
              <button
                type="button"
                data-testid="admin-menu-close"
                onClick={() => setOpen(false)}
                className="flex size-11 items-center justify-center self-end rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
              >
                <X aria-hidden="true" />
                <span className="sr-only">{ar.ui.close}</span>
              </button>
              {nav('admin-drawer-nav')}
            </aside>
          </div>
        )}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8"
        >
          {/* A staff member's new password, said first in the page (decision 257). */}
          <MovedOnNotice className="mb-5" />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The route's title for the tab. */
function PageTitle() {
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  useDocumentTitle(handle?.title ? `${handle.title} — ${ar.appName}` : null);
  return null;
}
