import { formatMoney, ROLE_NAMES_AR } from '@kalam/shared';
import { formatDateTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { METHOD_LABELS, STATUS_LABELS } from '../../lib/payment-labels.ts';
import { adminText } from './text.ts';

/** Amounts the records keep in piasters (hundredths of a pound). */
const MONEY_IN_PIASTERS = new Set([
  'price',
  'amount',
  'baseAmount',
  'refundedAmount',
  'monthPrice',
  'maxDiscount',
]);
/** Platform settings kept in whole pounds. */
const MONEY_IN_POUNDS = new Set(['withdrawalMinEgp', 'withdrawalMaxEgp']);
/** Instants that are not named `…At`. */
const INSTANTS = new Set(['start', 'end', 'retryAfter']);

const GENDERS: Record<string, string> = { male: 'ذكر', female: 'أنثى' };

/** Each enum field's existing Arabic names (the ones the rest of the admin screens show). */
const LABELS: Record<string, Record<string, string>> = {
  role: ROLE_NAMES_AR,
  gender: GENDERS,
  method: METHOD_LABELS,
  // A lesson's status and a payment's share the key; their values do not overlap.
  status: { ...adminText.lessons.status, ...STATUS_LABELS },
  state: adminText.offers.state,
};

const YES = 'أيوه';
const NO = 'لأ';
const NONE = '—';

const isInstantKey = (key: string) => key.endsWith('At') || INSTANTS.has(key);

function instant(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return formatDateTime(value);
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return formatDateTime(Date.parse(value));
  return null;
}

/**
 * One value of an audit record as an admin reads it (issue: raw values in the details): instants
 * as Cairo date-times with Arabic digits, yes/no as «أيوه»/«لأ», piasters as money, enums by
 * their Arabic names, numbers in Arabic digits; a record inside a record field by field.
 */
export function auditValue(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (isInstantKey(key)) {
    const at = instant(value);
    if (at) return at;
  }
  if (typeof value === 'number') {
    if (MONEY_IN_PIASTERS.has(key) && Number.isInteger(value)) return formatMoney(value);
    if (MONEY_IN_POUNDS.has(key)) return formatMoney(Math.round(value * 100));
    if (key === 'quotaRenewalWeekday')
      return adminText.settings.weekdays[value] ?? formatNumber(value);
    return formatNumber(value);
  }
  if (typeof value === 'string') return LABELS[key]?.[value] ?? value;
  if (Array.isArray(value))
    return value.length === 0 ? NONE : value.map((item) => auditValue(key, item)).join('، ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${adminText.audit.fields[k] ?? k}: ${auditValue(k, v)}`)
      .join('، ');
  return String(value);
}
