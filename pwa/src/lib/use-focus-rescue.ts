import { useEffect } from 'react';

/**
 * When the focused control leaves the page (a cancelled lesson's «ألغِ الحصة», a removed row, a
 * step that is done) or is disabled (a saved form's «احفظ», the last page's «التالي»), the
 * browser drops focus to the top of the document and the next Tab starts over at the header.
 * Focus goes to the page's `<main id="main">` instead (tabIndex −1, no scroll), so the keyboard
 * carries on inside the page.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const left = event.target;
      if (!(left instanceof HTMLElement)) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        const gone = !left.isConnected || left.matches(':disabled');
        if (!gone || (now && now !== document.body)) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);
}
