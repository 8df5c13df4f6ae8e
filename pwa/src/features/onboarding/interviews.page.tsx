import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type IntroVideoDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayLong, formatTime } from '../../lib/format.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { TextArea } from './text-area.tsx';
import { readRefusal } from './field-errors.ts';
import {
  onboardingKeys,
  reviewIntroVideo,
  updateDemoSession,
  updateInterview,
  useDemoSessions,
  useInterviews,
  useIntroVideos,
} from './onboarding-api.ts';
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
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function review(status: 'Approved' | 'Rejected') {
    setBusy(true);
    setError(null);
    try {
      await reviewIntroVideo(video.id, status === 'Rejected' ? { status, reason } : { status });
      toast({ type: 'success', title: t.reviewed });
      onDone();
    } catch (e) {
      const refusal = readRefusal(e);
      setError(refusal.fields.reason ?? refusal.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="flex flex-col gap-2" data-testid="video-review">
      <p className="font-semibold">
        {video.tutor.name} · {t.seconds(video.durationSeconds)}
      </p>
      <video
        src={video.video}
        controls
        playsInline
        preload="metadata"
        className="aspect-video w-full rounded-xl bg-black"
      />
      {rejecting ? (
        <>
          <TextArea
            label={t.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
            rows={3}
          />
          <Button variant="danger" loading={busy} onClick={() => void review('Rejected')}>
            {t.sendReject}
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button loading={busy} onClick={() => void review('Approved')}>
            {t.approve}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t.reject}
          </Button>
        </div>
      )}
      {error && !rejecting && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

function CallRow({ call, onDone }: { call: Call; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const room = call.kind === 'interview' ? `/interview/${call.id}` : `/demo-session/${call.id}`;
  const pending = call.status === 'Pending';
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
    <li className="flex flex-col gap-3 py-3" data-testid={`call-${call.kind}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {call.person.name} · {call.kind === 'interview' ? t.interview : t.demo}
          </p>
          <p className="text-sm text-muted">
            {formatDayLong(call.start)}، {formatTime(call.start)} · {t.statuses[call.status]}
          </p>
        </div>
        {pending && call.phase !== 'ended' && (
          <Link to={room} className={buttonClass.primary}>
            {t.open}
          </Link>
        )}
        {pending && call.phase !== 'upcoming' && (
          <Button variant="secondary" onClick={() => setOpen((v) => !v)}>
            {t.decide}
          </Button>
        )}
        {pending && call.phase === 'upcoming' && (
          <Button variant="ghost" onClick={() => void cancel()}>
            {t.cancel}
          </Button>
        )}
      </div>
      {open && pending && <DecisionForm call={call} onDone={onDone} />}
    </li>
  );
}

/** Spec §5 interview rules: feedback and level required to decide; the note is optional. */
function DecisionForm({ call, onDone }: { call: Call; onDone: () => void }) {
  const [status, setStatus] = useState<'Passed' | 'Rejected'>('Passed');
  const [feedback, setFeedback] = useState('');
  const [note, setNote] = useState('');
  const [level, setLevel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      if (call.kind === 'interview')
        await updateInterview({
          id: call.id,
          status,
          feedback: feedback || undefined,
          note: note || undefined,
          level: level ? Number(level) : undefined,
        });
      else await updateDemoSession(call.id, status);
      toast({ type: 'success', title: t.saved });
      onDone();
    } catch (e) {
      const refusal = readRefusal(e);
      setErrors(refusal.fields);
      setMessage(refusal.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line-strong p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="decision-form"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-semibold">{t.status}</legend>
        {(['Passed', 'Rejected'] as const).map((s) => (
          <label key={s} className="flex items-center gap-2">
            <input
              type="radio"
              name={`status-${call.id}`}
              checked={status === s}
              onChange={() => setStatus(s)}
            />
            {s === 'Passed' ? t.passed : t.rejected}
          </label>
        ))}
      </fieldset>
      {call.kind === 'interview' && (
        <>
          <TextArea
            label={t.feedback}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            error={errors.feedback}
            rows={3}
          />
          <TextArea
            label={t.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
            rows={2}
          />
          <TextField
            label={t.level}
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            error={errors.level}
          />
        </>
      )}
      <Button type="submit" loading={busy}>
        {t.save}
      </Button>
      {message && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-danger">
          {message}
        </p>
      )}
    </form>
  );
}
