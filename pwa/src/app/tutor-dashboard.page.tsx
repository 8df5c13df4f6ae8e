import { EarningsCard } from '../features/invoices/earnings-card.tsx';
import { ManagerToday } from '../features/onboarding/manager-today.tsx';
import { ManagerVideos } from '../features/onboarding/manager-videos.tsx';
import { OnboardingNowCard, useOnboardingNow } from '../features/onboarding/onboarding-now.tsx';
import { TutorDashboard } from '../features/tutor/dashboard.page.tsx';
import { useAuth } from '../lib/auth-context.tsx';

/**
 * /t/dashboard: the tutor's dashboard with their balance and earnings (issue 18); a tutor
 * manager's home with today's interviews and demo sessions (decision 243) and the intro videos
 * waiting for her review (issue 40); an applicant's
 * onboarding step, with their booked call in it (decisions 253, 269).
 */
export function Component() {
  const role = useAuth().user?.role;
  const step = useOnboardingNow(role === 'Tutor');
  return (
    <TutorDashboard
      money={<EarningsCard />}
      managerToday={
        role === 'TutorManager' ? (
          <>
            <ManagerToday />
            <ManagerVideos />
          </>
        ) : undefined
      }
      onboarding={
        step === 'loading' ? 'loading' : step ? <OnboardingNowCard now={step} /> : undefined
      }
    />
  );
}
