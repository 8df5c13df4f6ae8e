import type { OnboardingStepDto } from '@kalam/shared';
import { formatDayTime } from '../../lib/format.ts';
import { onboardingText as t } from './text.ts';

/**
 * Why a step is open again when the staff called its call off (decision 265): said above the
 * picker, or above the studio's wait, until another time is booked. Nothing otherwise.
 */
export function CanceledByStaff({ step }: { step: OnboardingStepDto }) {
  if (!step.canceledAt || step.step === 'intro-video') return null;
  const when = formatDayTime(step.canceledAt);
  return (
    <p className="mb-3 rounded-xl bg-warn-soft p-3 text-warn-ink" data-testid="canceled-by-staff">
      {t.booking.canceledByStaff(step.step, when)}
    </p>
  );
}
