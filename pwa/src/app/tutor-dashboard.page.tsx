import { EarningsCard } from '../features/invoices/earnings-card.tsx';
import { ManagerToday } from '../features/onboarding/manager-today.tsx';
import { NextOnboardingCall } from '../features/onboarding/next-call.tsx';
import { TutorDashboard } from '../features/tutor/dashboard.page.tsx';
import { useAuth } from '../lib/auth-context.tsx';

/**
 * /t/dashboard: the tutor's dashboard with their balance and earnings (issue 18); a tutor
 * manager's home with today's interviews and demo sessions (decision 243); a tutor's next booked
 * interview or demo session (decision 253).
 */
export function Component() {
  const manager = useAuth().user?.role === 'TutorManager';
  return (
    <TutorDashboard
      money={<EarningsCard />}
      managerToday={manager ? <ManagerToday /> : undefined}
      onboardingCall={manager ? undefined : <NextOnboardingCall />}
    />
  );
}
