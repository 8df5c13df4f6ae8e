/** The parts of a document the choice reads (a real `document` in the app; a stand-in in tests). */
export interface FocusDocument {
  activeElement: Element | null;
  body: Element | null;
  getElementById(id: string): HTMLElement | null;
}

const HOLDS_FOCUS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * Where focus goes after a move to another page (decision 246): the page's `<main id="main">`
 * (tabIndex −1), unless focus is already inside it (the page focused a field, a message box)
 * or a dialog holds it; `null` when it should stay where it is.
 */
export function pageFocusTarget(doc: FocusDocument): HTMLElement | null {
  const main = doc.getElementById('main');
  if (!main) return null;
  const active = doc.activeElement;
  if (active && active !== doc.body) {
    if (active.closest(HOLDS_FOCUS)) return null;
    if (main.contains(active)) return null;
  }
  return main;
}
