import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AppError, errorMessage, type OnboardingStepDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayLong, formatDayTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { buttonClass } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { IntroVideoRecorder, type VideoSeconds } from './intro-video-recorder.tsx';
import {
  bookDemoSession,
  bookInterview,
  onboardingKeys,
  updateDemoSession,
  updateInterview,
  updatePhotoSession,
  useIntroVideos,
  useProgress,
} from './onboarding-api.ts';
import { CanceledByStaff } from './canceled-by-staff.tsx';
import { callRoom } from './next-call.ts';
import { SlotPicker } from './slot-picker.tsx';
import { StepBadge } from './step-badge.tsx';
import { OwnWords } from './own-words.tsx';
import { aboutStep, onboardingText } from './text.ts';

const t = onboardingText;

/**
 * Spec §2 /t/onboarding: the four steps in order, each with its state, its date, what to do
 * next and why it was refused; what is still missing before students can book (decision 173).
 */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const progress = useProgress(undefined, user?.role === 'Tutor');
  const client = useQueryClient();
  // After her own act (a booking, a cancel): everything again but the slots of a picker that is
  // closing, which the server would refuse once she has booked (they are asked for on next show).
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({
        queryKey: onboardingKeys.all,
        predicate: (q) => q.queryKey[1] !== 'slots',
      }),
      client.invalidateQueries({ queryKey: ['onboarding', 'slots'], refetchType: 'none' }),
    ]);

  if (!progress.data)
    return progress.error ? (
      <p role="alert">{errorMessage('loading-error')}</p>
    ) : (
      <SkeletonLines lines={8} />
    );
  const p = progress.data;
  // Activated, or added by an admin: the steps are behind her or not hers. The page leads with
  // that and a way home, not with «four steps, then students see you» (decision 284).
  const done = p.activated || p.manuallyAdded;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.page.title}</h1>
        {!done && <p className="mt-1 text-muted">{t.page.subtitle(me)}</p>}
      </header>
      {done && (
        <div
          className="flex flex-col items-start gap-3 rounded-xl bg-brand-soft p-4"
          data-testid="onboarding-activated"
        >
          <p className="font-semibold text-brand-deep">
            {p.manuallyAdded ? t.page.manual(me) : t.page.activated(me)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/schedule-management" className={buttonClass.primary}>
              {t.page.scheduleLink(me)}
            </Link>
            <Link to="/t/dashboard" className={buttonClass.secondary}>
              {t.page.dashboardLink}
            </Link>
          </div>
        </div>
      )}
      {p.missing.length > 0 && (
        <Card title={t.page.missingTitle} data-testid="onboarding-missing">
          <ul className="flex flex-wrap gap-2">
            {p.missing.map((m) => (
              <li key={m} className="rounded-full bg-warn-fill px-3 py-1 text-sm text-warn-strong">
                {t.missing[m]}
              </li>
            ))}
          </ul>
          {p.missing.some((m) => m === 'bio' || m === 'about') && (
            <Link to="/t/profile-settings" className={`${buttonClass.secondary} mt-3`}>
              {t.page.profileLink(me)}
            </Link>
          )}
          {p.missing.some((m) => m === 'verified-phone' || m === 'verified-email') && (
            <Link to="/t/account-settings" className={`${buttonClass.secondary} ms-2 mt-3`}>
              {t.page.accountLink}
            </Link>
          )}
        </Card>
      )}
      {/* A tutor an admin added skips onboarding (spec §3): no steps to take, none shown. */}
      {!p.manuallyAdded && (
        <ol className="flex flex-col gap-4">
          {p.steps.map((step, i) => (
            <li key={step.step}>
              <Card
                data-testid={`step-${step.step}`}
                title={
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="flex size-7 items-center justify-center rounded-full bg-track text-sm"
                    >
                      {formatNumber(i + 1)}
                    </span>
                    {t.steps[step.step].title}
                  </span>
                }
                actions={<StepBadge step={step.step} state={step.state} />}
              >
                <p className="mb-3 text-muted">{aboutStep(step.step, me)}</p>
                <StepBody
                  step={step}
                  tutorId={p.tutorId}
                  videoSeconds={p.introVideoSeconds}
                  studioAddress={p.studioAddress}
                  onChange={refresh}
                />
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function failed(e: unknown) {
  toast({
    type: 'error',
    title: e instanceof AppError ? e.message : errorMessage('connection-failure'),
  });
}

function StepBody({
  step,
  tutorId,
  videoSeconds,
  studioAddress,
  onChange,
}: {
  step: OnboardingStepDto;
  tutorId: string;
  videoSeconds: VideoSeconds;
  /** Where the studio is (a platform setting); null while none is set. */
  studioAddress: string | null;
  onChange: () => void;
}) {
  const me = useAuth().user;
  const b = t.booking;
  if (step.state === 'locked') return <p>{b.locked(me)}</p>;
  if (step.step === 'intro-video')
    return <IntroVideoStep step={step} seconds={videoSeconds} onChange={onChange} />;

  const cancel = async () => {
    try {
      if (step.step === 'interview')
        await updateInterview({ id: step.id!, status: 'CanceledByInterviewee' });
      else if (step.step === 'demo-session') await updateDemoSession(step.id!, 'CanceledByTutor');
      else await updatePhotoSession(step.id!, 'CanceledByTutor');
      toast({ type: 'success', title: b.cancelled });
      onChange();
    } catch (e) {
      failed(e);
    }
  };

  if (step.state === 'passed')
    return (
      <>
        <p>{b.passed(formatDayTime(step.at!))}</p>
        {step.reason && (
          <p className="mt-1" data-testid={`${step.step}-feedback`}>
            <span className="font-semibold">
              {step.step === 'demo-session' ? b.demoFeedback : b.feedback}:{' '}
            </span>
            <OwnWords text={step.reason} />
          </p>
        )}
      </>
    );
  // A booked time is cancelled the same way on every step: it asks first.
  const cancelButton = (
    <ConfirmButton
      label={b.cancel}
      title={b.cancelConfirm(me)}
      keep={b.keep}
      variant="secondary"
      onConfirm={cancel}
    />
  );
  const canceledNote = <CanceledByStaff step={step} />;
  if (step.step === 'photo-session') {
    // Where to go, said with the wait and with the booked time alike (issue 40).
    const where = studioAddress && (
      <p data-testid="studio-address">
        <span className="font-semibold">{b.studioAddress}: </span>
        {studioAddress}
      </p>
    );
    if (step.state === 'waiting')
      return (
        <div className="flex flex-col gap-2">
          {canceledNote}
          <p>{b.photoWaiting(me)}</p>
          {where}
        </div>
      );
    return (
      <div className="flex flex-col gap-2">
        <p data-testid="photo-session-when">{b.photoBooked(formatDayTime(step.at!))}</p>
        {where}
        {cancelButton}
      </div>
    );
  }
  const room = callRoom(step.step, step.id!);
  if (step.state === 'booked')
    return (
      <div className="flex flex-col gap-2">
        <p className="font-semibold" data-testid={`${step.step}-when`}>
          {b.booked(formatDayTime(step.at!))}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={room} className={buttonClass.primary}>
            {step.step === 'interview' ? b.enterInterview(me) : b.enterDemo(me)}
          </Link>
          {cancelButton}
        </div>
      </div>
    );
  const refusedNote =
    step.state === 'refused' ? (
      <div className="mb-3 rounded-xl bg-danger-soft p-3 text-danger-ink">
        {step.step === 'interview' ? (
          <>
            <p>{b.refusedInterview}</p>
            {step.reason && (
              <p className="mt-1 font-semibold">
                <OwnWords text={step.reason} />
              </p>
            )}
            {step.retryAfter && (
              <p className="mt-1">{b.retryAfter(formatDayLong(step.retryAfter), me)}</p>
            )}
          </>
        ) : (
          <>
            <p>{b.refusedDemo(me)}</p>
            {/* Why, in the manager's words (decision 243). */}
            {step.reason && (
              <p className="mt-1 font-semibold" data-testid="demo-session-feedback">
                <OwnWords text={step.reason} />
              </p>
            )}
          </>
        )}
      </div>
    ) : null;
  if (step.state === 'refused' && step.retryAfter && Date.parse(step.retryAfter) > Date.now())
    return refusedNote;
  return (
    <>
      {refusedNote}
      {canceledNote}
      <SlotPicker
        kind={step.step}
        label={step.step === 'interview' ? b.bookInterview(me) : b.bookDemo(me)}
        onBook={async (slot) => {
          if (step.step === 'interview') await bookInterview(slot.interviewerId, slot.start);
          else await bookDemoSession(tutorId, slot.start);
          onChange();
        }}
      />
    </>
  );
}

function IntroVideoStep({
  step,
  seconds,
  onChange,
}: {
  step: OnboardingStepDto;
  seconds: VideoSeconds;
  onChange: () => void;
}) {
  const me = useAuth().user;
  const v = t.video;
  const videos = useIntroVideos(undefined, step.state !== 'todo');
  const latest = videos.data?.list[0];
  const player = latest && (
    <VideoPlayer
      src={latest.video}
      label={t.steps['intro-video'].title}
      seconds={latest.durationSeconds}
      testId="intro-video-sent"
    />
  );
  if (step.state === 'passed')
    return (
      <div className="flex flex-col gap-2">
        <p>{v.passed}</p>
        {player}
      </div>
    );
  if (step.state === 'waiting')
    return (
      <div className="flex flex-col gap-2">
        <p data-testid="intro-video-waiting">{v.waiting}</p>
        {player}
      </div>
    );
  const canRetry = !step.retryAfter || Date.parse(step.retryAfter) <= Date.now();
  return (
    <div className="flex flex-col gap-3">
      {step.state === 'refused' && (
        <div className="rounded-xl bg-danger-soft p-3 text-danger-ink">
          <p>{v.refused}</p>
          <p className="mt-1 font-semibold" data-testid="intro-video-reason">
            {step.reason && <OwnWords text={step.reason} />}
          </p>
          <p className="mt-1">
            {canRetry ? v.retryNow(me) : v.retryAfter(formatDayLong(step.retryAfter!), me)}
          </p>
        </div>
      )}
      {canRetry && (
        <IntroVideoRecorder
          seconds={seconds}
          onSent={() => {
            toast({ type: 'success', title: v.sent });
            onChange();
          }}
        />
      )}
    </div>
  );
}
