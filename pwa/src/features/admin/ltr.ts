/**
 * A code or an e-mail inside an Arabic line (a dialog's title is text, not markup): U+2066…U+2069
 * isolate it left to right, as `<bdi>` would, so «؟» stays after it.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;
