import { describe, expect, it } from 'vitest';
import { pageFocusTarget, type FocusDocument } from './page-focus.ts';

/** A minimal element: what `closest` matches and what it sits inside. */
function el(parent: FakeElement | null, matches: string[] = []): FakeElement {
  const self: FakeElement = {
    parent,
    matches,
    closest(selector: string) {
      const wanted = selector.split(',').map((s) => s.trim());
      for (let at: FakeElement | null = self; at; at = at.parent)
        if (at.matches.some((m) => wanted.includes(m))) return at;
      return null;
    },
    contains(other: FakeElement) {
      for (let at: FakeElement | null = other; at; at = at.parent) if (at === self) return true;
      return false;
    },
    focus() {},
  };
  return self;
}
interface FakeElement {
  parent: FakeElement | null;
  matches: string[];
  closest(selector: string): FakeElement | null;
  contains(other: FakeElement): boolean;
  focus(): void;
}

function doc(active: FakeElement | null, body: FakeElement, main: FakeElement | null) {
  return {
    activeElement: active,
    body,
    getElementById: (id: string) => (id === 'main' ? main : null),
  } as unknown as FocusDocument;
}

describe('pageFocusTarget', () => {
  const body = el(null);
  const header = el(body);
  const headerLink = el(header);
  const main = el(body);
  const field = el(main);
  const dialog = el(body, ['[role="dialog"]']);
  const dialogButton = el(dialog);

  it('takes focus from a header link (still on the page) to <main>', () => {
    expect(pageFocusTarget(doc(headerLink, body, main))).toBe(main);
  });
  it('takes focus from the body (a pressed card that left the page) to <main>', () => {
    expect(pageFocusTarget(doc(body, body, main))).toBe(main);
    expect(pageFocusTarget(doc(null, body, main))).toBe(main);
  });
  it('leaves focus that the new page put inside <main> (a field, a message box)', () => {
    expect(pageFocusTarget(doc(field, body, main))).toBeNull();
  });
  it('leaves focus held by a dialog', () => {
    expect(pageFocusTarget(doc(dialogButton, body, main))).toBeNull();
  });
  it('does nothing on a page without <main id="main">', () => {
    expect(pageFocusTarget(doc(headerLink, body, null))).toBeNull();
  });
});
