import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { formatPhone } from '../../lib/format.ts';
import {
  BANK_CODES,
  WITHDRAW_METHODS,
  errorMessage,
  formatMoney,
  parseAmount,
  payoutSchema,
  type InvoiceCreateBody,
  type InvoiceDto,
  type InvoiceStats,
  type WithdrawMethod,
} from '@kalam/shared';
import { failureText, sharedResolver, type FieldSaying } from '../../lib/form.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { Button } from '../../ui/button.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { changeInvoice, createInvoice, invoiceKeys } from './invoices-api.ts';
import { withdrawalText } from './withdrawal-text.ts';
import { localPhone } from '../../lib/format.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = withdrawalText.form;

/** The service's refusals about the amount (spec §5), which it sends without field details. */
const AMOUNT_REFUSALS = {
  'invoice-amount-below-min': 'amount',
  'invoice-amount-above-max': 'amount',
  'invoice-amount-above-balance': 'amount',
} as const;

/** The catalogue names no bounds (they are settings): the form says the ones in force. */
const OUT_OF_BOUNDS = new Set([
  errorMessage('invoice-amount-below-min'),
  errorMessage('invoice-amount-above-max'),
]);

interface Values {
  amount: string;
  method: WithdrawMethod | '';
  phone: string;
  bank: string;
  accountNumber: string;
  username: string;
  receiver: string;
}

/** Where money went before: the distinct payout details of earlier requests (decision 183). */
export type SavedPayout = Pick<
  InvoiceDto,
  'method' | 'phone' | 'bank' | 'accountNumber' | 'username' | 'receiver'
>;

export function savedPayouts(invoices: InvoiceDto[]): SavedPayout[] {
  const seen = new Map<string, SavedPayout>();
  for (const i of invoices) {
    const key = [i.method, i.phone, i.bank, i.accountNumber, i.username].join('|');
    if (!seen.has(key))
      seen.set(key, {
        method: i.method,
        phone: i.phone,
        bank: i.bank,
        accountNumber: i.accountNumber,
        username: i.username,
        receiver: i.receiver,
      });
  }
  return [...seen.values()].slice(0, 4);
}

/** Where the money goes, in words: the method, then the number or address (left to right). */
export function payoutLabel(p: SavedPayout, full = false): string {
  const where =
    p.method === 'Wallet'
      ? formatPhone(p.phone)
      : p.method === 'Bank'
        ? `${p.bank ?? ''} ${p.accountNumber ? (full ? p.accountNumber : `…${p.accountNumber.slice(-4)}`) : ''}`
        : (p.username ?? '');
  // U+2066…U+2069 isolate the number or address so its digits and signs keep their order.
  return `${withdrawalText.methods[p.method]}: \u2066${where.trim()}\u2069`;
}

/** The §5 rules with the live bounds and balance; each failure reads its catalogue message. */
export function withdrawalRules(stats: InvoiceStats, extra: number) {
  const amount = z.string().transform((text, ctx) => {
    const value = parseAmount(text);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    // «abc» is not an amount: said as such, not as out of the bounds.
    if (value === null) return fail('invalid-type');
    if (value < stats.bounds.min) return fail('invoice-amount-below-min');
    if (value > stats.bounds.max) return fail('invoice-amount-above-max');
    if (value > stats.available + extra) return fail('invoice-amount-above-balance');
    return value;
  });
  const blankToUndefined = (v: unknown) => {
    const values = v as Record<string, string>;
    return Object.fromEntries(
      Object.entries(values).map(([k, x]) => [k, x === '' ? undefined : x]),
    );
  };
  return z.preprocess(blankToUndefined, z.object({ amount }).and(payoutSchema.transform((p) => p)));
}

/** What is typed as the amount but is not one («abc») is said so, with an example. */
export const amountSaying: FieldSaying = (path, code) =>
  path === 'amount' && code === 'invalid-type' ? t.notAmount : undefined;

interface WithdrawalFormProps {
  stats: InvoiceStats;
  saved: SavedPayout[];
  /** Asking to change this request instead of making a new one. */
  editing?: InvoiceDto;
  onDone?: () => void;
}

