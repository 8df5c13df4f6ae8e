/**
 * The one separator between the parts of a line a person reads (decision 289): «ياسمين عادل،
 * ٣٧ ثانية», «كلام، الإدارة». The Arabic comma, written after a word with a space after it,
 * as Arabic text lists things. The middle dot (U+00B7) read as the zero «٠» beside Arabic-Indic
 * digits, a bar «|» reads as «١», and a dash says a range («٤ – ٤:٣٠»). Where a layout's gap
 * already spaces the parts, the mark alone ends the first part (`SEPARATOR_MARK`).
 */
export const SEPARATOR_MARK = '،';
export const SEPARATOR = `${SEPARATOR_MARK} `;

/** The parts that are there, joined by the separator: `joinParts('فيديو', null, 'أمس')` → «فيديو، أمس». */
export function joinParts(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join(SEPARATOR);
}
