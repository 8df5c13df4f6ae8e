import { EarningsCard } from '../features/invoices/earnings-card.tsx';
import { TutorDashboard } from '../features/tutor/dashboard.page.tsx';

/** /t/dashboard: the tutor's dashboard with their balance and earnings (issue 18). */
export function Component() {
  return <TutorDashboard money={<EarningsCard />} />;
}
