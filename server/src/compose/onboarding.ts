import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { UserRow, UsersRepository } from '../modules/users/users.repository.ts';
import { DemoSessionsRepository } from '../modules/onboarding/demo-sessions.repository.ts';
import { DemoSessionsService } from '../modules/onboarding/demo-sessions.service.ts';
import { InterviewsRepository } from '../modules/onboarding/interviews.repository.ts';
import { InterviewsService } from '../modules/onboarding/interviews.service.ts';
import { TutorManagerCalendar } from '../modules/onboarding/tutor-manager-calendar.ts';

export interface OnboardingBase {
  db: Db;
  clock: Clock;
  users: UsersRepository;
  /** Active tutor managers, read when an interviewer is chosen. */
  interviewers: () => UserRow[];
}

/** The onboarding area's services (interviews, demo sessions) over one tutor-manager calendar. */
export function onboardingServices(base: OnboardingBase) {
  const interviews = new InterviewsRepository(base.db);
  const demoSessions = new DemoSessionsRepository(base.db);
  const calendar = new TutorManagerCalendar({ interviews, demoSessions });
  return {
    /** Read by lesson booking: a pending call keeps its members' time (decision 112). */
    onboardingCalendar: calendar,
    interviewsService: new InterviewsService({ ...base, interviews, calendar }),
    demoSessionsService: new DemoSessionsService({ ...base, interviews, demoSessions, calendar }),
  };
}
