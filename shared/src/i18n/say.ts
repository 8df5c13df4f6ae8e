import { createIntl, createIntlCache } from '@formatjs/intl';
import { LOCALE } from '../constants.ts';
import { AR_MESSAGES, type ArabicMessageId } from './arabic-messages.ts';

/*
 * One ICU formatter for the catalogue (FormatJS: parsed once, cached, ar-EG numbers inside).
 * A missing value or a broken message throws, so a test catches it rather than a person.
 * Made on the first message, not when the module loads (decision 212: it loads the Arabic
 * locale data, some 20 ms of the server's start).
 */
let intl: ReturnType<typeof createIntl> | undefined;
const formatter = () =>
  (intl ??= createIntl(
    {
      locale: LOCALE,
      messages: AR_MESSAGES,
      onError: (error) => {
        throw error;
      },
    },
    createIntlCache(),
  ));

export type MessageValues = Record<string, string | number>;

/** A catalogue message with its values: `say('lessons', { count: 3 })` → «٣ حصص». */
export function say(id: ArabicMessageId, values: MessageValues = {}): string {
  return formatter().formatMessage({ id }, values);
}

/** A counted noun: `count('minutes', 2)` → «دقيقتين». */
export function count(id: ArabicMessageId, n: number): string {
  return say(id, { count: n });
}
