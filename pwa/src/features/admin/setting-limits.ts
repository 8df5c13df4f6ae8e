import {
  count,
  formatMoney,
  platformSettingsSchema,
  poundsToHundredths,
  STUDIO_ADDRESS_MAX_LENGTH,
  toLatinDigits,
  wholeNumberBounds,
  type ErrorCode,
} from '@kalam/shared';
import { formatNumber } from '../../lib/numbers.ts';
import { adminText } from './text.ts';

/*
 * What each platform setting allows, said in its own words with Arabic digits (decision 249).
 * The bounds are read from the shared rule the server checks (`platformSettingsSchema`), never
 * written here a second time.
 */

const t = adminText.settings;
type Said = keyof typeof t.allowed;

/** The whole numbers a setting takes, from the shared rule. */
export const settingBounds = (key: Said) => wholeNumberBounds(platformSettingsSchema.shape[key]);

/** Each bound as read: a count with its unit on the upper one, or money in pounds on both. */
const unit: Record<Said, (n: number, upper: boolean) => string> = {
  quotaRenewalHour: (n) => formatNumber(n),
  defaultNoticeMinutes: (n, upper) => (upper ? count('minutes', n) : formatNumber(n)),
  introVideoMinSeconds: (n, upper) => (upper ? count('seconds', n) : formatNumber(n)),
  introVideoMaxSeconds: (n, upper) => (upper ? count('seconds', n) : formatNumber(n)),
  withdrawalMinEgp: (n) => formatMoney(poundsToHundredths(n)),
  withdrawalMaxEgp: (n) => formatMoney(poundsToHundredths(n)),
  freeCancellationMinutes: (n, upper) => (upper ? count('minutes', n) : formatNumber(n)),
};

/** «المهلة لازم تكون رقم صحيح بين ٠ و١٠٬٠٨٠ دقيقة.» */
export function allowedText(key: Said): string {
  const { min, max } = settingBounds(key);
  return t.allowed[key](unit[key](min, false), unit[key](max, true));
}

/** What was typed as a number (either digit set), or NaN. */
const typed = (text: unknown) => {
  const latin = toLatinDigits(String(text ?? '').trim());
  return /^-?\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
};

/**
 * The settings form's words for a refusal (`FieldSaying`): a value out of its range, or not a
 * whole number, reads the range; a value in range refused by the rule between two fields reads
 * that rule. An empty field keeps «الخانة دي مطلوبة».
 */
export function settingRefusal(
  path: string,
  code: ErrorCode,
  values: Record<string, unknown>,
): string | undefined {
  if (path === 'studioAddress' && code !== 'required')
    return t.studioAddressAllowed(formatNumber(STUDIO_ADDRESS_MAX_LENGTH));
  if (code === 'required' || !(path in t.allowed)) return undefined;
  const key = path as Said;
  const value = typed(values[key]);
  const { min, max } = settingBounds(key);
  if (!Number.isInteger(value) || value < min || value > max) return allowedText(key);
  if (key === 'introVideoMaxSeconds') return t.videoOrder;
  if (key === 'withdrawalMinEgp') return t.withdrawalOrder;
  return undefined;
}
