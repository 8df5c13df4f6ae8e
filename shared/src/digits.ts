/**
 * The two ways of writing digits (decision 289): people type Arabic-Indic («٦٠٢٣٥»), Eastern
 * Arabic-Indic («۶۰۲۳۵», a Persian or Urdu keyboard) or ASCII digits, and every rule reads them
 * through `toLatinDigits`; what a person reads is Arabic-Indic, through `toArabicDigits`.
 */

/** Arabic-Indic and Eastern Arabic-Indic (Persian) digits to ASCII digits, for reading what people type. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** ASCII digits to Arabic-Indic, for a number a person reads: a code, a reference, a card's last four. */
export function toArabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

/**
 * A code in a message, in the digits the message reads and in the ones a keyboard or a paste
 * may need: «٦٠٢٣٥ (60235)». The code field takes either.
 */
export function codeInBothDigits(code: string): string {
  return `${toArabicDigits(code)} (${toLatinDigits(code)})`;
}
