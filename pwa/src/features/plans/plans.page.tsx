import { Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, isAdmin, type CurrentSubscriptionDto, SEPARATOR } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useCurrentPlan } from '../../lib/current-plan.ts';
import { formatDate } from '../../lib/format.ts';
import { failureText } from '../../lib/form.ts';
import { ar } from '../../i18n/ar.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  PAID_PERIODS,
  perMonth,
  savingOf,
  toPlanViews,
  type PaidPeriod,
  type PlanView,
} from './plan-view.ts';
import { offerFor, type PlanOffer } from '../../lib/plan-offer.ts';
import { CancelPlan } from './cancel-plan.tsx';
import { plansText as t } from './text.ts';
import { planListQuery } from '../../lib/plan-list.ts';

/** Spec §2 "Plans page": three cards (60, 120, 230 weekly minutes) and a period choice. */
export default function PlansPage() {
  const me = useAuth().user;
  const [period, setPeriod] = useState<PaidPeriod>('Month');
  const everyPlan = !!me && isAdmin(me.role);
  const plans = useQuery({
    ...planListQuery,
    select: (answer) => toPlanViews(answer.list, everyPlan),
  });
  // The middle of the public plans: a plan she was invited to is hers, not the popular one.
  const publicPlans = plans.data?.filter((plan) => !plan.inviteOnly) ?? [];
  const popularId = publicPlans.length >= 3 ? publicPlans[1]!.id : null;
  const { token, user } = useAuth();
  const currentPlan = useCurrentPlan(!!token && user?.role === 'Student');
  const current = currentPlan.data?.subscription ? currentPlan.data : null;

  // In the app's frame (its navigation), with the student's current plan above the cards.
  return (
    <div className="pb-10">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="mt-4 text-3xl font-extrabold text-ink sm:text-4xl">{t.title(me)}</h1>
        <p className="mt-3 leading-7 text-soft">{t.subtitle(me)}</p>
      </div>
      {current && <CurrentPlanNote current={current} plans={plans.data ?? []} />}
      <PeriodChoice value={period} onChange={setPeriod} plans={plans.data ?? []} />
      {plans.isPending && (
        <div role="status" aria-label={ar.ui.loading} className="mt-8 grid gap-5 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96 w-full" />
          ))}
        </div>
      )}
      {plans.isError && (
        <div
          role="alert"
          data-testid="plans-error"
          className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-danger-line bg-card p-6 text-center"
        >
          <p className="font-semibold text-danger-strong">{failureText(plans.error)}</p>
          <Button
            variant="secondary"
            loading={plans.isFetching}
            onClick={() => void plans.refetch()}
          >
            {t.retry(me)}
          </Button>
        </div>
      )}
      {plans.data && plans.data.length === 0 && (
        <div className="mt-8">
          <EmptyState title={t.empty(me)} icon={<Package className="size-10" />} />
        </div>
      )}
      {plans.data && plans.data.length > 0 && (
        <ul className="mt-8 grid items-stretch gap-5 md:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                period={period}
                popular={plan.id === popularId}
                offer={offerFor(plan.id, current ?? null, Date.now())}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PeriodChoice({
  value,
  onChange,
  plans,
}: {
  value: PaidPeriod;
  onChange: (p: PaidPeriod) => void;
  plans: PlanView[];
}) {
  // The best discount a period offers across plans, shown as a hint on its choice.
  const best = (p: PaidPeriod) => Math.max(0, ...plans.map((plan) => plan.discountPercent[p]));
  return (
    <fieldset className="mx-auto mt-8 w-full max-w-md">
      <legend className="sr-only">{t.periodLabel}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-card p-1">
        {PAID_PERIODS.map((p) => (
          <label
            key={p}
            className="flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-1.5 text-center font-semibold text-soft has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name="period"
              value={p}
              checked={value === p}
              onChange={() => onChange(p)}
              className="sr-only"
              data-testid={`period-${p}`}
            />
            <span>{t.periods[p]}</span>
            {best(p) > 0 && (
              <span className="text-xs font-medium opacity-90">
                −{best(p).toLocaleString('ar-EG')}٪
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PlanCard({
  plan,
  period,
  popular,
  offer,
}: {
  plan: PlanView;
  period: PaidPeriod;
  popular: boolean;
  offer: PlanOffer;
}) {
  const me = useAuth().user;
  const saving = savingOf(plan, period);
  return (
    <article
      data-testid={`plan-${plan.weeklyMinutes}`}
      aria-labelledby={`plan-${plan.id}-name`}
      className={`relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm ${popular ? 'border-teal-600 ring-2 ring-teal-600 dark:border-teal-300 dark:ring-teal-300' : 'border-slate-200 dark:border-slate-800'}`}
    >
      {popular && (
        <p className="absolute -top-3 start-6 rounded-full bg-brand px-3 py-0.5 text-sm font-bold text-on-brand">
          {t.popular}
        </p>
      )}
      {plan.inviteOnly && (
        <p
          data-testid="plan-invited"
          className="absolute -top-3 start-6 rounded-full bg-warn-fill px-3 py-0.5 text-sm font-bold text-warn-text"
        >
          {t.invited(me)}
        </p>
      )}
      <h2 id={`plan-${plan.id}-name`} className="text-xl font-extrabold text-ink">
        {plan.nameAr}
      </h2>
      <p className="mt-1 font-semibold text-brand-ink">{t.minutes(plan.weeklyMinutes)}</p>
      <p className="text-sm text-muted">{t.lessons(plan.weeklyMinutes)}</p>
      <div className="mt-5">
        <p className="text-3xl font-extrabold text-ink" data-testid="plan-price">
          {formatMoney(plan.price[period])}
        </p>
        <p className="text-sm text-muted">
          {t.periodTotal[period]}
          {period !== 'Month' && `${SEPARATOR}${t.perMonth(formatMoney(perMonth(plan, period)))}`}
        </p>
        <p className="mt-2 min-h-7">
          {saving > 0 && (
            <span className="inline-block rounded-full bg-warn-fill px-3 py-0.5 text-sm font-bold text-warn-text">
              {t.save(formatMoney(saving), plan.discountPercent[period])}
            </span>
          )}
        </p>
      </div>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-soft">
        {t.features(me).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="font-bold text-brand">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {offer.kind === 'buy' || offer.kind === 'renew' ? (
        <Link
          to={`/checkout/${plan.id}/${period}`}
          className={`${popular ? buttonClass.primary : buttonClass.secondary} mt-6 w-full`}
          data-testid="plan-subscribe"
        >
          {offer.kind === 'renew' ? t.renew(me) : t.subscribe(me)}
        </Link>
      ) : (
        <p
          data-testid="plan-unavailable"
          className="mt-6 rounded-xl bg-subtle px-4 py-3 text-center text-sm font-semibold text-soft"
        >
          {offer.kind === 'current'
            ? t.yours(formatDate(offer.from), me)
            : t.afterYours(formatDate(offer.until))}
        </p>
      )}
    </article>
  );
}

/** The plan the student has, so the cards below read against it (decision 140). */
function CurrentPlanNote({
  current,
  plans,
}: {
  current: CurrentSubscriptionDto;
  plans: PlanView[];
}) {
  const running = current.subscription!;
  const name = plans.find((p) => p.id === running.planId)?.nameAr;
  return (
    <div className="mx-auto mt-6 flex max-w-2xl flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-2xl border border-teal-200 bg-brand-soft px-4 py-3 dark:border-teal-800">
      <p
        role="note"
        data-testid="current-plan"
        className="text-center font-semibold text-brand-deep"
      >
        {t.current(name, t.minutes(running.weeklyMinutes), formatDate(current.paidThrough!))}
      </p>
      <CancelPlan />
    </div>
  );
}
