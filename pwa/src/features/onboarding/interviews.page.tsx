import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type IntroVideoDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { TextArea } from './text-area.tsx';
import { LevelField } from './level-field.tsx';
import { readRefusal } from './field-errors.ts';
import { failureText } from '../../lib/form.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import {
  demoDecisionSchema,
  interviewCorrectionSchema,
  interviewDecisionSchema,
  outputOf,
  rejectVideoSchema,
  type InterviewDecisionValues,
  type RejectVideoValues,
} from './forms.ts';
import {
  onboardingKeys,
  reviewIntroVideo,
  updateDemoSession,
  updateInterview,
  useDemoSessions,
  useInterviews,
  useIntroVideos,
} from './onboarding-api.ts';
import { opensDecision } from './manager-today.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.manager;

interface Call {
  kind: 'interview' | 'demo';
  id: string;
  start: string;
  status: string;
  phase: 'upcoming' | 'in-progress' | 'ended';
  person: { id: string; name: string };
  feedback?: string | null;
  note?: string | null;
  level?: number | null;
}

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });
const dayOf = (iso: string | number) => cairoDay.format(new Date(iso));

/**
 * Spec §2 /interviews (tutor managers) and admin /interviews: intro videos waiting for review,
 * today's, upcoming and past interviews and demo sessions, the room, and the decision form.
 */
export function Component() {
  const { user } = useAuth();
  const staff =
    user?.role === 'TutorManager' || user?.role === 'RegularAdmin' || user?.role === 'SuperAdmin';
  const videos = useIntroVideos('Pending', staff);
  const interviews = useInterviews(staff);
  const demos = useDemoSessions(staff);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: onboardingKeys.all });

  if (!user) return <SkeletonLines lines={6} />;
  const calls: Call[] = [
    ...(interviews.data?.list ?? []).map((i) => ({
      kind: 'interview' as const,
      id: i.id,
      start: i.start,
      status: i.status,
      phase: i.phase,
      person: i.interviewee,
      feedback: i.feedback,
      note: i.note,
      level: i.level,
    })),
    ...(demos.data?.list ?? []).map((d) => ({
      kind: 'demo' as const,
      id: d.id,
      start: d.start,
      status: d.status,
      phase: d.phase,
      person: d.tutor,
    })),
  ].sort((a, b) => a.start.localeCompare(b.start));
  const today = dayOf(Date.now());
  const groups = [
    { title: t.today, list: calls.filter((c) => dayOf(c.start) === today) },
    { title: t.upcoming, list: calls.filter((c) => dayOf(c.start) > today) },
    { title: t.past, list: calls.filter((c) => dayOf(c.start) < today).reverse() },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle}</p>
      </header>
      <Card title={t.videos} data-testid="videos-to-review">
        {videos.isPending ? (
          <SkeletonLines lines={3} />
        ) : (videos.data?.list.length ?? 0) === 0 ? (
          <p>{t.noVideos}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {videos.data!.list.map((v) => (
              <VideoReview key={v.id} video={v} onDone={refresh} />
            ))}
          </ul>
        )}
      </Card>
      {groups.map((g) => (
        <Card key={g.title} title={g.title}>
          {interviews.isPending || demos.isPending ? (
            <SkeletonLines lines={3} />
          ) : g.list.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {g.list.map((c) => (
                <CallRow key={`${c.kind}-${c.id}`} call={c} onDone={refresh} />
              ))}
            </ul>
          )}
        </Card>
      ))}
    </div>
  );
}

