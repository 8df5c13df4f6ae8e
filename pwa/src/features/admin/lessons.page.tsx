import { joinParts } from '@kalam/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import type { LessonDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { Badge, inputClass, linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';

const timeOptions = [
  ['future', t.lessons.future],
  ['past', t.lessons.past],
  ['now', t.lessons.now],
] as const;
const yesNo = [
  ['true', t.yes],
  ['false', t.no],
] as const;

/** `/admin/lessons`: every lesson, filtered; cancel one with a reason (the minutes go back). */
export function Component() {
  const table = useTableState();
  const { state, update } = table;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'lessons', state],
    queryFn: () =>
      adminApi.lessons({
        page: state.page,
        size: state.size,
        time: state.filters.time,
        canceled: state.filters.canceled,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<LessonDto, unknown>[]>(
    () => [
      {
        id: 'start',
        header: t.lessons.when,
        cell: ({ row }) => formatDateTime(row.original.start),
      },
      {
        id: 'tutor',
        header: t.lessons.tutor,
        cell: ({ row }) => (
          <Link to={`/admin/tutor/${row.original.tutorId}`} className={linkClass}>
            {row.original.tutor.name}
          </Link>
        ),
      },
      {
        id: 'student',
        header: t.lessons.student,
        cell: ({ row }) => (
          <Link to={`/admin/user/${row.original.studentId}`} className={linkClass}>
            {row.original.student.name}
          </Link>
        ),
      },
      {
        id: 'duration',
        header: t.lessons.duration,
        cell: ({ row }) => t.lessons.minutes(formatNumber(row.original.duration)),
      },
      {
        id: 'status',
        header: t.status,
        cell: ({ row }) => (
          <Badge tone={row.original.status === 'cancelled' ? 'red' : 'slate'}>
            {t.lessons.status[row.original.status]}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t.actions,
        cell: ({ row }) =>
          row.original.status === 'pending' && Date.parse(row.original.start) > Date.now() ? (
            <CancelLesson lesson={row.original} />
          ) : null,
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title="الحصص" />
      <DataTable
        caption="الحصص"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        filters={
          <>
            <FilterSelect
              label={t.lessons.time}
              name="time"
              value={state.filters.time}
              options={timeOptions}
              update={update}
            />
            <FilterSelect
              label={t.lessons.canceledFilter}
              name="canceled"
              value={state.filters.canceled}
              options={yesNo}
              update={update}
            />
          </>
        }
      />
    </>
  );
}

function CancelLesson({ lesson }: { lesson: LessonDto }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const client = useQueryClient();
  const cancel = useOneAtATimeMutation({
    mutationFn: () => adminApi.cancelLesson(lesson.id, reason.trim()),
    onSuccess: () => {
      toast({ type: 'success', title: t.lessons.cancelled });
      void client.invalidateQueries({ queryKey: ['admin', 'lessons'] });
      setOpen(false);
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const valid = reason.trim().length >= 3;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.lessons.cancelTitle}
      description={joinParts(lesson.student.name, lesson.tutor.name, formatDateTime(lesson.start))}
      trigger={
        <Button variant="secondary" data-testid="cancel-lesson" className="min-h-9 px-3 text-sm">
          {t.lessons.cancel}
        </Button>
      }
      footer={
        <Button
          variant="danger"
          data-testid="confirm-cancel"
          disabled={!valid}
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {t.lessons.cancel}
        </Button>
      }
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-semibold">{t.lessons.reason}</span>
        <textarea
          data-testid="cancel-reason"
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          className={`${inputClass} min-h-24 py-2`}
        />
        <span className="text-sm text-muted">{t.lessons.reasonHint}</span>
      </label>
    </Dialog>
  );
}
