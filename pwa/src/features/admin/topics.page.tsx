import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { errorMessage, type TopicDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { inputClass, PageHeader } from './parts.tsx';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/** `/admin/topics`: the lesson topics in Arabic and English: add, rename, remove. */
export function Component() {
  const { data } = useQuery({ queryKey: ['admin', 'topics'], queryFn: adminApi.topics });
  return (
    <>
      <PageHeader title="الموضوعات" />
      <TopicForm topics={data?.list ?? []} />
      {!data ? (
        <SkeletonLines lines={5} />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {data.list.map((topic) => (
            <TopicRow key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
    </>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['admin', 'topics'] });
    void client.invalidateQueries({ queryKey: ['topics'] });
  };
}

const fail = (error: unknown) => toast({ type: 'error', title: failureText(error) });

/**
 * A name some live topic already has (the English without regard to case): the server refuses
 * it (`topic-exists`), so the form says so under the field before anything is sent.
 */
function repeats(topics: readonly TopicDto[], nameAr: string, nameEn: string) {
  const ar = nameAr.trim();
  const en = nameEn.trim().toLowerCase();
  return {
    nameAr: ar !== '' && topics.some((t) => t.nameAr === ar),
    nameEn: en !== '' && topics.some((t) => t.nameEn.toLowerCase() === en),
  };
}

function TopicForm({ topics }: { topics: readonly TopicDto[] }) {
  const refresh = useRefresh();
  const [nameAr, setAr] = useState('');
  const [nameEn, setEn] = useState('');
  const taken = repeats(topics, nameAr, nameEn);
  const create = useOneAtATimeMutation({
    mutationFn: () => adminApi.createTopic({ nameAr: nameAr.trim(), nameEn: nameEn.trim() }),
    onSuccess: () => {
      toast({ type: 'success', title: t.topics.created });
      setAr('');
      setEn('');
      refresh();
    },
    onError: fail,
  });
  return (
    <form
      className="mb-5 flex flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
        <span className="font-semibold">{t.topics.nameAr}</span>
        <input
          value={nameAr}
          onChange={(e) => setAr(e.target.value)}
          aria-invalid={taken.nameAr || undefined}
          aria-describedby={taken.nameAr ? 'topic-ar-taken' : undefined}
          className={inputClass}
        />
        {taken.nameAr && <Taken id="topic-ar-taken" />}
      </label>
      <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
        <span className="font-semibold">{t.topics.nameEn}</span>
        <input
          dir="ltr"
          value={nameEn}
          onChange={(e) => setEn(e.target.value)}
          aria-invalid={taken.nameEn || undefined}
          aria-describedby={taken.nameEn ? 'topic-en-taken' : undefined}
          className={inputClass}
        />
        {taken.nameEn && <Taken id="topic-en-taken" />}
      </label>
      <Button
        type="submit"
        loading={create.isPending}
        disabled={!nameAr.trim() || !nameEn.trim() || taken.nameAr || taken.nameEn}
      >
        {t.topics.create}
      </Button>
    </form>
  );
}

function Taken({ id }: { id: string }) {
  return (
    <span id={id} role="alert" className="text-sm font-medium text-danger">
      {errorMessage('topic-exists')}
    </span>
  );
}

function TopicRow({ topic }: { topic: TopicDto }) {
  const me = useAuth().user;
  const refresh = useRefresh();
  const [nameAr, setAr] = useState(topic.nameAr);
  const [nameEn, setEn] = useState(topic.nameEn);
  const save = useOneAtATimeMutation({
    mutationFn: () =>
      adminApi.updateTopic(topic.id, { nameAr: nameAr.trim(), nameEn: nameEn.trim() }),
    onSuccess: () => {
      toast({ type: 'success', title: t.saved });
      refresh();
    },
    onError: fail,
  });
  const remove = useOneAtATimeMutation({
    mutationFn: () => adminApi.deleteTopic(topic.id),
    onSuccess: () => {
      toast({ type: 'success', title: t.deleted });
      refresh();
    },
    onError: fail,
  });
  const changed = nameAr !== topic.nameAr || nameEn !== topic.nameEn;
  return (
    <li className="flex flex-wrap items-center gap-2 p-3">
      <input
        aria-label={t.topics.nameAr}
        value={nameAr}
        onChange={(e) => setAr(e.target.value)}
        className={`${inputClass} min-w-0 flex-1 basis-32`}
      />
      <input
        aria-label={t.topics.nameEn}
        dir="ltr"
        value={nameEn}
        onChange={(e) => setEn(e.target.value)}
        className={`${inputClass} min-w-0 flex-1 basis-32`}
      />
      <Button
        variant="secondary"
        className="min-h-10 px-3"
        disabled={!changed}
        loading={save.isPending}
        onClick={() => save.mutate()}
      >
        {t.save(me)}
      </Button>
      <ConfirmButton
        label={t.delete(me)}
        title={t.sure.topic(topic.nameAr)}
        description={t.sure.topicBody}
        keep={t.sure.keepIt(me)}
        className="min-h-10 px-3"
        // A refusal toasts (the mutation's onError); the dialog closes either way.
        onConfirm={() => remove.mutateAsync().catch(() => undefined)}
      />
    </li>
  );
}
