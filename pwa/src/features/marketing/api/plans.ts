import { requestJson } from './http.ts';

export type PricedPeriod = 'Month' | 'Quarter' | 'Year';
export const PRICED_PERIODS: readonly PricedPeriod[] = ['Month', 'Quarter', 'Year'];
const MONTHS: Record<PricedPeriod, number> = { Month: 1, Quarter: 3, Year: 12 };

/** A plan as the pricing page shows it; amounts in hundredths of EGP. */
export interface PlanCard {
  id: string;
  name: string;
  weeklyMinutes: number;
  /** Total to pay for the period, after its discount. */
  total: Record<PricedPeriod, number>;
  discount: Record<PricedPeriod, number>;
}

type RawPlan = Record<string, unknown>;

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** Whole-percent discount in integer arithmetic, rounded half up. */
function afterDiscount(amount: number, percent: number): number {
  return Math.floor((amount * (100 - percent) + 50) / 100);
}

/**
 * The plan list's items read defensively: the page must keep working if the DTO grows or
 * carries precomputed prices (then those win).
 */
export function toPlanCard(raw: RawPlan): PlanCard | null {
  const id = typeof raw.id === 'string' ? raw.id : undefined;
  const weeklyMinutes = num(raw.weeklyMinutes);
  const monthPrice = num(raw.monthPrice) ?? num(raw.baseMonthPrice);
  if (!id || weeklyMinutes === undefined || monthPrice === undefined) return null;
  if (raw.inviteOnly === true) return null;
  const name =
    (typeof raw.nameAr === 'string' && raw.nameAr) ||
    (typeof raw.name === 'string' && raw.name) ||
    '';
  const discount = {
    Month: num(raw.monthDiscount) ?? 0,
    Quarter: num(raw.quarterDiscount) ?? 0,
    Year: num(raw.yearDiscount) ?? 0,
  };
  const given = {
    Month: num(raw.fullMonthPrice) ?? num(raw.monthTotal),
    Quarter: num(raw.fullQuarterPrice) ?? num(raw.quarterPrice),
    Year: num(raw.fullYearPrice) ?? num(raw.yearPrice),
  };
  const total = Object.fromEntries(
    PRICED_PERIODS.map((p) => [p, given[p] ?? afterDiscount(monthPrice * MONTHS[p], discount[p])]),
  ) as Record<PricedPeriod, number>;
  return { id, name, weeklyMinutes, total, discount };
}

export function monthsOf(period: PricedPeriod): number {
  return MONTHS[period];
}

/** GET /plan/list: the public plans, smallest first. */
export async function fetchPlans(signal?: AbortSignal): Promise<PlanCard[]> {
  const body = await requestJson<{ list?: RawPlan[] } | RawPlan[]>('/plan/list?page=1&size=20', {
    signal,
  });
  const list = Array.isArray(body) ? body : (body?.list ?? []);
  return list
    .map(toPlanCard)
    .filter((p): p is PlanCard => p !== null)
    .sort((a, b) => a.weeklyMinutes - b.weeklyMinutes);
}
