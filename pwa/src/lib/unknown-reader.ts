import type { Gendered } from '@kalam/shared';

/** The readers whose gender is not known: unsaved (null), absent, and no reader at all. */
const UNKNOWN: Gendered[] = [{ gender: null }, {}, null];

/**
 * For tests of a feature's text.ts (ARABIC.md, decisions 248 and 284): the paths of the entries
 * that speak to a woman and a man in different words but give a reader of unknown gender one of
 * the two — the masculine, as `byGender` does without its third form. A function is called with
 * `3` for each argument before the reader, its last («retryAfter(date, reader)»).
 */
export function genderedWithoutThirdForm(text: unknown, where = 'text'): string[] {
  if (typeof text === 'function') {
    const f = text as (...args: unknown[]) => unknown;
    const say = (reader: Gendered) =>
      f(...Array<number>(Math.max(f.length - 1, 0)).fill(3), reader);
    const female = say({ gender: 'female' });
    const male = say({ gender: 'male' });
    if (typeof female !== 'string' || female === male) return [];
    return UNKNOWN.some((reader) => [female, male].includes(say(reader) as string)) ? [where] : [];
  }
  if (text && typeof text === 'object')
    return Object.entries(text).flatMap(([key, value]) =>
      genderedWithoutThirdForm(value, `${where}.${key}`),
    );
  return [];
}
