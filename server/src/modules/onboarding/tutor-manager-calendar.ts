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

  isBusy(tutorManagerId: string, start: number, end: number): boolean {
    return (
      this.deps.interviews.pendingOverlaps(tutorManagerId, start, end) > 0 ||
      this.deps.demoSessions.pendingOverlaps(tutorManagerId, start, end) > 0
    );
  }

  /**
   * Whether anyone, applicant or tutor manager, has a pending interview or demo session in
   * [start, end): lesson booking reads it so a call and a lesson never share a minute (decision 112).
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
