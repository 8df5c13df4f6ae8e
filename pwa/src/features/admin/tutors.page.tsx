import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import {
  manualTutorBodySchema,
  TUTOR_STEP_FILTERS,
  TUTOR_STEPS,
  type ManualTutorBody,
  type StudioTutorDto,
} from '@kalam/shared';
import { failureText, sharedResolver } from '../../lib/form.ts';
import { formatDateShort } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { Badge, linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/**
 * `/admin/tutors`: every tutor with their onboarding state; add one who skips onboarding. The
 * «محتاجين تواصل» tab (`?show=uncontacted`) lists the tutors nobody on the team has reached yet
 * (GET /user/tutor/list/uncontacted), each with a button that marks them reached. Either view
 * filters by the onboarding step (`?step=intro-video`…, decision 255), which the overview's
 * applicants count opens: the server counts the card and filters the list with one term.
 */
export function Component() {
  const me = useAuth().user;
  const table = useTableState();
  const { state } = table;
  const toContact = state.filters.show === 'uncontacted';
  // A step the address names that is not one (an old or mistyped link) filters nothing.
  const step = TUTOR_STEP_FILTERS.find((s) => s === state.filters.step);
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'tutors', state],
    queryFn: () => {
      const p = { page: state.page, size: state.size, search: state.q, step };
      return toContact ? adminApi.uncontactedTutors(p) : adminApi.tutors(p);
    },
    placeholderData: keepPreviousData,
  });
  const mark = useContactedToggle().mutate;
  const columns = useMemo<ColumnDef<StudioTutorDto, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        cell: ({ row }) => (
          <Link to={`/admin/tutor/${row.original.id}`} className={linkClass}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'email',
        header: t.email,
        cell: ({ row }) => (
          <span dir="ltr" className="break-all">
            {row.original.email}
          </span>
        ),
      },
      ...(toContact
        ? [
            {
              id: 'phone',
              header: t.phone,
              cell: ({ row }) =>
                row.original.phone ? <span dir="ltr">{row.original.phone}</span> : '—',
            } satisfies ColumnDef<StudioTutorDto, unknown>,
          ]
        : []),
      {
        id: 'state',
        header: t.tutors.state,
        cell: ({ row }) => <TutorState tutor={row.original} />,
      },
      {
        id: 'createdAt',
        header: t.createdAt,
        cell: ({ row }) => formatDateShort(row.original.createdAt),
      },
      ...(toContact
        ? [
            {
              id: 'actions',
              header: t.actions,
              cell: ({ row }) => (
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 text-sm"
                  data-testid="mark-contacted"
                  onClick={() => mark({ tutor: row.original, contacted: true })}
                >
                  {t.tutors.markContacted(row.original)}
                </Button>
              ),
            } satisfies ColumnDef<StudioTutorDto, unknown>,
          ]
        : []),
    ],
    [toContact, mark],
  );
  const list = (
    <DataTable
      caption={toContact ? t.tutors.toContact : 'المدرّسين'}
      columns={columns}
      page={data}
      table={table}
      loading={isFetching}
      rowKey={(r) => r.id}
      searchLabel={t.tutors.search(me)}
      filters={
        <FilterSelect
          label={t.tutors.state}
          name="step"
          value={step}
          options={stepOptions}
          update={table.update}
        />
      }
      {...(toContact && !step ? { empty: <EmptyState title={t.tutors.noneToContact} /> } : {})}
    />
  );
  return (
    <>
      <PageHeader title="المدرّسين" actions={<AddTutor />} />
      <Tabs
        label="المدرّسين"
        value={toContact ? 'uncontacted' : 'all'}
        onValueChange={(value) =>
          table.update({ show: value === 'uncontacted' ? value : undefined })
        }
        tabs={[
          { value: 'all', label: t.tutors.all, content: toContact ? null : list },
          { value: 'uncontacted', label: t.tutors.toContact, content: toContact ? list : null },
        ]}
      />
    </>
  );
}

/**
 * Marks a tutor reached, or takes the mark back (decision 235: `contacted` of PUT /user/{id},
 * audited either way). Marking offers the way back at once in its toast, for a mistaken click.
 */
export function useContactedToggle() {
  const client = useQueryClient();
  const toggle = useOneAtATimeMutation({
    mutationFn: ({ tutor, contacted }: { tutor: StudioTutorDto; contacted: boolean }) =>
      adminApi.setContacted(tutor.id, contacted),
    onSuccess: (_, { tutor, contacted }) => {
      toast({
        id: `contacted-${tutor.id}`,
        type: 'success',
        title: contacted ? t.tutors.markedContacted(tutor) : t.tutors.unmarkedContacted(tutor),
        ...(contacted
          ? {
              action: {
                label: t.tutors.notContacted(tutor),
                variant: 'secondary' as const,
                onClick: () => toggle.mutate({ tutor, contacted: false }),
              },
            }
          : {}),
      });
      void client.invalidateQueries({ queryKey: ['admin', 'tutors'] });
      void client.invalidateQueries({ queryKey: ['admin', 'tutor', tutor.id] });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  return toggle;
}

const stepOptions = [
  ...TUTOR_STEPS.map((s) => [s, t.tutors.steps[s]] as const),
  ['between', t.tutors.betweenSteps] as const,
];

/** The step the server says the tutor stands at (the list's filter reads the same term). */
export function TutorState({ tutor }: { tutor: StudioTutorDto }) {
  if (tutor.manuallyAdded) return <Badge tone="teal">{t.tutors.manual(tutor)}</Badge>;
  if (tutor.onboarded) return <Badge tone="teal">{t.tutors.onboarded(tutor)}</Badge>;
  return (
    <Badge tone="amber">{tutor.step ? t.tutors.steps[tutor.step] : t.tutors.betweenSteps}</Badge>
  );
}

function AddTutor() {
  const me = useAuth().user;
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const form = useForm<ManualTutorBody>({ resolver: sharedResolver(manualTutorBodySchema) });
  const { errors, isSubmitting } = form.formState;
  const add = useOneAtATimeMutation({
    mutationFn: adminApi.addTutor,
    onSuccess: () => {
      toast({ type: 'success', title: t.tutors.added });
      void client.invalidateQueries({ queryKey: ['admin', 'tutors'] });
      form.reset();
      setOpen(false);
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const onSubmit = form.handleSubmit((body) => add.mutateAsync(body).catch(() => undefined));
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.tutors.addTitle(me)}
      description={t.tutors.addHint}
      trigger={<Button data-testid="add-tutor">{t.tutors.add(me)}</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField label={t.name} {...form.register('name')} error={errors.name?.message} />
        <TextField
          label={t.email}
          type="email"
          dir="ltr"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          label={t.phone}
          type="tel"
          dir="ltr"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          {t.add}
        </Button>
      </form>
    </Dialog>
  );
}
