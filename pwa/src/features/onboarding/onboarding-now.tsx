import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CanceledByStaff } from './canceled-by-staff.tsx';
import { useProgress } from './onboarding-api.ts';
import { homeStep, type OnboardingNow } from './onboarding-now.ts';
import { OwnWords } from './own-words.tsx';
import { StepBadge } from './step-badge.tsx';
import { onboardingText } from './text.ts';

/**
 * The step the signed-in applicant is on (decision 269), null once there is none, `loading`
 * until that is known (`homeStep`, decision 284). Reads the onboarding page's progress (one
 * cache; `onboarding:changed` refreshes it), so the app can both compose the card in and know
 * that it did. An activated tutor asks nothing.
 */
export function useOnboardingNow(enabled: boolean): OnboardingNow | null | 'loading' {
  const me = useAuth().user;
  const now = useNow(30_000);
  const asks = enabled && !!me && !me.activated;
  const progress = useProgress(undefined, asks);
  return enabled ? homeStep(me, progress, now) : null;
}

/**
 * On the applicant's home: which step, where it stands, and one way on — the onboarding page,
 * or the room of a booked call once it is open (decision 253's call card, now part of this).
 */
export function OnboardingNowCard({ now }: { now: OnboardingNow }) {
  const { step, call } = now;
  return (
    <Card
      title={now.title}
      actions={<StepBadge step={step.step} state={step.state} />}
      data-testid="onboarding-now"
      className="border-teal-400 dark:border-teal-700"
    >
      <CanceledByStaff step={step} />
      <p className="font-semibold" data-testid={call ? 'next-onboarding-call-when' : undefined}>
        {now.say}
      </p>
      {now.reason && (
        <p className="mt-1">
          <OwnWords text={now.reason} />
        </p>
      )}
      {now.then && <p className="mt-1">{now.then}</p>}
      {call && (
        <>
          <p className="mt-1 text-sm text-muted">{formatDayTime(call.start)}</p>
          {!call.open && (
            <p className="mt-1 text-sm text-muted">{onboardingText.booking.roomOpensSoon}</p>
          )}
        </>
      )}
      <Link
        to={now.go.to}
        data-testid={call?.open ? 'next-onboarding-call-join' : 'onboarding-now-go'}
        className={`${now.go.act ? buttonClass.primary : buttonClass.secondary} mt-3`}
      >
        {now.go.label}
      </Link>
    </Card>
  );
}
