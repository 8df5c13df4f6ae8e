import { useAuth } from '../../lib/auth-context.tsx';
import { formatMoney, type PaidPlanPeriod, type PlanDto } from '@kalam/shared';
import { Card } from '../../ui/card.tsx';
import type { PriceSummary } from './checkout-logic.ts';
import { checkoutText as t } from './text.ts';

interface PlanSummaryProps {
  plan: PlanDto;
  period: PaidPlanPeriod;
  price: PriceSummary;
  children?: React.ReactNode;
}

function Row({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${tone}`}>
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Plan, period and the price breakdown; the coupon field sits under it. */
export function PlanSummary({ plan, period, price, children }: PlanSummaryProps) {
  const me = useAuth().user;
  return (
    <Card title={t.summary.title} data-testid="plan-summary">
      <p className="text-2xl font-extrabold text-brand-ink">{plan.nameAr}</p>
      <p className="mt-1 text-muted">{t.summary.weeklyMinutes(plan.weeklyMinutes)}</p>
      <dl className="mt-4 flex flex-col gap-2 text-body-soft">
        <Row label={t.summary.period} value={t.periods[period]} />
        {price.savings > 0 && (
          <Row
            label={t.summary.monthByMonth(me)}
            value={formatMoney(price.monthByMonth)}
            tone="text-faint"
          />
        )}
        <Row label={t.summary.price} value={formatMoney(price.base)} />
        {price.savings > 0 && (
          <Row label={t.summary.savings(me)} value={formatMoney(price.savings)} tone="text-ok" />
        )}
        {price.couponDiscount > 0 && (
          <Row
            label={t.summary.coupon}
            value={`− ${formatMoney(price.couponDiscount)}`}
            tone="text-ok"
          />
        )}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line-strong pt-3">
          <dt className="text-lg font-bold">{t.summary.total}</dt>
          <dd className="text-2xl font-extrabold tabular-nums" data-testid="checkout-total">
            {formatMoney(price.total)}
          </dd>
        </div>
      </dl>
      {price.installments && (
        <p className="mt-3 rounded-xl bg-brand-soft px-3 py-2 text-sm text-brand-deep">
          {t.summary.installments(price.installments)}
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </Card>
  );
}
