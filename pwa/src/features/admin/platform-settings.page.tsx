import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { toLatinDigits, type PlatformSettings } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { inputClass, PageHeader } from './parts.tsx';
import { adminText } from './text.ts';

const t = adminText.settings;
type Key = keyof PlatformSettings;

/**
 * `/admin/platform-settings` (decision 191): the rules the server reads instead of constants.
 * Regular admins see them; super admins change them.
 */
export function Component() {
  const { user } = useAuth();
  const editable = user?.role === 'SuperAdmin';
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['admin', 'settings'], queryFn: adminApi.settings });
  const [draft, setDraft] = useState<Record<Key, string> | null>(null);
  useEffect(() => {
    if (data)
      setDraft(
        Object.fromEntries(Object.entries(data.settings).map(([k, v]) => [k, String(v)])) as Record<
          Key,
          string
        >,
      );
  }, [data]);
  const save = useOneAtATimeMutation({
    mutationFn: () =>
      adminApi.saveSettings(
        Object.fromEntries(
          Object.entries(draft!).map(([k, v]) => [k, Number(toLatinDigits(v.trim()))]),
        ) as PlatformSettings,
      ),
    onSuccess: (fresh) => {
      client.setQueryData(['admin', 'settings'], fresh);
      toast({ type: 'success', title: adminText.saved });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  if (!data || !draft)
    return (
      <>
        <PageHeader title="إعدادات المنصة" />
        <SkeletonLines lines={8} />
      </>
    );
  const number = (key: Key, label: string) => (
    <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
      <span className="font-semibold">{label}</span>
      <input
        name={key}
        data-testid={`setting-${key}`}
        inputMode="numeric"
        dir="ltr"
        disabled={!editable}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        className={inputClass}
      />
    </label>
  );
  const group = (title: string, children: React.ReactNode) => (
    <fieldset className="rounded-2xl border border-line p-4">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      <div className="flex flex-wrap gap-3">{children}</div>
    </fieldset>
  );
  return (
    <>
      <PageHeader title="إعدادات المنصة" />
      {!editable && (
        <p role="note" className="mb-4 rounded-xl bg-warn-soft p-3 text-warn-ink">
          {t.readOnly(user)}
        </p>
      )}
      <form
        className="flex max-w-3xl flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {group(
          t.quota,
          <>
            <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
              <span className="font-semibold">{t.weekday}</span>
              <select
                data-testid="setting-quotaRenewalWeekday"
                disabled={!editable}
                value={draft.quotaRenewalWeekday}
                onChange={(e) => setDraft({ ...draft, quotaRenewalWeekday: e.target.value })}
                className={inputClass}
              >
                {t.weekdays.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            {number('quotaRenewalHour', t.hour)}
          </>,
        )}
        {group(t.noticeGroup, number('defaultNoticeMinutes', t.notice))}
        {group(
          t.video,
          <>
            {number('introVideoMinSeconds', t.videoMin)}
            {number('introVideoMaxSeconds', t.videoMax)}
          </>,
        )}
        {group(
          t.withdrawal,
          <>
            {number('withdrawalMinEgp', t.withdrawalMin)}
            {number('withdrawalMaxEgp', t.withdrawalMax)}
          </>,
        )}
        {group(t.cancellation, number('freeCancellationMinutes', t.freeCancellation))}
        {data.updatedAt && (
          <p className="text-sm text-muted">{t.lastChange(formatDateTime(data.updatedAt))}</p>
        )}
        {editable && (
          <Button
            type="submit"
            data-testid="save-settings"
            loading={save.isPending}
            className="self-start"
          >
            {adminText.save(user)}
          </Button>
        )}
      </form>
    </>
  );
}
