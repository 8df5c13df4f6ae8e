/**
 * What a step that moves the page on leaves for the next page to say (decision 253): the code
 * was accepted. Said in the next page's card, not a toast: on a phone a top toast sat over the
 * card's heading the moment it appeared.
 */
export const EMAIL_VERIFIED_STATE = { emailVerified: true } as const;

/** Whether the page was reached by the step that verified the e-mail just now. */
export function cameFromVerify(state: unknown): boolean {
  return (state as { emailVerified?: boolean } | null)?.emailVerified === true;
}
