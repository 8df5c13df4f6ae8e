import { joinParts } from '@kalam/shared';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useNow } from '../../lib/use-now.ts';
import { formatDayTime, formatTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { isAbort } from '../../lib/upload.ts';
import { Button, focusRing } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { failureText } from '../../lib/form.ts';
import { NativeSelect } from '../../ui/native-select.tsx';
import { toast } from '../../ui/toast-store.ts';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { StepBadge } from './step-badge.tsx';
import { dayOptions, timeOptions } from './wall-time-options.ts';
import { readRefusal } from './field-errors.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { outputOf, photoSessionFormSchema, type PhotoSessionFormValues } from './forms.ts';
import {
  onboardingKeys,
  schedulePhotoSession,
  updatePhotoSession,
  uploadTutorMedia,
  attachTutorVideo,
  sendResumable,
  usePhotoSessions,
  useProgress,
  useStudioTutor,
} from './onboarding-api.ts';
import { onboardingText } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = onboardingText.studio;

/**
 * Spec §2 admin /photo-session/{tutorId}: schedule the tutor's photo session, upload the final
 * image, video and thumbnail with progress (cancellable), mark it done — which activates a
 * tutor whose other steps passed (decision 172).
 */
export function Component() {
  const me = useAuth().user;
  const { tutorId = '' } = useParams();
  const tutor = useStudioTutor(tutorId);
  const progress = useProgress(tutorId);
  const sessions = usePhotoSessions(tutorId);
  const client = useQueryClient();
  const now = useNow(10_000);
  const refresh = () => client.invalidateQueries({ queryKey: onboardingKeys.all });
  // An unknown or removed tutor says so instead of loading for ever.
  if (tutor.error) return <EmptyState pageTitle title={failureText(tutor.error)} />;
  if (!tutor.data) return <SkeletonLines lines={8} />;
  const current = sessions.data?.list.find((s) => s.status === 'Scheduled' || s.status === 'Done');
  const photoStep = progress.data?.steps.find((s) => s.step === 'photo-session');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-extrabold">{t.tutorTitle(tutor.data.name)}</h1>
        {photoStep && <StepBadge step={photoStep.step} state={photoStep.state} />}
      </header>
      {progress.data?.activated && (
        <p className="rounded-xl bg-brand-soft p-4 font-semibold text-brand-deep">
          {t.activated(tutor.data)}
        </p>
      )}
      <Card title={current?.status === 'Done' ? t.finished : current ? t.booked : t.schedule(me)}>
        {current ? (
          <div className="flex flex-col gap-3">
            <p className="font-semibold" data-testid="photo-session-status">
              {joinParts(formatDayTime(current.start), t.statuses[current.status])}
            </p>
            {current.status === 'Scheduled' && now < Date.parse(current.start) && (
              <p className="text-muted" data-testid="photo-session-done-later">
                {t.doneFrom(formatTime(current.start))}
              </p>
            )}
            {current.status === 'Scheduled' && (
              <div className="flex flex-wrap gap-2">
                {now >= Date.parse(current.start) && (
                  <Button
                    onClick={() =>
                      void updatePhotoSession(current.id, 'Done').then(
                        () => {
                          toast({ type: 'success', title: t.doneSaved(tutor.data) });
                          void refresh();
                        },
                        (e) => toast({ type: 'error', title: readRefusal(e).message }),
                      )
                    }
                  >
                    {t.done}
                  </Button>
                )}
                <ConfirmButton
                  label={t.cancel}
                  title={t.cancelConfirm(tutor.data?.name ?? '')}
                  keep={t.keep}
                  variant="secondary"
                  onConfirm={() =>
                    updatePhotoSession(current.id, 'CanceledByStudio').then(
                      () => void refresh(),
                      (e) => toast({ type: 'error', title: readRefusal(e).message }),
                    )
                  }
                />
              </div>
            )}
          </div>
        ) : photoStep?.state === 'locked' ? (
          <p data-testid="photo-session-not-yet">{t.notYet(tutor.data)}</p>
        ) : (
          <ScheduleForm tutorId={tutorId} onDone={refresh} />
        )}
      </Card>
      <Card title={t.media(tutor.data)}>
        <div className="grid gap-5 md:grid-cols-3">
          <MediaSlot
            tutorId={tutorId}
            field="image"
            label={t.image}
            accept="image/jpeg,image/png,image/gif"
            current={tutor.data.image}
            onDone={refresh}
          />
          <MediaSlot
            tutorId={tutorId}
            field="video"
            label={t.video}
            accept="video/mp4,video/webm,video/quicktime"
            current={tutor.data.video}
            onDone={refresh}
          />
          <MediaSlot
            tutorId={tutorId}
            field="thumbnail"
            label={t.thumbnail}
            accept="image/jpeg,image/png,image/gif"
            current={tutor.data.thumbnail}
            onDone={refresh}
          />
        </div>
      </Card>
    </div>
  );
}

