import { ar } from '../i18n/ar.ts';

/**
 * The first stop of a page for a keyboard: hidden until focused, it moves focus past the header's
 * links into `<main id="main">` (which takes focus with tabIndex −1). Focused by script, not
 * followed as `#main`: the address keeps no fragment and the router sees no navigation.
 */
export function SkipLink() {
  return (
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
}
