import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clockTime, toArabicDigits, type PlatformSettings } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { adminApi } from './admin-api.ts';
import { inputClass, PageHeader } from './parts.tsx';
import { settingRefusal } from './setting-limits.ts';
import {
  draftSchema,
  settingsFromDraft,
  TEXT_SETTINGS,
  type SettingsDraft,
} from './settings-draft.ts';
import { adminText } from './text.ts';

const t = adminText.settings;
type Key = keyof PlatformSettings;
type Draft = SettingsDraft;

/** Settings picked from a list rather than typed: their values are the options' own. */
const SELECTED = new Set<Key>(['quotaRenewalWeekday', 'quotaRenewalHour']);
/**
 * The renewal hour's choices as Cairo says them («١٢ بالليل», «٩ الصبح», decision 273): a list
 * of the day's 24 hours, so an admin never works out that 18 means «٦ بالليل».
 */
const HOURS = Array.from({ length: 24 }, (_, hour) => clockTime(hour * 60));
/** The renewal weekday's choices, Sunday (0) first as the server counts them. */
const WEEKDAYS = t.weekdays;

/**
 * `/admin/platform-settings` (decision 191): the rules the server reads instead of constants.
 * Regular admins read them (as text, with a line saying only a super admin changes them); super
 * admins change them. A refused value shows under its field
 * (client rule first, then the server's per-field refusal), not only in a toast.
 */
export function Component() {
  const { user } = useAuth();
  const editable = user?.role === 'SuperAdmin';
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['admin', 'settings'], queryFn: adminApi.settings });
  const values = useMemo(
    () =>
      data
        ? (Object.fromEntries(
            // Typed numbers read in Arabic digits, as every other number on the screens (ARABIC.md
            // «Numbers»); the weekday and the hour are selects' values, matched to their options.
            Object.entries(data.settings).map(([k, v]) => [
              k,
              SELECTED.has(k as Key) || TEXT_SETTINGS.has(k as Key)
                ? String(v)
                : toArabicDigits(String(v)),
            ]),
          ) as Draft)
        : undefined,
    [data],
  );
  const { form, submit, errors, busy } = useSettingsForm<Draft>({
    schema: draftSchema,
    values,
    save: async (draft) => {
      const fresh = await adminApi.saveSettings(settingsFromDraft(draft));
      client.setQueryData(['admin', 'settings'], fresh);
    },
    toastId: 'platform-settings',
    saved: adminText.saved,
    said: settingRefusal,
  });
  if (!data || !values)
    return (
      <>
        <PageHeader title="إعدادات المنصة" />
        <SkeletonLines lines={8} />
      </>
    );
  // A regular admin reads the values as text, not as fields she cannot change (issue 40: the
  // disabled fields looked editable).
  const shown = (key: Key, label: string, value: string) => (
    <div key={key} className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold" data-testid={`setting-${key}`}>
        {value}
      </dd>
    </div>
  );
  const number = (key: Key, label: string) => {
    if (!editable) return shown(key, label, values[key]);
    const field = form.register(key);
    return (
      <TextField
        label={label}
        data-testid={`setting-${key}`}
        inputMode="numeric"
        dir="ltr"
        error={errors[key]?.message}
        className="min-w-0 flex-1 basis-48"
        inputClassName="px-3"
        {...field}
        onChange={(e) => {
          showArabicDigits(e);
          return field.onChange(e);
        }}
      />
    );
  };
  // A setting picked from a list: each option's value is its index (the number the server keeps).
  const choice = (key: Key, label: string, options: readonly string[]) =>
    !editable ? (
      shown(key, label, options[Number(values[key])] ?? values[key])
    ) : (
      <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
        <span className="font-semibold">{label}</span>
        <select data-testid={`setting-${key}`} className={inputClass} {...form.register(key)}>
          {options.map((said, i) => (
            <option key={said} value={i}>
              {said}
            </option>
          ))}
        </select>
      </label>
    );
  const group = (title: string, children: React.ReactNode) => (
    <fieldset className="rounded-2xl border border-line p-4">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {editable ? (
        <div className="flex flex-wrap gap-3">{children}</div>
      ) : (
        <dl className="flex flex-wrap gap-3">{children}</dl>
      )}
    </fieldset>
  );
  return (
    <>
      <PageHeader title="إعدادات المنصة" />
      {!editable && (
        <p
          role="note"
          data-testid="settings-read-only"
          className="mb-4 rounded-xl bg-warn-soft p-3 text-warn-ink"
        >
          {t.readOnly(user)}
        </p>
      )}
      <form onSubmit={submit} noValidate className="max-w-3xl">
        <div className="flex flex-col gap-4">
          {group(
            t.quota,
            <>
              {choice('quotaRenewalWeekday', t.weekday, WEEKDAYS)}
              {choice('quotaRenewalHour', t.hour, HOURS)}
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
          {group(
            t.studio,
            !editable ? (
              shown('studioAddress', t.studioAddress, values.studioAddress || t.studioAddressNone)
            ) : (
              <TextField
                label={t.studioAddress}
                hint={t.studioAddressHint}
                data-testid="setting-studioAddress"
                error={errors.studioAddress?.message}
                className="min-w-0 flex-1 basis-full"
                {...form.register('studioAddress')}
              />
            ),
          )}
          {data.updatedAt && (
            <p className="text-sm text-muted">{t.lastChange(formatDateTime(data.updatedAt))}</p>
          )}
          {editable && (
            <Button type="submit" data-testid="save-settings" loading={busy} className="self-start">
              {adminText.save(user)}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
