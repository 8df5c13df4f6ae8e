import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { topicCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { studentText } from './text.ts';
import { topicKeys } from '../../lib/query-keys.ts';

const t = studentText.settings;

/** Favourite topics: every topic to pick from, the student's own ticked (PATCH /topic/of/user). */
export function TopicsForm() {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const all = useQuery({
    queryKey: topicKeys.all,
    queryFn: () => call(topicCalls.list, { query: { size: 100 } }),
    staleTime: 10 * 60_000,
  });
  const mine = useQuery({
    queryKey: topicKeys.mine,
    queryFn: () => call(topicCalls.ofUser),
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (mine.data && chosen === null) setChosen(mine.data.list.map((topic) => topic.id));
  }, [mine.data, chosen]);

  if (all.isPending || mine.isPending || chosen === null) return <SkeletonLines lines={4} />;
  if (all.isError || mine.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {failureText(all.error ?? mine.error)}
      </p>
    );

  const save = async () => {
    setBusy(true);
    try {
      const answer = await call(topicCalls.setOfUser, { body: { topicIds: chosen } });
      queryClient.setQueryData(topicKeys.mine, answer);
      toast({ id: 'settings-saved', type: 'success', title: t.saved });
    } catch (error) {
      toast({ id: 'settings-failed', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="font-semibold">{t.topics.legend(me)}</legend>
        <p className="mb-3 text-sm text-muted">{t.topics.hint}</p>
        <div className="flex flex-wrap gap-2">
          {all.data.list.map((topic) => (
            <label
              key={topic.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-field px-4 py-1.5 has-checked:border-focus has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={chosen.includes(topic.id)}
                onChange={(e) =>
                  setChosen((c) =>
                    e.target.checked
                      ? [...(c ?? []), topic.id]
                      : (c ?? []).filter((id) => id !== topic.id),
                  )
                }
              />
              {topic.nameAr}
            </label>
          ))}
        </div>
      </fieldset>
      <Button loading={busy} onClick={() => void save()} className="self-start">
        {t.save}
      </Button>
    </div>
  );
}
