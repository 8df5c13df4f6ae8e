import { useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import { failureText } from '../../lib/form.ts';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { DateFields } from '../../ui/date-fields.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { offerRefusal } from './offer-refusal.ts';
import { DataTable } from './data-table.tsx';
import { inputClass } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { adminText as t } from './text.ts';
import type { OfferKind } from './offer-kind.ts';

/** An offer expires this year or within the next two. */
const EXPIRY_YEARS = Array.from({ length: 3 }, (_, i) => new Date().getFullYear() + i);

/**
 * One offer kind's tab: its table with search and paging in the address under the kind's
 * prefix, the new (or edit) form above it, and a delete that asks first.
 */
export function OfferTab<Row extends { id: string }>({ kind }: { kind: OfferKind<Row> }) {
  const me = useAuth().user;
  const table = useTableState({ prefix: kind.prefix });
  const { state } = table;
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', kind.tab, state],
    queryFn: () => kind.list({ page: state.page, size: state.size, search: state.q }),
    placeholderData: keepPreviousData,
  });
  const blank = () => Object.fromEntries(kind.fields.map((f) => [f.name, f.initial()]));
  const [draft, setDraft] = useState<Record<string, string>>(blank);
  // The row the form edits, with its values as first shown (what «احفظ» compares against).
  const [editing, setEditing] = useState<{ row: Row; before: Record<string, string> } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = (title: string) => () => {
    toast({ type: 'success', title });
    void client.invalidateQueries({ queryKey: ['admin', kind.tab] });
  };
  const fail = (error: unknown) => toast({ type: 'error', title: failureText(error) });
  const leaveEdit = () => {
    setEditing(null);
    setDraft(blank());
  };
  const create = useOneAtATimeMutation({
    mutationFn: () =>
      editing && kind.edit
        ? kind.edit.save(editing.row, editing.before, draft)
        : kind.create(draft),
    onSuccess: () => {
      leaveEdit();
      done(t.saved)();
    },
    // Refused the same way whether made or edited: the field named, in the form's order.
    onError: (error) => toast({ type: 'error', title: offerRefusal(error, kind.fields) }),
  });
  const startEdit = (row: Row) => {
    const before = kind.edit!.draft(row);
    setEditing({ row, before });
    setDraft(before);
    // The form is above the table: on a phone the row's button is a screen or more below it.
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector('input')?.focus();
  };
  const unchanged =
    editing !== null && kind.fields.every((f) => editing.before[f.name] === draft[f.name]);
  const remove = useOneAtATimeMutation({
    mutationFn: kind.remove,
    onSuccess: done(t.deleted),
    onError: fail,
  });
  const act = useOneAtATimeMutation({
    mutationFn: (row: Row) => kind.rowAction!.run(row),
    onSuccess: done(kind.rowAction?.done ?? t.saved),
    onError: fail,
  });
  const columns: ColumnDef<Row, unknown>[] = [
    ...kind.columns,
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => {
        const removable = !kind.removable || kind.removable(row.original);
        const action = kind.rowAction?.shows(row.original) ? kind.rowAction : undefined;
        if (!removable && !kind.edit && !action) return null;
        const sure = kind.sure(row.original);
        return (
          <div className="flex flex-wrap gap-1">
            {action && (
              <Button
                variant="ghost"
                className="min-h-9 px-3 text-sm"
                loading={act.isPending && act.variables?.id === row.original.id}
                onClick={() => act.mutate(row.original)}
              >
                {action.label(me)}
              </Button>
            )}
            {kind.edit && (
              <Button
                variant="ghost"
                className="min-h-9 px-3 text-sm"
                onClick={() => startEdit(row.original)}
              >
                {t.edit(me)}
              </Button>
            )}
            {removable && (
              <ConfirmButton
                label={t.delete(me)}
                title={sure.title}
                description={sure.body}
                keep={kind.keep(me)}
                className="min-h-9 px-3 text-sm"
                // A refusal toasts (the mutation's onError) and the dialog closes, as every
                // ConfirmButton does.
                onConfirm={() => remove.mutateAsync(row.original.id).catch(() => undefined)}
              />
            )}
          </div>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid={`offers-${kind.tab}`}>
      <form
        ref={form}
        data-testid={`offer-form-${kind.tab}`}
        className="flex scroll-mt-20 flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        {editing && kind.edit && (
          <p className="basis-full font-semibold" data-testid="offer-editing">
            {kind.edit.title(editing.row)}
          </p>
        )}
        {kind.fields.map((field) =>
          field.type === 'date' ? (
            <div key={field.name} className={`min-w-0 flex-1 ${field.basis}`}>
              <DateFields
                label={field.label}
                value={draft[field.name] ?? ''}
                onChange={(value) => setDraft({ ...draft, [field.name]: value })}
                years={EXPIRY_YEARS}
                testId={`offer-${field.name}`}
              />
            </div>
          ) : (
            <label
              key={field.name}
              className={`flex min-w-0 flex-1 ${field.basis} flex-col gap-1.5`}
            >
              <span className="font-semibold">{field.label}</span>
              {field.type === 'select' ? (
                <select
                  value={draft[field.name]}
                  onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
                  className={inputClass}
                >
                  {field.options
                    ?.filter(([value]) => field.offered?.(value, me?.role) ?? true)
                    .map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                </select>
              ) : (
                <input
                  type={field.type}
                  dir="ltr"
                  inputMode={field.numeric ? 'numeric' : undefined}
                  placeholder={field.placeholder}
                  value={draft[field.name]}
                  onChange={(e) => {
                    if (field.numeric) showArabicDigits(e);
                    setDraft({ ...draft, [field.name]: e.target.value });
                  }}
                  className={inputClass}
                />
              )}
            </label>
          ),
        )}
        <Button type="submit" loading={create.isPending} disabled={!kind.ready(draft) || unchanged}>
          {editing ? t.save(me) : kind.createLabel}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={leaveEdit}>
            {t.cancel}
          </Button>
        )}
      </form>
      <DataTable
        caption={kind.title}
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        searchLabel={kind.searchLabel(me)}
      />
    </div>
  );
}
