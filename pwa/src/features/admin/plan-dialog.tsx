import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  MONEY_SCALER,
  planBodySchema,
  toArabicDigits,
  type PlanDto,
} from '@kalam/shared';
import { showArabicDigits, typedNumber } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors, refusedFields } from '../../lib/form.ts';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { adminText } from './text.ts';

const t = adminText.plans;

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

/**
 * A plan made or edited (spec §3 plan). Every refused field says why under itself, all at once —
 * the shared rules before sending, the server's details after — rather than one toast for the
 * first (a review found a negative price said nothing at all).
 */
export function PlanDialog({ plan }: { plan?: PlanDto }) {
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
  // Each refused field's message, shown under it; cleared by the next try.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const bodyOf = (d: Draft) => ({
    nameAr: d.nameAr,
    nameEn: d.nameEn,
    weeklyMinutes: typedNumber(d.weeklyMinutes),
    monthPrice: Math.round(typedNumber(d.monthPrice) * MONEY_SCALER),
    monthDiscount: typedNumber(d.monthDiscount),
    quarterDiscount: typedNumber(d.quarterDiscount),
    yearDiscount: typedNumber(d.yearDiscount),
    inviteOnly: d.inviteOnly,
  });
  const save = useOneAtATimeMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      plan ? adminApi.updatePlan(plan.id, body) : adminApi.createPlan(body),
    onSuccess: () => {
      toast({ type: 'success', title: plan ? adminText.saved : t.created });
      void client.invalidateQueries({ queryKey: ['admin', 'plans'] });
      void client.invalidateQueries({ queryKey: ['plans'] });
      setOpen(false);
      if (!plan) setDraft(initial);
    },
    onError: (error) => {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setRefused(fields);
      else toast({ type: 'error', title: failureText(error) });
    },
  });
  const send = () => {
    const body = bodyOf(draft);
    // A number left empty is needed, not out of its range (the body reads it as 0).
    const found = refusedFields(planBodySchema, body, (path) =>
      path in draft && String(draft[path as keyof Draft]).trim() === ''
        ? errorMessage('required')
        : undefined,
    );
    setRefused(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  const field = (key: Exclude<keyof Draft, 'inviteOnly'>, label: string, numeric = false) => (
    <TextField
      label={label}
      name={key}
      value={draft[key]}
      error={refused[key]}
      inputMode={numeric ? 'numeric' : undefined}
      dir={key === 'nameEn' || numeric ? 'ltr' : undefined}
      onChange={(e) => {
        if (numeric) showArabicDigits(e);
        setDraft({ ...draft, [key]: e.target.value });
      }}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(initial);
          setRefused({});
        }
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
        <Button data-testid="save-plan" loading={save.isPending} onClick={send}>
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
