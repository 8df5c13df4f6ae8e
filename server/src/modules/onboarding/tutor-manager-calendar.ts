import type { DemoSessionsRepository } from './demo-sessions.repository.ts';
import type { InterviewsRepository } from './interviews.repository.ts';

/**
 * A tutor manager's time is taken by their pending interviews and demo sessions alike: one
 * calendar over both tables, so neither kind double-books the other (decision 110).
 */
export class TutorManagerCalendar {
  constructor(
    private readonly deps: {
      interviews: InterviewsRepository;
      demoSessions: DemoSessionsRepository;
    },
  ) {}

  /**
   * Whether anyone, applicant or tutor manager, has a pending interview or demo session in
   * [start, end): new calls read it for the tutor manager, lesson booking for its members, so
   * no two of them share a minute (decisions 110, 112).
   */
  hasCallDuring(userId: string, start: number, end: number): boolean {
    return (
      this.deps.interviews.pendingOverlapsOfMember(userId, start, end) > 0 ||
      this.deps.demoSessions.pendingOverlapsOfMember(userId, start, end) > 0
    );
  }

  /** How many calls each tutor manager has ahead of `now` (to spread new interviews). */
  load(now: number): (tutorManagerId: string) => number {
    const interviews = this.deps.interviews.upcomingByInterviewer(now);
    const demos = this.deps.demoSessions.upcomingByManager(now);
    return (id) => (interviews.get(id) ?? 0) + (demos.get(id) ?? 0);
  }
}
