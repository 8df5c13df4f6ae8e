import { planPrices, type Hundredths } from '@kalam/shared';

export type PaidPeriod = 'Month' | 'Quarter' | 'Year';
export const PAID_PERIODS: readonly PaidPeriod[] = ['Month', 'Quarter', 'Year'];
export const PERIOD_MONTHS: Record<PaidPeriod, number> = { Month: 1, Quarter: 3, Year: 12 };

/** A plan as the plans screen shows it; amounts in hundredths of EGP. */
export interface PlanView {
  id: string;
  nameAr: string;
  weeklyMinutes: number;
  /** What is paid for the period, after its discount. */
  price: Record<PaidPeriod, Hundredths>;
  /** The period at the undiscounted month price, to show what is saved. */
  fullPrice: Record<PaidPeriod, Hundredths>;
  discountPercent: Record<PaidPeriod, number>;
}

const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;

/**
 * Reads one item of GET /plan/list defensively: a plan without an id, minutes or price is left
 * out, invite-only and deleted plans are not offered, and precomputed `prices` win over the rule.
 */
export function toPlanView(raw: unknown): PlanView | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' && r.id ? r.id : undefined;
  const weeklyMinutes = int(r.weeklyMinutes);
  const monthPrice = int(r.monthPrice);
  if (!id || weeklyMinutes === undefined || monthPrice === undefined) return null;
  if (r.inviteOnly === true || r.state === 'deleted') return null;
  const discountPercent = {
    Month: int(r.monthDiscount) ?? 0,
    Quarter: int(r.quarterDiscount) ?? 0,
    Year: int(r.yearDiscount) ?? 0,
  };
  const computed = planPrices({
    monthPrice,
    monthDiscount: discountPercent.Month,
    quarterDiscount: discountPercent.Quarter,
    yearDiscount: discountPercent.Year,
  });
  const given = (r.prices ?? {}) as Record<string, unknown>;
  return {
    id,
    nameAr:
      typeof r.nameAr === 'string' && r.nameAr
        ? r.nameAr
        : typeof r.nameEn === 'string'
          ? r.nameEn
          : '',
    weeklyMinutes,
    price: {
      Month: int(given.month) ?? computed.month,
      Quarter: int(given.quarter) ?? computed.quarter,
      Year: int(given.year) ?? computed.year,
    },
    fullPrice: { Month: monthPrice, Quarter: monthPrice * 3, Year: monthPrice * 12 },
    discountPercent,
  };
}

/** The list answer may be `{ list }` (API.md paging) or a bare array; plans come smallest first. */
export function toPlanViews(answer: unknown): PlanView[] {
  const items = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { list?: unknown } | null)?.list)
      ? (answer as { list: unknown[] }).list
      : [];
  return items
    .map(toPlanView)
    .filter((p): p is PlanView => p !== null)
    .sort((a, b) => a.weeklyMinutes - b.weeklyMinutes);
}

/** Saved against paying the month price every month of the period (never negative). */
export function savingOf(plan: PlanView, period: PaidPeriod): Hundredths {
  return Math.max(0, plan.fullPrice[period] - plan.price[period]);
}

/** The month-equivalent of a period's price, rounded to whole hundredths. */
export function perMonth(plan: PlanView, period: PaidPeriod): Hundredths {
  return Math.round(plan.price[period] / PERIOD_MONTHS[period]);
}
