import { createContext, use, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ar } from '../i18n/ar.ts';

/** The element at the very top of the page where the page's SkipLink is put (SkipLinkHome). */
const SkipLinkSlot = createContext<HTMLElement | null>(null);

/**
 * The place of the skip link: before everything the page chrome shows above a layout (the
 * clock or browser warnings with their «إخفاء التنبيه», the offline notice), so the skip link
 * is the first Tab stop of every page that has one. A layout still decides whether it has one.
 */
export function SkipLinkHome({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <>
      <div ref={setSlot} data-testid="skip-link-slot" />
      <SkipLinkSlot value={slot}>{children}</SkipLinkSlot>
    </>
  );
}

/**
 * The first stop of a page for a keyboard: hidden until focused, it moves focus past the header's
 * links into `<main id="main">` (which takes focus with tabIndex −1). Focused by script, not
 * followed as `#main`: the address keeps no fragment and the router sees no navigation.
 * Inside a SkipLinkHome it is rendered at the top of the document, wherever the layout puts it.
 */
export function SkipLink() {
  const slot = use(SkipLinkSlot);
  const link = (
    <a
      href="#main"
      data-testid="skip-link"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        // No scrolling to <main>'s top: that put its first controls under the sticky header.
        main.focus({ preventScroll: true });
      }}
      className="sr-only z-50 rounded-lg bg-teal-700 font-semibold text-white focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:start-4 focus:top-4 focus:outline-2 focus:outline-offset-2 focus:outline-focus"
    >
      {ar.ui.skipToContent}
    </a>
  );
  return slot ? createPortal(link, slot) : link;
}
