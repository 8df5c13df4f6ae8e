import { useEffect, useRef, useState } from 'react';
import { useMySubscription } from '../../lib/current-plan.ts';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  wallClock,
  type LessonDto,
  type LessonDuration,
  type TutorProfileDto,
} from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toasts } from '../../ui/toast-store.ts';
import { bookLesson, moveLesson, useActiveLessons, useAvailability } from './booking-api.ts';
import {
  foreseenProblem,
  problemOf,
  type BookingProblem,
  type WayForward,
} from './booking-problems.ts';
import { BookedPanel } from './booked-panel.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { DateStep } from './date-step.tsx';
import { DurationStep } from './duration-step.tsx';
import { ProblemPanel } from './problem-panel.tsx';
import { StepTrail } from './step-trail.tsx';
import { bookingText as t } from './text.ts';
import { TimeStep } from './time-step.tsx';
import { useBookingDays, useFreeTimes } from './use-free-times.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button.tsx';
import { lessonKeys, subscriptionKeys } from '../../lib/query-keys.ts';

type Step = 0 | 1 | 2 | 3;

/**
 * Spec §2/§4 book-lesson dialog: date → duration → time → confirmation. With `moving`, the same
 * steps move that lesson (PATCH /lesson) instead of booking a new one.
 */
export function BookDialog({
  tutor,
  open,
  onOpenChange,
  moving,
}: {
  tutor: TutorProfileDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  moving: LessonDto | null;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const now = useNow();
  const [step, setStep] = useState<Step>(0);
  const [day, setDay] = useState<string | null>(null);
  const [duration, setDuration] = useState<LessonDuration>(moving?.duration === 15 ? 15 : 30);
  const [start, setStart] = useState<number | null>(null);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<LessonDto | null>(null);

  const student = user?.role === 'Student';
  const availability = useAvailability(tutor.id, open);
  const subscription = useMySubscription(open && student);
  const active = useActiveLessons(open && student);
  const days = useBookingDays(tutor.id, availability.data, now);
  const times = useFreeTimes({
    tutor,
    availability: availability.data,
    day,
    duration,
    now,
    moving,
  });

  const others = (active.data ?? []).filter((l) => l.id !== moving?.id);
  const foreseen = user
    ? foreseenProblem({
        user,
        hasPlan: subscription.isSuccess ? subscription.data !== null : undefined,
        activeLessons: others.length,
        remainingMinutes: moving ? undefined : subscription.data?.remainingMinutes,
      })
    : null;
  const shown = problem ?? foreseen;
  const loading =
    availability.isPending || (student && (active.isPending || subscription.isPending));

  const confirm = async () => {
    if (start === null) return;
    setSending(true);
    try {
      const lesson = moving
        ? await moveLesson(moving.id, start, duration)
        : await bookLesson(tutor.id, start, duration);
      setBooked(lesson);
      // The dialog's booked panel says it; the realtime toast for this lesson stays quiet
      // (one confirmation, not a toast on top of the dialog: issue 16, decision 082).
      toasts.markSaid(`lesson-${lesson.id}-${moving ? 'rebooked' : 'booked'}`);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
    } catch (error) {
      setProblem(problemOf(error, duration));
    } finally {
      setSending(false);
    }
  };

  const onWay = (way: WayForward) => {
    const here = `${location.pathname}${location.search}`;
    const leave = (to: string) => {
      onOpenChange(false);
      navigate(to);
    };
    setProblem(null);
    switch (way) {
      case 'plans':
        return leave('/plans');
      case 'verify-phone':
        return leave(`/s/settings?tab=phone&next=${encodeURIComponent(here)}`);
      case 'verify-email':
        return leave('/verify-email');
      case 'fix-name':
        return leave(`/s/settings?tab=account&next=${encodeURIComponent(here)}`);
      case 'my-lessons':
        return leave('/upcoming-lessons');
      case 'other-tutor':
        return leave('/tutors');
      case 'pick-day':
        setStart(null);
        return setStep(0);
      case 'pick-shorter':
        setDuration(15);
        setStart(null);
        return setStep(2);
      case 'pick-time':
        setStart(null);
        void queryClient.invalidateQueries({ queryKey: lessonKeys.tutorFree(tutor.id) });
        return setStep(day ? 2 : 0);
      case 'retry':
        return undefined;
    }
  };

  // A step taken with the keyboard unmounts the focused choice, and focus fell back to the
  // dialog's top: the next step's chosen (or first) choice takes it instead.
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    const body = bodyRef.current;
    const target =
      body?.querySelector<HTMLElement>('button[aria-pressed="true"]:not(:disabled)') ??
      body?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)');
    target?.focus();
  }, [step]);

  const today = wallClock(now).date;
  let body;
  if (booked)
    body = <BookedPanel lesson={booked} moved={!!moving} onClose={() => onOpenChange(false)} />;
  else if (loading) body = <SkeletonLines lines={5} />;
  else if (shown) body = <ProblemPanel problem={shown} onWay={onWay} />;
  else if (step === 0)
    body = (
      <DateStep
        days={days}
        today={today}
        chosen={day}
        tutorName={tutor.name}
        onOtherTutor={() => onWay('other-tutor')}
        onChoose={(d) => {
          setDay(d);
          setStart(null);
          setStep(1);
        }}
      />
    );
  else if (step === 1)
    body = (
      <DurationStep
        chosen={duration}
        remaining={subscription.data?.remainingMinutes ?? null}
        onChoose={(m) => {
          setDuration(m);
          setStart(null);
          setStep(2);
        }}
      />
    );
  else if (step === 2 && day)
    body = (
      <TimeStep
        day={day}
        starts={times.starts}
        checking={times.checking}
        chosen={start}
        duration={duration}
        onChoose={(s) => {
          setStart(s);
          setStep(3);
        }}
        onOtherDay={() => setStep(0)}
        onShorter={() => setDuration(15)}
      />
    );
  else if (start !== null)
    body = (
      <ConfirmStep
        tutor={tutor}
        start={start}
        duration={duration}
        movingFrom={moving ? moving.duration : null}
        busy={sending}
        onConfirm={() => void confirm()}
      />
    );

  const inSteps = !booked && !loading && !shown;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={moving ? t.dialog.moveTitle(tutor.name, user) : t.dialog.title(tutor.name)}
      description={inSteps ? t.dialog.stepOf(step + 1, 4) : undefined}
      footer={
        inSteps && step > 0 ? (
          <Button variant="ghost" onClick={() => setStep((step - 1) as Step)}>
            {t.dialog.back}
          </Button>
        ) : undefined
      }
    >
      {inSteps && <StepTrail current={step} onGo={(s) => setStep(s as Step)} />}
      <div data-testid="book-dialog" ref={bodyRef}>
        {body}
      </div>
    </Dialog>
  );
}
