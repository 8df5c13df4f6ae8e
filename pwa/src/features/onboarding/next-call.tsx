import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { formatComing } from '../../lib/format-coming.ts';
import { useNow } from '../../lib/use-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { nextOnboardingCall } from './next-call.ts';
import { useProgress } from './onboarding-api.ts';
import { onboardingText } from './text.ts';

const b = onboardingText.booking;

/**
 * On the tutor's dashboard (decision 253): her next booked interview or demo session, when it is
 * in Cairo words, and the way into its room once the room is open. Nothing when none is booked.
 * Reads the onboarding page's progress (one cache; `onboarding:changed` refreshes it).
 */
export function NextOnboardingCall() {
  const me = useAuth().user;
  const now = useNow(30_000);
  const progress = useProgress(undefined, me?.role === 'Tutor');
  const call = progress.data && nextOnboardingCall(progress.data.steps, now);
  if (!call) return null;
  const interview = call.step === 'interview';
  return (
    <Card
      title={onboardingText.steps[call.step].title}
      data-testid="next-onboarding-call"
      className="border-teal-400 dark:border-teal-700"
      actions={
        <Link
          to="/t/onboarding"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
        >
          {onboardingText.page.title}
        </Link>
      }
    >
      <p className="font-semibold" data-testid="next-onboarding-call-when">
        {b.booked(formatComing(call.start, now))}
      </p>
      <p className="mt-1 text-sm text-muted">{formatDayTime(call.start)}</p>
      {call.open ? (
        <Link
          to={call.room}
          data-testid="next-onboarding-call-join"
          className={`${buttonClass.primary} mt-3`}
        >
          {interview ? b.enterInterview(me) : b.enterDemo(me)}
        </Link>
      ) : (
        <p className="mt-3 text-sm text-muted">{b.roomOpensSoon}</p>
      )}
    </Card>
  );
}