function VideoReview({ video, onDone }: { video: IntroVideoDto; onDone: () => void }) {
  const me = useAuth().user;
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  async function approve() {
    setApproving(true);
    try {
      await reviewIntroVideo(video.id, { status: 'Approved' });
      toast({ id: `review-${video.id}`, type: 'success', title: t.reviewed });
      onDone();
    } catch (e) {
      toast({ id: `review-${video.id}`, type: 'error', title: failureText(e) });
    } finally {
      setApproving(false);
    }
  }
  return (
    <li className="flex flex-col gap-2" data-testid="video-review">
      <p className="font-semibold">
        {video.tutor.name} · {t.seconds(video.durationSeconds)}
      </p>
      <VideoPlayer
        src={video.video}
        label={`${onboardingText.steps['intro-video'].title}: ${video.tutor.name}`}
        seconds={video.durationSeconds}
      />
      {rejecting ? (
        <RejectForm videoId={video.id} onDone={onDone} onBack={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button loading={approving} onClick={() => void approve()}>
            {t.approve(me)}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t.reject(me)}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The reason of a rejection: the shared rule, refused under the field in Arabic. */
function RejectForm(props: { videoId: string; onDone: () => void; onBack: () => void }) {
  const me = useAuth().user;
  const { videoId, onDone, onBack } = props;
  const { form, submit, errors, busy } = useSettingsForm<RejectVideoValues>({
    schema: rejectVideoSchema,
    values: { reason: '' },
    save: async (values) => {
      const { reason } = outputOf(rejectVideoSchema, values);
      await reviewIntroVideo(videoId, { status: 'Rejected', reason });
      onDone();
    },
    toastId: `review-${videoId}`,
    saved: t.reviewed,
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid="reject-form">
      <TextArea
        label={t.reason}
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={busy}>
          {t.sendReject(me)}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </form>
  );
}

function CallRow({ call, onDone }: { call: Call; onDone: () => void }) {
  const me = useAuth().user;
  const { search } = useLocation();
  // Opened from the home's «سجّلي النتيجة»: this call's form is open and in view.
  const asked = opensDecision(search, call.kind, call.id);
  const [open, setOpen] = useState(asked);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (asked) row.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  // Saved: the form closes (else a decided interview's row kept it open as its correction).
  const closed = () => {
    setOpen(false);
    onDone();
  };
  const room = call.kind === 'interview' ? `/interview/${call.id}` : `/demo-session/${call.id}`;
  const pending = call.status === 'Pending';
  // A decided interview's notes and level stay open to correction (decision 110).
  const correctable =
    call.kind === 'interview' && (call.status === 'Passed' || call.status === 'Rejected');
  const cancel = async () => {
    try {
      if (call.kind === 'interview')
        await updateInterview({ id: call.id, status: 'CanceledByInterviewer' });
      else await updateDemoSession(call.id, 'CanceledByTutorManager');
      onDone();
    } catch (e) {
      toast({ type: 'error', title: readRefusal(e).message });
    }
  };
  return (
    <li ref={row} className="flex flex-col gap-3 py-3" data-testid={`call-${call.kind}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-semibold">
            {call.person.name} · {call.kind === 'interview' ? t.interview : t.demo}
          </p>
          <p className="text-sm text-muted">
            {formatDayTime(call.start)} · {t.statuses[call.status]}
          </p>
        </div>
        {pending && call.phase !== 'ended' && (
          <Link to={room} className={buttonClass.primary}>
            {t.open(me)}
          </Link>
        )}
        {pending && call.phase !== 'upcoming' && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)}>
            {t.decide}
          </Button>
        )}
        {correctable && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)}>
            {t.correct(me)}
          </Button>
        )}
        {pending && call.phase === 'upcoming' && (
          <ConfirmButton
            label={t.cancel}
            title={t.cancelConfirm(call.person.name)}
            description={t.cancelBody}
            keep={t.keep}
            onConfirm={cancel}
          />
        )}
      </div>
      {open && pending && <DecisionForm call={call} onDone={closed} />}
      {open && correctable && <CorrectionForm call={call} onDone={closed} />}
    </li>
  );
}

/** Spec §5 interview rules: feedback and level required to decide; the note is optional. */
function DecisionForm({ call, onDone }: { call: Call; onDone: () => void }) {
  const me = useAuth().user;
  const interview = call.kind === 'interview';
  const { form, submit, errors, busy } = useSettingsForm<InterviewDecisionValues>({
    schema: interview ? interviewDecisionSchema : demoDecisionSchema,
    values: { status: 'Passed', feedback: '', note: '', level: '' },
    save: async (values) => {
      if (interview) {
        const { status, feedback, note, level } = outputOf(interviewDecisionSchema, values);
        await updateInterview({ id: call.id, status, feedback, note, level });
      } else {
        const { status, feedback } = outputOf(demoDecisionSchema, values);
        await updateDemoSession(call.id, status, feedback);
      }
      onDone();
    },
    toastId: `decision-${call.id}`,
    saved: t.saved,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line-strong p-4"
      data-testid="decision-form"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-semibold">{t.status}</legend>
        {(['Passed', 'Rejected'] as const).map((s) => (
          <label key={s} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={s}
              {...form.register('status')}
              className="size-4 accent-brand"
            />
            {s === 'Passed' ? t.passed : t.rejected}
          </label>
        ))}
      </fieldset>
      {!interview && (
        <TextArea
          label={t.demoFeedback}
          rows={3}
          error={errors.feedback?.message}
          {...form.register('feedback')}
        />
      )}
      {interview && (
        <>
          <TextArea
            label={t.feedback}
            rows={3}
            error={errors.feedback?.message}
            {...form.register('feedback')}
          />
          <TextArea
            label={t.note}
            rows={2}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <LevelField
            label={t.level}
            error={errors.level?.message}
            field={form.register('level')}
          />
        </>
      )}
      <Button type="submit" loading={busy}>
        {t.save(me)}
      </Button>
    </form>
  );
}

/** A decided interview's feedback, note and level, written again; its result stays. */
function CorrectionForm({ call, onDone }: { call: Call; onDone: () => void }) {
  const me = useAuth().user;
  const { form, submit, errors, busy } = useSettingsForm<InterviewDecisionValues>({
    schema: interviewCorrectionSchema,
    values: {
      status: call.status === 'Rejected' ? 'Rejected' : 'Passed',
      feedback: call.feedback ?? '',
      note: call.note ?? '',
      level: call.level == null ? '' : formatNumber(call.level),
    },
    save: async (values) => {
      const { feedback, note, level } = outputOf(interviewCorrectionSchema, values);
      await updateInterview({ id: call.id, feedback, note, level });
      onDone();
    },
    toastId: `correction-${call.id}`,
    saved: t.corrected,
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line-strong p-4"
      data-testid="correction-form"
    >
      <TextArea
        label={t.feedback}
        rows={3}
        error={errors.feedback?.message}
        {...form.register('feedback')}
      />
      <TextArea label={t.note} rows={2} error={errors.note?.message} {...form.register('note')} />
      <LevelField label={t.level} error={errors.level?.message} field={form.register('level')} />
      <Button type="submit" loading={busy}>
        {t.saveCorrection(me)}
      </Button>
    </form>
  );
}
