import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CouponDto, TransactionDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useCurrentPlan } from '../../lib/current-plan.ts';
import { failureText } from '../../lib/form.ts';
import { usePendingOrders } from '../../lib/pending-orders.ts';
import { offerFor } from '../../lib/plan-offer.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import { BeforeOrder, RenewalNote } from './before-order.tsx';
import { CardTab } from './card-tab.tsx';
import { checkCoupon, checkoutKeys, usePlan, type PlanChoice } from './checkout-api.ts';
import { parsePeriod, priceSummary, returnedChoice } from './checkout-logic.ts';
import { CouponField } from './coupon-field.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { checkoutText as t } from './text.ts';
import { TxView } from './tx-view.tsx';
import { useTransaction } from './use-transaction.ts';
import { useTransactionSocket } from './use-transaction-socket.ts';
import { VoucherTab } from './voucher-tab.tsx';
import { WalletTab } from './wallet-tab.tsx';

/** Spec §2 /checkout/:planId/:period. The transaction being paid lives in `?tx=` so a reload or the 3-D Secure return lands back here. */
export function Component() {
  const { planId = '', period: periodParam } = useParams();
  const period = parsePeriod(periodParam);
  const [params, setParams] = useSearchParams();
  const txId = params.get('tx');
  const plan = usePlan(planId);
  const tx = useTransaction(txId);
  const queryClient = useQueryClient();
  const [coupon, setCoupon] = useState<CouponDto | null>(null);
  // Back from adding a card: the tab and the coupon it left with (`?method=&coupon=`).
  const [returned] = useState(() => returnedChoice(params));
  const [method, setMethod] = useState<string>(returned.method);
  useEffect(() => {
    if (!returned.coupon) return;
    let live = true;
    checkCoupon(returned.coupon)
      .then((found) => {
        if (live && !found.expired) setCoupon(found);
      })
      .catch(() => {
        // A code that no longer exists is simply not applied; the field stays open for another.
      });
    return () => {
      live = false;
    };
  }, [returned]);
  useTransactionSocket(txId);
  const currentPlan = useCurrentPlan();
  const pending = usePendingOrders(!txId);
  const current = currentPlan.data?.subscription ? currentPlan.data : null;
  // Only a settled list counts: a cancelled order may still sit in the cache while it refreshes.
  const samePending = pending.isFetching
    ? undefined
    : pending.data?.find((o) => o.planId === planId && o.period === period);
  const otherPending = (pending.data ?? []).filter((o) => o !== samePending);

  const offer = offerFor(planId, current, Date.now());
  const { user } = useAuth();
  const needsPhone = user?.role === 'Student' && !user.verifiedPhone;
  const orderBlocked =
    needsPhone || offer.kind === 'current' || offer.kind === 'blocked' || otherPending.length > 0;

  // Coming back for the same plan resumes its unpaid order instead of making a second one.
  useEffect(() => {
    if (!txId && samePending) setParams({ tx: samePending.id }, { replace: true });
  }, [txId, samePending, setParams]);

  const price = useMemo(
    () => (plan.data && period ? priceSummary(plan.data, period, coupon, Date.now()) : null),
    [plan.data, period, coupon],
  );

  const justStarted = useRef(false);
  const onStarted = useCallback(
    (started: TransactionDto) => {
      justStarted.current = true;
      queryClient.setQueryData(checkoutKeys.tx(started.id), started);
      if (
        started.redirectUrl &&
        (started.method === 'Card' || started.method === 'BankInstallment')
      ) {
        window.location.assign(started.redirectUrl);
        return;
      }
      setParams({ tx: started.id });
    },
    [queryClient, setParams],
  );

  const refresh = useCallback(() => void tx.refetch(), [tx]);
  const retry = useCallback(() => setParams({}), [setParams]);

  if (!period) return <Frame>{<Problem text={t.badPeriod} />}</Frame>;
  if (plan.isPending) return <Frame>{<SkeletonLines lines={6} />}</Frame>;
  if (plan.isError || !plan.data || !price)
    return (
      <Frame>
        {plan.isError ? (
          <Problem text={failureText(plan.error)} onRetry={() => void plan.refetch()} />
        ) : (
          <Problem text={t.notFound} />
        )}
      </Frame>
    );

  const choice: PlanChoice = {
    planId,
    period,
    ...(coupon && !price.couponError ? { couponCode: coupon.code } : {}),
  };
  const tabs: TabItem[] = [
    {
      value: 'fawry',
      label: t.methods.fawry,
      content: <VoucherTab choice={choice} onStarted={onStarted} />,
    },
    {
      value: 'wallet',
      label: t.methods.wallet,
      content: <WalletTab choice={choice} onStarted={onStarted} />,
    },
    {
      value: 'card',
      label: t.methods.card,
      content: <CardTab choice={choice} onStarted={onStarted} total={price.total} />,
    },
  ];
  if (price.installments) {
    tabs.push({
      value: 'installments',
      label: t.methods.installments,
      content: (
        <CardTab
          choice={choice}
          onStarted={onStarted}
          total={price.total}
          installments={price.installments}
        />
      ),
    });
  }

  return (
    <Frame>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card data-testid="checkout-methods">
          {txId ? (
            tx.isPending ? (
              <SkeletonLines lines={4} />
            ) : tx.data ? (
              // A poll that failed (the connection dropped while waiting) keeps the order on
              // screen; the next poll or the socket brings its news.
              <TxView
                tx={tx.data}
                planName={plan.data.nameAr}
                refresh={refresh}
                retry={retry}
                justStarted={justStarted}
              />
            ) : (
              <Problem text={failureText(tx.error)} onRetry={refresh} />
            )
          ) : currentPlan.isPending || pending.isFetching || samePending ? (
            <SkeletonLines lines={4} />
          ) : orderBlocked ? (
            <BeforeOrder
              planId={planId}
              current={current}
              otherPending={otherPending}
              needsPhone={needsPhone}
            />
          ) : (
            <>
              {offer.kind === 'renew' && <RenewalNote current={current} />}
              <Tabs tabs={tabs} value={method} onValueChange={setMethod} label={t.methods.label} />
            </>
          )}
        </Card>
        <PlanSummary plan={plan.data} period={period} price={price}>
          {!txId && (
            <CouponField
              coupon={coupon}
              couponError={price.couponError}
              couponDiscount={price.couponDiscount}
              couponCapped={price.couponCapped}
              onChange={setCoupon}
            />
          )}
        </PlanSummary>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const me = useAuth().user;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <Link
          to="/plans"
          className="ms-auto text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
        >
          {t.back(me)}
        </Link>
      </div>
      {children}
    </div>
  );
}

/** What went wrong, and «حاولي تاني» when trying again may help (a failed load). */
function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const me = useAuth().user;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-danger-line bg-danger-soft px-4 py-3"
    >
      <p className="font-semibold text-danger-ink">{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t.progress.retry(me)}
        </Button>
      )}
    </div>
  );
}
