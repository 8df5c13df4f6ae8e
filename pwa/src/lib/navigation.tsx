import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Where the page is and how to go elsewhere, without naming a router. The public pages and the
 * environment warnings use it, so they run both inside the app's react-router (app/root-layout)
 * and in the light public-site runtime that carries no router at all (app/site-root, decision
 * 118): the landing page stays small.
 */
export interface Navigation {
  pathname: string;
  navigate(to: string): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationContext provider');
  return navigation;
}

/** A plain left click stays in the page; new-tab, download and modified clicks are the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: string;
  className?: string;
}

/** An in-app link: a real `<a href>` that moves without reloading the page. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** Active when the page is `to` or below it, like react-router's NavLink (the home link only on home). */
export function isActivePath(pathname: string, to: string): boolean {
  const path = to.split(/[?#]/)[0]!;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A navigation link that knows whether it points at the current page (`aria-current`). */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useNavigation().pathname, to);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