/** A new withdrawal request, or the ask to change one, with the saved payout methods. */
export function WithdrawalForm({ stats, saved, editing, onDone }: WithdrawalFormProps) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const extra = editing?.amount ?? 0;
  const schema = useMemo(() => withdrawalRules(stats, extra), [stats, extra]);
  const form = useForm<Values>({
    resolver: sharedResolver<Values>(schema, amountSaying),
    defaultValues: {
      amount: editing ? String(editing.amount / 100) : '',
      method: editing?.method ?? '',
      phone: localPhone(editing?.phone),
      bank: editing?.bank ?? '',
      accountNumber: editing?.accountNumber ?? '',
      username: editing?.username ?? '',
      receiver: editing?.receiver ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const min = formatMoney(stats.bounds.min);
  const max = formatMoney(stats.bounds.max);
  const amountError = errors.amount?.message;

  const use = (p: SavedPayout) => {
    form.setValue('method', p.method);
    form.setValue('phone', localPhone(p.phone));
    form.setValue('bank', p.bank ?? '');
    form.setValue('accountNumber', p.accountNumber ?? '');
    form.setValue('username', p.username ?? '');
    form.setValue('receiver', p.receiver ?? '');
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = values as unknown as InvoiceCreateBody & { receiver?: string | null };
    const { receiver, ...rest } = parsed;
    const body = (receiver ? { ...rest, receiver } : rest) as InvoiceCreateBody;
    try {
      if (editing) {
        await changeInvoice(editing.id, { action: 'request-update', update: body });
        toast({ id: 'withdrawal-update', type: 'success', title: t.updateSent });
      } else {
        await createInvoice(body);
        toast({ id: 'withdrawal-sent', type: 'success', title: t.sent });
        form.reset();
      }
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      onDone?.();
    } catch (error) {
      // The balance and the bounds may have moved since the page opened: the server's word on
      // them goes under the amount, focused, like any refused field (decision 209).
      if (!showRefusal(form, error, AMOUNT_REFUSALS))
        form.setError('root', { message: failureText(error) });
      // …and the hint under it then reads the balance and bounds in force now.
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    }
  });

  const tooLittle = !editing && stats.available < stats.bounds.min;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="withdrawal-form"
    >
      {tooLittle && (
        <p className="rounded-xl bg-warn-soft px-4 py-3 text-warn-text">{t.notEnough}</p>
      )}
      {saved.length > 0 && (
        <div>
          <p className="mb-1.5 font-semibold">{t.saved}</p>
          <div className="flex flex-wrap gap-2">
            {saved.map((p) => (
              <button
                key={payoutLabel(p)}
                type="button"
                onClick={() => use(p)}
                className="max-w-full truncate rounded-full border border-field px-3 py-1.5 text-sm hover:bg-subtle"
              >
                <bdi>{payoutLabel(p)}</bdi>
              </button>
            ))}
          </div>
        </div>
      )}
      <TextField
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        hint={t.amountHint(min, max, formatMoney(stats.available + extra))}
        error={
          amountError && OUT_OF_BOUNDS.has(amountError) ? t.outOfBounds(min, max) : amountError
        }
        {...form.register('amount')}
      />
      <NativeSelect
        label={t.method}
        placeholder={t.choose(me)}
        options={WITHDRAW_METHODS.map((m) => [m, withdrawalText.methods[m]] as const)}
        error={errors.method?.message}
        {...form.register('method')}
      />
      {method === 'Wallet' && (
        <TextField
          label={t.phone}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          hint={t.phoneHint}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      )}
      {method === 'Bank' && (
        <>
          <NativeSelect
            label={t.bank}
            placeholder={t.choose(me)}
            options={BANK_CODES.map((b) => [b, withdrawalText.banks[b]] as const)}
            error={errors.bank?.message}
            {...form.register('bank')}
          />
          <TextField
            label={t.accountNumber}
            dir="ltr"
            autoComplete="off"
            hint={t.accountHint}
            error={errors.accountNumber?.message}
            {...form.register('accountNumber')}
          />
        </>
      )}
      {method === 'Instapay' && (
        <TextField
          label={t.username}
          dir="ltr"
          autoComplete="off"
          hint={t.usernameHint}
          error={errors.username?.message}
          {...form.register('username')}
        />
      )}
      {method !== '' && (
        <TextField
          label={t.receiver}
          autoComplete="name"
          error={errors.receiver?.message}
          {...form.register('receiver')}
        />
      )}
      {errors.root?.message && (
        <p role="alert" className="font-semibold text-danger">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} disabled={tooLittle}>
        {editing ? t.submitUpdate(me) : t.submit(me)}
      </Button>
    </form>
  );
}
