import { useEffect, useState } from 'react';
import { isTokenValid, readSession } from '../../../lib/auth-storage.ts';
import { Link, NavLink } from '../../../lib/navigation.tsx';
import { homeFor } from '../../../lib/home.ts';
import { site } from '../content/site.ts';
import { buttonGhost, buttonPrimary, container } from './styles.ts';

const NAV = [
  { to: '/tutors', label: site.nav.tutors },
  { to: '/method', label: site.nav.method },
  { to: '/pricing', label: site.nav.pricing },
  { to: '/tutor', label: site.nav.tutor },
  { to: '/faq', label: site.nav.faq },
  { to: '/about', label: site.nav.about },
] as const;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium ${isActive ? 'text-link' : 'text-body-soft hover:text-link'}`;
/**
 * The phone menu's rows: each a block 48 px tall. An inline link's padding grew its tap area to
 * 46 px over rows 28 px apart, so a thumb on the lower half of one opened the next (issue 40).
 */
const menuLink = (state: { isActive: boolean }) => `${navLink(state)} flex min-h-12 items-center`;

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-2xl font-extrabold text-ink">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-brand text-lg text-on-brand"
      >
        ك
      </span>
      {site.name}
    </Link>
  );
}

/**
 * Where the person signed in on this device works (their dashboard), or null for a visitor: read
 * from the app's stored session after the first paint, as a prerendered page has no storage.
 */
function useSignedInHome(): string | null {
  const [home, setHome] = useState<string | null>(null);
  useEffect(() => {
    try {
      const { token, user } = readSession();
      if (isTokenValid(token, Date.now())) setHome(homeFor(user?.role));
    } catch {
      // Storage refused (a private window's settings): a visitor's header.
    }
  }, []);
  return home;
}

/** Sign-in and sign-up for a visitor; the way back to the dashboard for someone signed in. */
function AccountLinks({ home }: { home: string | null }) {
  if (home)
    return (
      <Link to={home} className={buttonPrimary}>
        {site.nav.account}
      </Link>
    );
  return (
    <>
      <Link to="/login" className={buttonGhost}>
        {site.nav.login}
      </Link>
      <Link to="/register/student" className={buttonPrimary}>
        {site.nav.register}
      </Link>
    </>
  );
}

/** The public header: logo, main navigation, sign-in and sign-up; a menu button on phones. */
export function SiteHeader({ themeToggle }: { themeToggle?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const home = useSignedInHome();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur dark:bg-slate-950/95">
      <div className={`${container} flex h-16 items-center justify-between gap-4`}>
        <Logo />
        <nav aria-label={site.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {themeToggle}
          <div className="hidden items-center gap-2 sm:flex">
            <AccountLinks home={home} />
          </div>
          <button
            type="button"
            className={`${buttonGhost} px-3 lg:hidden`}
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? site.nav.closeMenu : site.nav.openMenu}
            onClick={() => setOpen((v) => !v)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {open ? (
        <nav id="site-menu" aria-label={site.nav.label} className="border-t border-line lg:hidden">
          <ul className={`${container} flex flex-col gap-1 py-3`}>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={menuLink} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 flex gap-2 sm:hidden">
              <AccountLinks home={home} />
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
