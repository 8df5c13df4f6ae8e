/**
 * What a step that moves the page on leaves for the next page to say (decisions 253, 257): the
 * e-mail code accepted, the new password saved, the tutor's profile finished. Said in the next
 * page's card (the sign-in card, or the top of the app's page), not in a toast: on a phone a top
 * toast sat over that page's heading the moment it appeared. The step words it (in the reader's
 * gender, from its own texts), so the frame that shows it carries no catalogue of its own.
 */
interface MovedOnState {
  movedOn: string;
}

/** The navigation options of a step that succeeded and moves on: `navigate(to, movedOn(words))`. */
export function movedOn(words: string): { replace: true; state: MovedOnState } {
  return { replace: true, state: { movedOn: words } };
}

/** What the step before said, when this page was reached by one just now. */
export function movedOnWords(state: unknown): string | undefined {
  const words = (state as Partial<MovedOnState> | null | undefined)?.movedOn;
  return typeof words === 'string' && words.trim() ? words : undefined;
}
