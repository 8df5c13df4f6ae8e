import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { formatMoney, type PlanDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { Badge, PageHeader } from './parts.tsx';
import { PlanDialog } from './plan-dialog.tsx';
import { adminText } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = adminText.plans;

/** `/admin/plans`: create a plan, edit its prices and discounts, make it invite-only, retire it. */
export function Component() {
  const { data } = useQuery({ queryKey: ['admin', 'plans'], queryFn: adminApi.plans });
  const plans = data?.list.filter((p) => p.state === 'active');
  return (
    <>
      <PageHeader title="الباقات" actions={<PlanDialog />} />
      {!plans ? (
        <SkeletonLines lines={5} />
      ) : plans.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      )}
    </>
  );
}

function PlanCard({ plan }: { plan: PlanDto }) {
  const me = useAuth().user;
  const client = useQueryClient();
  const retire = useOneAtATimeMutation({
    mutationFn: () => adminApi.retirePlan(plan.id),
    onSuccess: () => {
      toast({ type: 'success', title: t.retired });
      void client.invalidateQueries({ queryKey: ['admin', 'plans'] });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  return (
    <section
      data-testid="plan-card"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{plan.nameAr}</h2>
        {plan.inviteOnly && <Badge tone="amber">{t.inviteOnly}</Badge>}
      </header>
      <p>
        {t.weeklyMinutes}: {formatNumber(plan.weeklyMinutes)}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(['month', 'quarter', 'year'] as const).map((period) => (
          <div key={period} className="rounded-lg bg-well p-2">
            <dt className="text-muted">
              {{ month: 'شهر', quarter: '٣ شهور', year: 'سنة' }[period]}
            </dt>
            <dd className="font-bold">{formatMoney(plan.prices[period])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <PlanDialog plan={plan} />
        <ConfirmButton
          label={t.retire(me)}
          title={adminText.sure.plan(plan.nameAr)}
          description={adminText.sure.planBody}
          keep={adminText.sure.keepHer(me)}
          // A refusal toasts (the mutation's onError); the dialog closes either way.
          onConfirm={() => retire.mutateAsync().catch(() => undefined)}
        />
      </div>
    </section>
  );
}