function ScheduleForm({ tutorId, onDone }: { tutorId: string; onDone: () => void }) {
  const me = useAuth().user;
  const now = useNow(60_000);
  const days = useMemo(() => dayOptions(now), [now]);
  const times = useMemo(() => timeOptions(), []);
  const { form, submit, errors, busy } = useSettingsForm<PhotoSessionFormValues>({
    schema: photoSessionFormSchema,
    values: { day: '', time: '' },
    save: async (values) => {
      const { start } = outputOf(photoSessionFormSchema, values);
      await schedulePhotoSession(tutorId, new Date(start).toISOString());
      onDone();
    },
    toastId: `photo-session-${tutorId}`,
    saved: t.scheduled,
  });
  // Two lists in Arabic, not the browser's «mm/dd/yyyy --:--» (decision 243).
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-start gap-3">
        {/* The card title says it; the legend names the pair for screen readers. */}
        <legend className="sr-only">{t.when}</legend>
        <NativeSelect
          label={t.day}
          options={days}
          placeholder={t.pick(me)}
          error={errors.day?.message}
          className="min-w-48 flex-1"
          {...form.register('day')}
        />
        <NativeSelect
          label={t.time}
          options={times}
          placeholder={t.pick(me)}
          error={errors.time?.message}
          className="min-w-40 flex-1"
          {...form.register('time')}
        />
      </fieldset>
      <Button type="submit" loading={busy} className="self-start">
        {t.scheduleButton(me)}
      </Button>
    </form>
  );
}

function MediaSlot(props: {
  tutorId: string;
  field: 'image' | 'video' | 'thumbnail';
  label: string;
  accept: string;
  current: string | null;
  onDone: () => void;
}) {
  const [fraction, setFraction] = useState<number | null>(null);
  const me = useAuth().user;
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<{ abort(): void } | null>(null);
  async function send(file: File | undefined) {
    if (!file) return;
    setFraction(0);
    setError(null);
    try {
      if (props.field === 'video') {
        // Studio videos are large: sent resumably, then attached (decision 178).
        const job = sendResumable(file, file.name, setFraction);
        abort.current = { abort: () => void job.cancel() };
        await attachTutorVideo(props.tutorId, await job.done);
      } else {
        const controller = new AbortController();
        abort.current = controller;
        await uploadTutorMedia(props.tutorId, props.field, file, {
          onProgress: setFraction,
          signal: controller.signal,
        });
      }
      toast({ type: 'success', title: `${props.label}: ${t.uploaded}` });
      props.onDone();
    } catch (e) {
      if (!isAbort(e)) setError(readRefusal(e).message);
    } finally {
      setFraction(null);
    }
  }
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`media-${props.field}`}>
      <p className="font-semibold">{props.label}</p>
      {props.current ? (
        props.field === 'video' ? (
          <VideoPlayer src={props.current} label={props.label} />
        ) : (
          <img
            src={props.current}
            alt={props.label}
            className="aspect-square w-full rounded-xl object-cover"
          />
        )
      ) : (
        <div className="aspect-video w-full rounded-xl border border-dashed border-field" />
      )}
      {fraction === null ? (
        <label
          className={`cursor-pointer rounded-xl border border-field px-4 py-2 text-center font-semibold hover:bg-subtle ${focusRing}`}
        >
          {t.choose(me)}
          <input
            type="file"
            accept={props.accept}
            className="sr-only"
            aria-label={`${t.choose(me)}: ${props.label}`}
            onChange={(e) => void send(e.target.files?.[0])}
          />
        </label>
      ) : (
        <div className="flex items-center gap-2">
          <progress className="h-3 flex-1" max={100} value={Math.round(fraction * 100)} />
          <span className="tabular-nums">{formatNumber(Math.round(fraction * 100))}٪</span>
          <Button variant="ghost" onClick={() => abort.current?.abort()}>
            {t.cancelUpload}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
