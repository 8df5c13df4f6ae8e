import { EmailAddress } from '../../ui/email-address.tsx';
import { Link, useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  formatMoney,
  TUTOR_ACTIVITY_KINDS,
  type TutorTimelineItem,
  joinParts,
} from '@kalam/shared';
import { formatDateTime, formatPhone } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { failureText } from '../../lib/form.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { Badge, linkClass, PageHeader, StatCard } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { Button } from '../../ui/button.tsx';
import { TutorState, useContactedToggle } from './tutors.page.tsx';

/** `/admin/tutor/{id}`: onboarding state, activity and stats, with links to the account. */
export function Component() {
  const { id = '' } = useParams();
  const toggle = useContactedToggle();
  const { data: tutor, error } = useQuery({
    queryKey: ['admin', 'tutor', id],
    queryFn: () => adminApi.tutor(id),
  });
  const { data: stats, isError: noStats } = useQuery({
    queryKey: ['admin', 'tutor-stats', id],
    queryFn: () => adminApi.tutorStats(id),
  });
  if (error)
    return (
      <>
        <PageHeader title="مدرّس" />
        <EmptyState title={failureText(error)} />
      </>
    );
  if (!tutor)
    return (
      <>
        <PageHeader title="مدرّس" />
        <SkeletonLines lines={6} />
      </>
    );
  const figures = Object.entries(stats ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return (
    <>
      <Link to="/admin/tutors" className={linkClass}>
        المدرّسين
      </Link>
      <div className="mt-3">
        <PageHeader title={tutor.name} />
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <TutorState tutor={tutor} />
        <Link to={`/admin/user/${tutor.id}`} className={linkClass}>
          الحساب
        </Link>
        <Link to={`/t/${tutor.id}`} className={linkClass}>
          {t.tutors.profile}
        </Link>
      </div>
      <dl className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-2xl border border-line p-4">
        <dt className="font-semibold">{t.email}</dt>
        <dd className="min-w-0">
          <EmailAddress email={tutor.email} />
        </dd>
        <dt className="font-semibold">{t.phone}</dt>
        <dd dir="ltr" className="text-end">
          {tutor.phone ? formatPhone(tutor.phone) : '—'}
        </dd>
        <dt className="font-semibold">{t.createdAt}</dt>
        <dd>{formatDateTime(tutor.createdAt)}</dd>
        <dt className="font-semibold">{t.tutors.contact}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="tutor-contacted">
          {tutor.contacted ? t.tutors.markContacted(tutor) : t.tutors.notContacted(tutor)}
          <Button
            variant="secondary"
            className="min-h-9 px-3 text-sm"
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ tutor, contacted: !tutor.contacted })}
          >
            {tutor.contacted ? t.tutors.notContacted(tutor) : t.tutors.markContacted(tutor)}
          </Button>
        </dd>
        <dt className="font-semibold">نبذة</dt>
        <dd>{tutor.bio ?? '—'}</dd>
      </dl>
      <h2 className="mb-3 text-lg font-bold">{t.tutors.stats}</h2>
      <Ratings id={tutor.id} />
      {noStats ? null : stats ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map(([k, v]) => (
            <StatCard
              key={k}
              label={t.tutorStats(tutor)[k] ?? k}
              value={k === 'earnings' ? formatMoney(v) : formatNumber(v)}
            />
          ))}
        </div>
      ) : (
        <SkeletonLines lines={2} />
      )}
      <Activity id={tutor.id} />
    </>
  );
}

/** The tutor's latest ratings, newest first. */
function Ratings({ id }: { id: string }) {
  const { data } = useQuery({
    queryKey: ['admin', 'tutor-ratings', id],
    queryFn: () => adminApi.tutorRatings(id),
  });
  if (!data || data.list.length === 0) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-3 text-lg font-bold">{t.tutors.ratings}</h2>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {data.list.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
            <span className="font-semibold">{r.rater.name}</span>
            <span aria-label={t.tutors.stars(formatNumber(r.value))}>{'★'.repeat(r.value)}</span>
            {r.text && <p className="w-full text-soft">{r.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const MASCULINE_KINDS = new Set(['intro-video', 'invoice']);

function stateLabel(item: TutorTimelineItem): string | null {
  if (!item.status) return null;
  if (item.kind === 'lesson') return t.lessons.status[item.status] ?? item.status;
  if (item.kind === 'audit') return item.status;
  const labels = MASCULINE_KINDS.has(item.kind) ? t.tutors.statesMasculine : t.tutors.states;
  return labels[item.status] ?? item.status;
}

/** What else there is to say of an entry: money, stars, words, the other person. */
function Details({ item }: { item: TutorTimelineItem }) {
  const parts: string[] = [];
  if (item.amount !== null) parts.push(formatMoney(item.amount));
  if (item.withName)
    parts.push(`${item.kind === 'audit' ? t.tutors.by : t.tutors.with} ${item.withName}`);
  return (
    <div className="flex flex-col gap-1">
      {item.value !== null && (
        <span aria-label={t.tutors.stars(formatNumber(item.value))}>{'★'.repeat(item.value)}</span>
      )}
      {parts.length > 0 && <span>{joinParts(...parts)}</span>}
      {item.text && <span className="text-soft">{item.text}</span>}
    </div>
  );
}

const ACTIVITY_COLUMNS: ColumnDef<TutorTimelineItem, unknown>[] = [
  {
    id: 'at',
    header: t.lessons.when,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  },
  {
    id: 'kind',
    header: t.tutors.activityKind,
    cell: ({ row }) => <Badge>{t.tutors.kinds[row.original.kind] ?? row.original.kind}</Badge>,
  },
  {
    id: 'status',
    header: t.status,
    cell: ({ row }) => {
      const label = stateLabel(row.original);
      return label === null ? (
        '—'
      ) : row.original.kind === 'audit' ? (
        <span dir="ltr" className="break-all font-mono text-sm">
          {label}
        </span>
      ) : (
        label
      );
    },
  },
  { id: 'details', header: 'التفاصيل', cell: ({ row }) => <Details item={row.original} /> },
];

/**
 * The tutor's activity (decision 197): lessons, onboarding steps, withdrawal requests, ratings and
 * admins' writes about them, newest first; its page and kind live in the address (`apage`, `akind`).
 */
function Activity({ id }: { id: string }) {
  const table = useTableState({ prefix: 'a' });
  const { state, update } = table;
  const kind = state.filters.kind;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'tutor-activity', id, state],
    queryFn: () => adminApi.tutorActivity(id, { page: state.page, size: state.size, kind }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="mt-6" data-testid="tutor-activity">
      <h2 className="mb-3 text-lg font-bold">{t.tutors.activity}</h2>
      <DataTable
        caption={t.tutors.activity}
        columns={ACTIVITY_COLUMNS}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => `${r.kind}:${r.id}`}
        filters={
          <FilterSelect
            label={t.tutors.activityKind}
            name="kind"
            value={kind}
            options={TUTOR_ACTIVITY_KINDS.map((k) => [k, t.tutors.kinds[k] ?? k] as const)}
            update={update}
          />
        }
        empty={<EmptyState title={t.tutors.activityEmpty} />}
      />
    </section>
  );
}
