import { useId, useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { INSTALLMENTS_BY_WEEKLY_MINUTES, formatMoney } from '@kalam/shared';
import { PRICED_PERIODS, monthsOf, type PlanCard, type PricedPeriod } from '../api/plans.ts';
import { CardGrid } from '../components/card-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import {
  buttonPrimary,
  buttonSecondary,
  card,
  container,
  h3,
  muted,
} from '../components/styles.ts';
import { pricingPage as text } from '../content/pricing.ts';
import { usePlans } from '../hooks/use-plans.ts';

const POPULAR_MINUTES = 120;
const arabic = (n: number) => n.toLocaleString('ar-EG');

function PeriodPicker({
  value,
  onChange,
}: {
  value: PricedPeriod;
  onChange: (p: PricedPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mt-8">
      <legend className="mb-3 font-semibold text-ink">{text.periodsLabel}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full bg-subtle p-1">
        {PRICED_PERIODS.map((period) => (
          <label
            key={period}
            className="cursor-pointer rounded-full px-5 py-2 font-semibold text-body has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {text.periods[period]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PlanItem({ plan, period }: { plan: PlanCard; period: PricedPeriod }) {
  const months = monthsOf(period);
  const total = plan.total[period];
  const perMonth = Math.round(total / months);
  const installments = INSTALLMENTS_BY_WEEKLY_MINUTES[plan.weeklyMinutes];
  const popular = plan.weeklyMinutes === POPULAR_MINUTES;
  const headingId = `plan-${plan.id}`;
  return (
    <li
      className={`${card} flex flex-col ${popular ? 'ring-2 ring-teal-700 dark:ring-teal-300' : ''}`}
      data-testid="plan-card"
    >
      {popular ? (
        <p className="mb-2 self-start rounded-full bg-brand px-3 py-1 text-xs font-bold text-on-brand">
          {text.popular}
        </p>
      ) : null}
      <h3 id={headingId} className={h3}>
        {plan.name || `${arabic(plan.weeklyMinutes)} ${text.minutesUnit}`}
      </h3>
      <p className="mt-2">
        <span className="text-4xl font-extrabold text-link">{arabic(plan.weeklyMinutes)}</span>{' '}
        <span className={muted}>{text.minutesUnit}</span>
      </p>
      <p className={`mt-1 text-sm ${muted}`}>{text.lessonsHint(plan.weeklyMinutes)}</p>
      <p className="mt-5 text-2xl font-bold text-ink">
        {formatMoney(perMonth)}{' '}
        <span className={`text-base font-normal ${muted}`}>{text.perMonth}</span>
      </p>
      {months > 1 ? (
        <p className={`text-sm ${muted}`}>
          {text.total}: {formatMoney(total)}
        </p>
      ) : null}
      {plan.discount[period] > 0 ? (
        <p className="mt-2 self-start rounded-full bg-warn-fill px-3 py-1 text-sm font-semibold text-warn-text">
          {text.save} {arabic(plan.discount[period])}٪
        </p>
      ) : null}
      {installments ? (
        <p className={`mt-2 text-sm ${muted}`}>{text.installments(installments)}</p>
      ) : null}
      {/* The button keeps its distance from the price or badge above it: on a phone the card
          is as tall as its text, so `mt-auto` alone left «الاشتراك» touching them. */}
      <div className="mt-auto pt-6">
        <Link to={`/checkout/${plan.id}/${period}`} className={`${buttonPrimary} w-full`}>
          {text.choose}
        </Link>
      </div>
    </li>
  );
}

function Plans({ period }: { period: PricedPeriod }) {
  const { state, retry } = usePlans();
  if (state.status === 'loading')
    return (
      <p role="status" className={muted}>
        {text.loading}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div role="alert" className={`${card} border-warn-line`}>
        <h3 className={h3}>{text.fallback.heading}</h3>
        <p className={`mt-2 leading-7 ${muted}`}>{text.fallback.text}</p>
        <button type="button" onClick={retry} className={`${buttonSecondary} mt-4`}>
          {text.fallback.retry}
        </button>
      </div>
    );
  if (state.plans.length === 0) return <p className={muted}>{text.empty}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {state.plans.map((plan) => (
        <PlanItem key={plan.id} plan={plan} period={period} />
      ))}
    </ul>
  );
}

export function Component() {
  const [period, setPeriod] = useState<PricedPeriod>('Month');
  return (
    <>
      <title>{text.title}</title>
      <PageHeader heading={text.heading} lead={text.lead}>
        <PeriodPicker value={period} onChange={setPeriod} />
      </PageHeader>
      <div className={`${container} py-12`}>
        <h2 className="sr-only">{text.heading}</h2>
        <Plans period={period} />
      </div>
      <Section id="includes" heading={text.includes.heading} tone="tinted">
        <ul className="grid gap-3 sm:grid-cols-2">
          {text.includes.items.map((item) => (
            <li key={item} className={`flex items-start gap-2 text-lg ${muted}`}>
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="payments" heading={text.payments.heading}>
        <CardGrid items={text.payments.items} />
      </Section>
    </>
  );
}
