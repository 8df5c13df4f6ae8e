import { clockTime, formatMoney, isSecretAuditKey, ROLE_NAMES_AR } from '@kalam/shared';
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
/** Whole percents: a plan's period discounts. */
const PERCENTS = new Set(['monthDiscount', 'quarterDiscount', 'yearDiscount']);
/**
 * `discount` means a different thing per record: a coupon's is a whole percent, a payment's the
 * piasters taken off. Read by the entry's entity, never guessed from the number.
 */
const DISCOUNT_BY_ENTITY: Record<string, 'percent' | 'money'> = {
  coupon: 'percent',
  transaction: 'money',
};
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
  // An order's plan (decision 267), named as the subscriptions tab names a plan's state.
  planState: adminText.user.subscriptionStates,
  canceledBy: adminText.audit.canceledBy,
  period: adminText.audit.periods,
  source: adminText.audit.sources,
  notificationMethod: adminText.audit.notificationMethods,
  flushed: adminText.audit.caches,
};
/** Enum fields whose names depend on the record: a plan's `status` is not a lesson's. */
const LABELS_BY_ENTITY: Record<string, Record<string, Record<string, string>>> = {
  subscription: { status: adminText.user.subscriptionStates },
};

const YES = 'أيوه';
const NO = 'لأ';
const NONE = '—';
const NOT_RECORDED = 'مش بيتسجّل';

const isInstantKey = (key: string) => key.endsWith('At') || INSTANTS.has(key);
/** Keys whose value is another record's id (as the server reads them for `names`). */
const isIdKey = (key: string) => /^id$|Ids?$|By$/.test(key);

/** What the entry is about, for values whose meaning depends on it. */
export interface AuditContext {
  /** The entry's entity (`coupon`, `transaction`…). */
  entity?: string;
  /** The entry's `names`: what a person calls each record it mentions, by id. */
  names?: Record<string, string>;
}

const percent = (value: number) => `${formatNumber(value)}٪`;

function instant(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return formatDateTime(value);
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return formatDateTime(Date.parse(value));
  return null;
}

/**
 * One value of an audit record as an admin reads it (issue: raw values in the details): instants
 * as Cairo date-times with Arabic digits, yes/no as «أيوه»/«لأ», piasters as money, enums by
 * their Arabic names, numbers in Arabic digits; a record inside a record field by field; another
 * record's id by its name when the server sent one; a discount as a percent or money by the entry's
 * entity (decision 249); a secret field (a password, a code's hash) as not recorded.
 */
export function auditValue(key: string, value: unknown, context: AuditContext = {}): string {
  // The server keeps no secret (its marker, in English, is not for reading); rows written before
  // a key was known for one (an invite's codeHash) still hold it: neither is shown.
  if (isSecretAuditKey(key)) return NOT_RECORDED;
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (isInstantKey(key)) {
    const at = instant(value);
    if (at) return at;
  }
  if (typeof value === 'number') {
    if (key === 'discount' && context.entity && DISCOUNT_BY_ENTITY[context.entity])
      return DISCOUNT_BY_ENTITY[context.entity] === 'percent' ? percent(value) : formatMoney(value);
    if (PERCENTS.has(key)) return percent(value);
    if (MONEY_IN_PIASTERS.has(key) && Number.isInteger(value)) return formatMoney(value);
    if (MONEY_IN_POUNDS.has(key)) return formatMoney(Math.round(value * 100));
    if (key === 'quotaRenewalWeekday')
      return adminText.settings.weekdays[value] ?? formatNumber(value);
    if (key === 'quotaRenewalHour' && Number.isInteger(value) && value >= 0 && value < 24)
      return clockTime(value * 60);
    return formatNumber(value);
  }
  if (typeof value === 'string') {
    const named =
      (context.entity ? LABELS_BY_ENTITY[context.entity]?.[key]?.[value] : undefined) ??
      LABELS[key]?.[value];
    // An enum that reads like an id (`canceledBy`) is named before any id lookup.
    if (named) return named;
    if (isIdKey(key)) return context.names?.[value] ?? value;
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0
      ? NONE
      : value.map((item) => auditValue(key, item, context)).join('، ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${adminText.audit.fields[k] ?? k}: ${auditValue(k, v, context)}`)
      .join('، ');
  return String(value);
}
