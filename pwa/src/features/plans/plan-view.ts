import type { Hundredths, PlanDto } from '@kalam/shared';

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
  /** A plan only invited students are offered: the server sent it because she is one. */
  inviteOnly: boolean;
}

/**
 * One plan of GET /plan/list as the screen shows it: the prices are the ones the server computed
 * (`prices`, after each period's discount), never worked out again here.
 */
export function toPlanView(plan: PlanDto): PlanView {
  return {
    id: plan.id,
    nameAr: plan.nameAr || plan.nameEn,
    weeklyMinutes: plan.weeklyMinutes,
    price: { Month: plan.prices.month, Quarter: plan.prices.quarter, Year: plan.prices.year },
    fullPrice: {
      Month: plan.monthPrice,
      Quarter: plan.monthPrice * PERIOD_MONTHS.Quarter,
      Year: plan.monthPrice * PERIOD_MONTHS.Year,
    },
    discountPercent: {
      Month: plan.monthDiscount,
      Quarter: plan.quarterDiscount,
      Year: plan.yearDiscount,
    },
    inviteOnly: plan.inviteOnly,
  };
}

/**
 * The plans the reader may buy, smallest first. The server already answers each person the plans
 * they may see — public ones, and an invite-only one to the students invited to it — so an
 * invite-only plan in the answer is hers and is offered. Only an admin's answer holds every plan
 * (retired and invite-only ones too): `everyPlan` keeps the page to what a visitor is offered.
 */
export function toPlanViews(plans: readonly PlanDto[], everyPlan = false): PlanView[] {
  return plans
    .filter((plan) => plan.state !== 'deleted' && !(everyPlan && plan.inviteOnly))
    .map(toPlanView)
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
