import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { formatMoney, MONEY_SCALER, toArabicDigits, type PlanDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { showArabicDigits, typedNumber } from '../../lib/arabic-digits-input.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { Badge, inputClass, PageHeader } from './parts.tsx';
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

type Draft = Record<
  | 'nameAr'
  | 'nameEn'
  | 'weeklyMinutes'
  | 'monthPrice'
  | 'monthDiscount'
  | 'quarterDiscount'
  | 'yearDiscount',
  string
> & { inviteOnly: boolean };

const arabic = (n: number) => toArabicDigits(String(n));

function PlanDialog({ plan }: { plan?: PlanDto }) {
  const me = useAuth().user;
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const initial: Draft = {
    nameAr: plan?.nameAr ?? '',
    nameEn: plan?.nameEn ?? '',
    // Numbers read in Arabic digits (either set may be typed; `typedNumber` reads both).
    weeklyMinutes: plan ? arabic(plan.weeklyMinutes) : '',
    monthPrice: plan ? arabic(plan.monthPrice / MONEY_SCALER) : '',
    monthDiscount: arabic(plan?.monthDiscount ?? 0),
    quarterDiscount: arabic(plan?.quarterDiscount ?? 0),
    yearDiscount: arabic(plan?.yearDiscount ?? 0),
    inviteOnly: plan?.inviteOnly ?? false,
  };
  const [draft, setDraft] = useState(initial);
  const save = useOneAtATimeMutation({
    mutationFn: () => {
      const body = {
        nameAr: draft.nameAr,
        nameEn: draft.nameEn,
        weeklyMinutes: typedNumber(draft.weeklyMinutes),
        monthPrice: Math.round(typedNumber(draft.monthPrice) * MONEY_SCALER),
        monthDiscount: typedNumber(draft.monthDiscount),
        quarterDiscount: typedNumber(draft.quarterDiscount),
        yearDiscount: typedNumber(draft.yearDiscount),
        inviteOnly: draft.inviteOnly,
      };
      return plan ? adminApi.updatePlan(plan.id, body) : adminApi.createPlan(body);
    },
    onSuccess: () => {
      toast({ type: 'success', title: plan ? adminText.saved : t.created });
      void client.invalidateQueries({ queryKey: ['admin', 'plans'] });
      void client.invalidateQueries({ queryKey: ['plans'] });
      setOpen(false);
      if (!plan) setDraft(initial);
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const field = (key: Exclude<keyof Draft, 'inviteOnly'>, label: string, numeric = false) => (
    <label className="flex flex-col gap-1.5">
      <span className="font-semibold">{label}</span>
      <input
        name={key}
        value={draft[key]}
        inputMode={numeric ? 'numeric' : undefined}
        dir={key === 'nameEn' || numeric ? 'ltr' : undefined}
        onChange={(e) => {
          if (numeric) showArabicDigits(e);
          setDraft({ ...draft, [key]: e.target.value });
        }}
        className={inputClass}
      />
    </label>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(initial);
      }}
      title={plan ? `${t.edit(me)}: ${plan.nameAr}` : t.create}
      trigger={
        <Button
          variant={plan ? 'secondary' : 'primary'}
          data-testid={plan ? 'edit-plan' : 'create-plan'}
        >
          {plan ? t.edit(me) : t.create}
        </Button>
      }
      footer={
        <Button data-testid="save-plan" loading={save.isPending} onClick={() => save.mutate()}>
          {adminText.save(me)}
        </Button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('nameAr', t.nameAr)}
        {field('nameEn', t.nameEn)}
        {field('weeklyMinutes', t.weeklyMinutes, true)}
        {field('monthPrice', t.monthPrice, true)}
        {field('monthDiscount', t.monthDiscount, true)}
        {field('quarterDiscount', t.quarterDiscount, true)}
        {field('yearDiscount', t.yearDiscount, true)}
        <label className="flex items-center gap-2 self-end py-2">
          <input
            type="checkbox"
            checked={draft.inviteOnly}
            onChange={(e) => setDraft({ ...draft, inviteOnly: e.target.checked })}
            className="size-5"
          />
          <span className="font-semibold">{t.inviteOnly}</span>
        </label>
      </div>
    </Dialog>
  );
}
