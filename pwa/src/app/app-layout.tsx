import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { roleFlags } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.tsx';
import { MovedOnNotice } from '../ui/moved-on-notice.tsx';
import { SkipLink } from '../ui/skip-link.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { homeFor } from '../lib/home.ts';
import { useLessonEvents } from './use-lesson-events.ts';
import { useMessageEvents } from './use-message-events.ts';
import { useOnboardingEvents } from '../features/onboarding/use-onboarding-events.ts';
import { useOnboardingInMenu } from '../features/onboarding/onboarding-menu.ts';
import { signInFor, withNext } from '../lib/next-path.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useFocusRescue } from '../lib/use-focus-rescue.ts';
import { accountLinksFor, navFor } from './nav.ts';
import type { PlannedScreen } from './routes.ts';
import { titleFor } from './reader-titles.ts';
import { DesktopParts } from '../lib/desktop/desktop-parts.tsx';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-semibold lg:px-3 lg:py-2 lg:text-base ${isActive ? 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`;

/** The signed-in frame: logo, navigation by role, theme, and the account menu. */
export function Component() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const flags = user ? roleFlags(user.role) : null;
  // «الانضمام» only for a tutor who may still have steps to take (decision 284).
  const items = navFor(user?.role, { onboarding: useOnboardingInMenu(user?.role === 'Tutor') });
  // Lesson booked, moved or cancelled: show it and say so (decisions 082, 157).
  useLessonEvents(user ?? undefined);
  // A chat message outside the chat screen: a toast with the room (the chat rings for itself).
  useMessageEvents(user);
  // Onboarding reviewed, booked or decided elsewhere: the steps and lists follow (decision 186).
  useOnboardingEvents(user?.role);
  // A focused control that leaves the page hands focus to <main>, not the top (keyboard walk).
  useFocusRescue();
  const menu = [
    ...accountLinksFor(user?.role).map((link) => ({
      label: link.label,
      onSelect: () => navigate(link.to),
    })),
    {
      label: ar.account.signOut,
      danger: true,
      testId: 'sign-out',
      onSelect: () => {
        signOut();
        navigate(flags?.admin ? '/admin/login' : '/login');
      },
    },
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle />
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur dark:bg-slate-950/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
          <Link
            to={homeFor(user?.role)}
            className="me-2 flex items-center gap-2 text-xl font-extrabold text-brand-ink"
          >
            <img src="/favicon.svg" alt="" className="size-9" />
            {ar.appName}
          </Link>
          {/* Phones: the links wrap under the logo, every one in sight (a scrolling row hid the
              last ones past the edge with nothing to say they were there). */}
          <nav
            aria-label={ar.nav.label}
            data-testid="main-nav"
            className="order-last -mx-1 flex w-full flex-wrap gap-1 pb-1 lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:flex-nowrap lg:overflow-x-auto lg:pb-0"
          >
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end className={navLink}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <ThemeToggle />
            {user ? (
              <LazyDropdownMenu
                label={user?.name}
                items={menu}
                trigger={
                  <button
                    type="button"
                    data-testid="user-menu"
                    className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    {/* Named by its text, not aria-label: the initials are decoration, and a
                      label that does not contain visible text fails WCAG 2.5.3. */}
                    <span aria-hidden="true">
                      <Avatar name={user?.name} src={user?.image ?? null} />
                    </span>
                    <span className="sr-only">{ar.account.menu}</span>
                  </button>
                }
              />
            ) : (
              <VisitorActions />
            )}
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none"
      >
        {/* What the step before did (a new password saved), first in the page (decision 257). */}
        <MovedOnNotice className="mb-5" />
        <Outlet />
      </main>
      {/* The desktop app's side of the page (decision 131); nothing in a browser. */}
      <DesktopParts />
    </div>
  );
}

const visitorLink =
  'inline-flex min-h-11 items-center rounded-xl px-3 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-focus';

/** A visitor's way in, coming back to this page after (issue 16). */
function VisitorActions() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <Link to={signInFor(here)} className={visitorLink}>
        {ar.account.signIn}
      </Link>
      <Link
        to={withNext('/register/student', here)}
        className={`${visitorLink} bg-brand text-on-brand hover:bg-teal-800`}
      >
        {ar.account.signUp}
      </Link>
    </>
  );
}

/** The route's title and one line about it, for the tab and for search results. */
function PageTitle() {
  const { user } = useAuth();
  const handle = useMatches().at(-1)?.handle as
    Pick<PlannedScreen, 'title' | 'about' | 'ownTitle' | 'readerTitle'> | undefined;
  const own = !handle?.title || handle.ownTitle;
  // «لوحة المدرّسة» for a woman tutor, her calls for a tutor manager (decision 253).
  useDocumentTitle(own ? null : `${titleFor(handle, user)} — ${ar.appName}`);
  if (own || !handle.about) return null;
  return <meta name="description" content={handle.about} />;
}
