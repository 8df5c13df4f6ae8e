import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageFocusTarget } from '../lib/page-focus.ts';

/** How long a page that names itself from its data (a tutor's page) may take to set its title. */
const OWN_TITLE_WAIT_MS = 3000;

/**
 * After each move to another page inside the app (not the first load), a screen reader hears the
 * new page's title from a polite live region, and the keyboard starts in the new page's
 * `<main>` rather than on the header link it pressed (decision 246). Focus is left alone when
 * the new page placed it itself, or a dialog holds it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  // A page that names itself from its data (route handle `ownTitle`) sets its title later.
  const ownTitle = !!(useMatches().at(-1)?.handle as { ownTitle?: boolean } | undefined)?.ownTitle;
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);
  const titleBefore = useRef('');
  // Layout effects run before the new page's effects set its title: the old title, for comparing.
  useLayoutEffect(() => {
    if (shown.current !== pathname) titleBefore.current = document.title;
  }, [pathname]);
  useEffect(() => {
    if (shown.current === pathname) return;
    // Emptied first: a page with the same title as the last (another user's page) is read too.
    setMessage('');
    // Until the page's own title arrives, the title is the old page's or the app's bare name.
    const before = ownTitle ? document.title : titleBefore.current;
    let done = false;
    const announce = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const heading = document.querySelector('main h1')?.textContent?.trim();
      setMessage(document.title !== before ? document.title : heading || document.title);
    };
    // A page whose title waits for its data: announce when it arrives (or after a while).
    const observer = new MutationObserver(() => {
      if (document.title !== before) announce();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(announce, OWN_TITLE_WAIT_MS);
    const frame = requestAnimationFrame(() => {
      // Marked here, not at once: a cleanup before the frame (StrictMode) leaves it to the next run.
      shown.current = pathname;
      pageFocusTarget(document)?.focus({ preventScroll: true });
      if (!ownTitle) announce();
    });
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, ownTitle]);
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {message}
    </div>
  );
}
