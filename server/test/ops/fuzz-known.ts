/**
 * Server defects the fuzz suites found and that are not fixed yet (decision 162): each is a real
 * 500 a client can cause. They are listed, not hidden: a suite forgives a 500 only for this call
 * and this kind of input, and checks everything else about the answer. Remove an entry with its fix.
 */
export interface Known500 {
  call: string;
  input: string;
  /** Whether a request's raw body is the breaking kind of input. */
  when: (raw: string | undefined) => boolean;
}

/** A body that does not parse as a JSON object: malformed JSON, null, an array, a string, a number. */
function notAJsonObject(raw: string | undefined): boolean {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return value === null || typeof value !== 'object' || Array.isArray(value);
  } catch {
    return true;
  }
}

export const KNOWN_500S: Known500[] = [
  {
    // Found 2026-11-24: the webhook reads fields off the parsed body before checking it is an
    // object; with no Fawry settings (local, sandbox) a `{}` answers 404 as meant.
    call: 'POST /api/v1/fawry/webhook',
    input: 'a body that is not a JSON object: null, [], "", 0, or malformed JSON such as {"a":',
    when: notAJsonObject,
  },
  {
    // Found 2026-11-24: same defect on the Paymob callback (with or without ?hmac=).
    call: 'POST /api/v1/paymob/webhook',
    input: 'a body that is not a JSON object: null, [], "", 0, or malformed JSON such as {"a":',
    when: notAJsonObject,
  },
];

/** Whether a 500 is a listed, not-yet-fixed defect. */
export function isKnown500(call: string, raw: string | undefined): boolean {
  return KNOWN_500S.some((k) => k.call === call && k.when(raw));
}
