import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@kalam/shared';

/*
 * ARABIC.md «Numbers»: every number a person reads is in Arabic-Indic digits. This walks every
 * string of the app's Arabic catalogue (the shell, each feature's text, the marketing content
 * and the shared error messages), calls the text functions with sample values, and fails on a
 * Western digit outside what must stay Latin.
 */
const modules = import.meta.glob(
  [
    './ar.ts',
    '../features/*/text.ts',
    '../features/*/labels.ts',
    '../features/*/*-labels.ts',
    '../features/marketing/content/*.ts',
  ],
  { eager: true },
);

/** Typed exactly as printed (ARABIC.md «Stay Latin»): keys, standards, addresses. */
const ALLOWED = [
  /\bF8\b/g, // the keyboard key that focuses notifications
  /3-D Secure/g, // the card scheme's own name
  /[\w.+-]+@[\w.-]+/g, // e-mail addresses
  /https?:\/\/\S+/g,
];

function strings(value: unknown, path: string, out: [string, string][], depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    // Its literal parts, with Arabic stand-ins for the values (names, counts, formatted parts:
    // which a parameter is cannot be told at run time; the 360 px browser test reads the
    // screens with real values).
    try {
      strings(
        (value as (...a: unknown[]) => unknown)('س', 'س', 'س', 'س'),
        `${path}()`,
        out,
        depth + 1,
      );
    } catch {
      // A function that needs an object: the browser test sees what it writes.
    }
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      strings(inner, `${path}.${key}`, out, depth + 1);
}

const western = (text: string) => /[0-9]/.test(ALLOWED.reduce((t, re) => t.replace(re, ''), text));

describe('one digit system in every user-facing string', () => {
  it('finds the catalogue (a glob that matched nothing would pass anything)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(25);
  });

  it('the app texts carry no Western digit', () => {
    const found: [string, string][] = [];
    for (const [file, module] of Object.entries(modules)) strings(module, file, found);
    expect(found.length).toBeGreaterThan(500);
    expect(found.filter(([, text]) => western(text))).toEqual([]);
  });

  it('the error messages carry no Western digit', () => {
    const bad = Object.entries(ERROR_CATALOGUE).filter(([, entry]) => western(entry.ar));
    expect(bad.map(([code, entry]) => `${code}: ${entry.ar}`)).toEqual([]);
  });

  it('the check itself catches a Western digit and lets an address through', () => {
    expect(western('كلمة المرور ٨ حروف')).toBe(false);
    expect(western('كلمة المرور 8 حروف')).toBe(true);
    expect(western('ابعت على help2@kalam.eg')).toBe(false);
  });
});
