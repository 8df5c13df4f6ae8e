import fc from 'fast-check';

/*
 * Hostile values for the fuzz suites (decision 162): wrong types, boundaries, unicode tricks,
 * injection strings, huge and negative numbers. fast-check mixes them with random ones.
 */

/** Strings a careless handler trips on. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '\u202Eadmin\u202C', // right-to-left override
  'a\u200Bb\u200Cc\u200Dd\uFEFF', // zero-width characters
  '\u0000', // NUL
  '\uD800', // a lone surrogate
  'ك\u0644\u0627\u0645\u064E\u064B', // Arabic with diacritics
  '🧪'.repeat(50),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '1; SELECT * FROM sqlite_master',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'x'.repeat(70_000),
] as const;

export const TRICKY_NUMBERS = [
  0,
  -1,
  -0.01,
  0.5,
  1.0000001,
  -1e9,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
] as const;

const trickyString = fc.constantFrom(...TRICKY_STRINGS);
const trickyNumber = fc.constantFrom(...TRICKY_NUMBERS);

/** Any JSON value a field might be sent instead of what it wants. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  { weight: 3, arbitrary: trickyNumber },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(trickyString, { maxLength: 3 }) },
  // An own `__proto__` key, as JSON.parse makes one: prototype pollution and operator injection.
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"$gt":"","__proto__":{"admin":true}}')) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

/** A string for a path or query slot (they only carry text). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyNumber.map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** `[[[[…]]]]` nested deeper than any parser should follow. */
export function deepJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** A body for a call whose JSON fields are `fields`: every field hostile, or the whole body. */
export function hostileBody(fields: string[]): fc.Arbitrary<{ raw: string }> {
  const record =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), {
          requiredKeys: [],
        })
      : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: record.map((r) => ({ raw: JSON.stringify(r) })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          deepJson(10_000),
          '[]',
          '""',
          '0',
          'null',
          '{"a":',
          '\uFEFF{}',
          JSON.stringify({ huge: 'x'.repeat(2_000_000) }),
        )
        .map((raw) => ({ raw })),
    },
  );
}
