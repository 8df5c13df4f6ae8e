import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { SORT_DIRECTIONS } from '../enums.ts';
import { isErrorCode, type ErrorCode } from '../errors/catalogue.ts';

/** Query paging of API.md: page from 1, size 1..100 (default 10). */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'invalid-type' })
    .int('invalid-type')
    .min(1, 'invalid-type')
    .default(1),
  size: z.coerce
    .number({ error: 'invalid-type' })
    .int('invalid-type')
    .min(1, 'invalid-type')
    .max(MAX_PAGE_SIZE, 'invalid-type')
    .default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS, { error: 'invalid-type' });

/** An ISO 8601 instant, answered as epoch milliseconds. */
export const instantSchema = z.iso
  .datetime({ offset: true, error: 'invalid-date' })
  .transform((v) => Date.parse(v));

export const idSchema = z.string().min(1, 'required').max(64, 'invalid-type');

/** `{ list, total }` of API.md. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/**
 * The catalogue code for one zod issue: a rule's own code when it carries one (its message),
 * otherwise the general case (missing → required, wrong type → invalid-type).
 */
export function issueCode(issue: { code: string; message: string; input?: unknown }): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') {
    // zod reports the input only when asked (reportInput); its default message says "received undefined".
    const missing =
      'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message);
    return missing ? 'required' : 'invalid-type';
  }
  if (issue.code === 'unrecognized_keys') return 'unknown-field';
  return 'invalid-type';
}

/**
 * The smallest and largest whole numbers a number rule accepts (`.positive()` → 1), read from the
 * rule itself so a screen that says the range never writes the bounds a second time.
 */
export function wholeNumberBounds(rule: z.ZodNumber): { min: number; max: number } {
  const low = rule.minValue ?? Number.MIN_SAFE_INTEGER;
  const high = rule.maxValue ?? Number.MAX_SAFE_INTEGER;
  // An exclusive bound (`gt`, `lt`) is refused itself: the next whole number is the one allowed.
  return {
    min: rule.safeParse(low).success ? low : Math.floor(low) + 1,
    max: rule.safeParse(high).success ? high : Math.ceil(high) - 1,
  };
}
