import {
  AppError,
  DEMO_SESSION_MINUTES,
  isAdmin,
  type DemoSessionDto,
  type DemoSessionListQuery,
  type DemoSessionStatus,
  type UpdateDemoSessionBody,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import type { CallAttendance, SessionTimes } from '../sessions/index.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import { endOf } from './call-time.ts';
import type {
  DemoSessionFilter,
  DemoSessionRow,
  DemoSessionsRepository,
} from './demo-sessions.repository.ts';
import type { InterviewsRepository } from './interviews.repository.ts';
import { toDemoSessionDto } from './onboarding.dto.ts';
import { checkCallStart, checkTutorManager } from './onboarding-rules.ts';
import type { TutorManagerCalendar } from './tutor-manager-calendar.ts';
import type { CallSlots } from './call-slots.ts';
import type { CallReminders } from './call-reminders.ts';

export interface DemoSessionsServiceDeps {
  db: Db;
  demoSessions: DemoSessionsRepository;
  interviews: InterviewsRepository;
  calendar: TutorManagerCalendar;
  users: UsersRepository;
  /** Free call times from tutor managers' availability, for a tutor who books their own. */
  slots: CallSlots;
  reminders: CallReminders;
  clock: Clock;
  /** `onboarding-changed` on every booking and decision (decision 186). */
  bus: EventBus;
  /** The session's log: whether the applicant came, whether the call is over (issue 40). */
  attendance: CallAttendance;
}

const sessionIdOf = (row: DemoSessionRow) => `demo-session:${row.id}`;

const MINUTE = 60_000;
const CANCELLED = new Set<DemoSessionStatus>([
  'CanceledByTutorManager',
  'CanceledByTutor',
  'CanceledByAdmin',
]);

type Side = 'tutor' | 'tutorManager' | 'admin';
/** Which statuses each side may set (spec §4 demo session statuses, decision 110). */
const MAY_SET: Record<Side, readonly DemoSessionStatus[]> = {
  tutor: ['CanceledByTutor'],
  tutorManager: ['CanceledByTutorManager', 'Passed', 'Rejected'],
  admin: ['CanceledByAdmin'],
};

/** Spec §4, §7 Demo session: the 30-minute demo a tutor teaches after passing the interview. */
export class DemoSessionsService {
  constructor(private readonly deps: DemoSessionsServiceDeps) {}

  /** The tutor manager books it for a tutor with a passed interview, at a time they are free. */
  create(caller: Caller, body: { tutorId: string; start: number }): DemoSessionDto {
    const { users, interviews, demoSessions } = this.deps;
    const now = this.deps.clock.now();
    let row: DemoSessionRow;
    try {
      row = this.deps.db.transaction(
        () => {
          if (caller.role === 'Tutor' && body.tutorId !== caller.id)
            throw new AppError('forbidden');
          const tutor = users.byId(body.tutorId);
          if (!tutor || tutor.role !== 'Tutor' || tutor.deleted)
            throw new AppError('tutor-not-found');
          const passed = interviews.latestPassed(tutor.id);
          if (!passed) throw new AppError('interview-not-passed');
          if (demoSessions.standing(tutor.id, now)) throw new AppError('demo-session-exists');
          checkCallStart(body.start, now);
          const manager =
            caller.role === 'Tutor'
              ? this.freeManager(passed.interviewerId, body.start)
              : checkTutorManager(users.byId(caller.id));
          // Inside the tutor manager's weekly hours and free, checked here and now (decision 179).
          if (!this.deps.slots.isFree(manager, body.start, DEMO_SESSION_MINUTES))
            throw new AppError('busy-tutor-manager');
          const inserted = demoSessions.insert({
            id: newId(),
            tutorId: tutor.id,
            tutorManagerId: manager.id,
            interviewId: passed.id,
            start: body.start,
            duration: DEMO_SESSION_MINUTES,
            status: 'Pending',
            createdAt: now,
            updatedAt: now,
          });
          this.deps.reminders.schedule('demo-session', inserted);
          return inserted;
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      throw constraintError(error, { unique: 'busy-tutor-manager', foreignKey: 'user-not-found' });
    }
    this.announce(row);
    return this.view(row);
  }

  /** GET /demo-session/slots: free starts for a tutor who passed the interview (decision 175). */
  slots(caller: Caller, from: number, to: number) {
    const passed = this.deps.interviews.latestPassed(caller.id);
    if (!passed) throw new AppError('interview-not-passed');
    if (this.deps.demoSessions.standing(caller.id, this.deps.clock.now()))
      throw new AppError('demo-session-exists');
    return {
      list: this.deps.slots.free(from, to, passed.interviewerId).map((s) => ({
        start: new Date(s.start).toISOString(),
        interviewerId: s.managerIds[0]!,
      })),
    };
  }

  /**
   * A tutor booking their own demo: the tutor manager who interviewed them if their hours cover
   * it and they are free, else the free one with the fewest calls ahead (decisions 174, 175).
   */
  private freeManager(interviewerId: string, start: number): UserRow {
    const [slot] = this.deps.slots.free(
      start,
      start + DEMO_SESSION_MINUTES * MINUTE,
      interviewerId,
    );
    const chosen = slot?.start === start ? this.deps.users.byId(slot.managerIds[0]!) : undefined;
    if (!chosen) throw new AppError('busy-tutor-manager');
    return chosen;
  }

  /**
   * The tutor cancels before the start; its tutor manager cancels while pending or decides after
   * the start; an admin cancels. Nothing changes once cancelled or decided.
   */
  update(caller: Caller, { id, status, feedback }: UpdateDemoSessionBody): DemoSessionDto {
    const row = this.deps.db.transaction(
      () => {
        const current = this.deps.demoSessions.byId(id);
        if (!current) throw new AppError('demo-session-not-found');
        const sides: Side[] = [];
        if (current.tutorId === caller.id) sides.push('tutor');
        if (current.tutorManagerId === caller.id && caller.role === 'TutorManager') {
          // Spec §6: a deactivated tutor manager runs no more demo sessions; an admin cancels them.
          checkTutorManager(this.deps.users.byId(caller.id));
          sides.push('tutorManager');
        }
        if (isAdmin(caller.role)) sides.push('admin');
        if (!sides.some((side) => MAY_SET[side].includes(status))) throw new AppError('forbidden');
        if (current.status !== 'Pending') throw new AppError('session-settled');
        const now = this.deps.clock.now();
        if (status === 'CanceledByTutor' && now >= current.start)
          throw new AppError('session-started');
        if ((status === 'Passed' || status === 'Rejected') && now < current.start)
          throw new AppError('session-not-started');
        // A demo is taught: it cannot be passed by an applicant who never came into it.
        if (
          status === 'Passed' &&
          !this.deps.attendance.joined(sessionIdOf(current), current.tutorId)
        )
          throw new AppError('demo-not-attended');
        // A decision keeps its feedback for the tutor (decision 243); a cancellation has none.
        return this.deps.demoSessions.update(id, {
          status,
          ...(feedback !== undefined ? { feedback } : {}),
          updatedAt: now,
        });
      },
      { behavior: 'immediate' },
    );
    this.announce(row);
    if (CANCELLED.has(row.status)) this.deps.reminders.canceled('demo-session', row.id, caller.id);
    return this.view(row);
  }

  /** The tutor's onboarding and the tutor manager's list changed (decision 186). */
  private announce(row: DemoSessionRow): void {
    this.deps.bus.publish('onboarding-changed', {
      tutorId: row.tutorId,
      step: 'demo-session',
      id: row.id,
      staffIds: [row.tutorManagerId],
    });
  }

  /** A demo session as its list reads it (the realtime event's copy), or null if gone. */
  viewById(id: string): DemoSessionDto | null {
    const row = this.deps.demoSessions.byId(id);
    return row ? this.view(row) : null;
  }

  /** Tutors see theirs, tutor managers those they run, admins all. */
  list(caller: Caller, query: DemoSessionListQuery) {
    const { page, size, status, tutorId, tutorManagerId } = query;
    const filter: DemoSessionFilter = { status };
    if (caller.role === 'Tutor') filter.tutorId = caller.id;
    else if (caller.role === 'TutorManager') filter.tutorManagerId = caller.id;
    else if (isAdmin(caller.role)) Object.assign(filter, { tutorId, tutorManagerId });
    else throw new AppError('forbidden');
    const result = this.deps.demoSessions.page(filter, size, (page - 1) * size);
    return { list: result.list.map((row) => this.view(row)), total: result.total };
  }

  /** The session room's view of a demo session (`demo-session:<id>`). */
  session(id: string): SessionTimes | null {
    const row = this.deps.demoSessions.byId(id);
    if (!row) return null;
    return {
      start: row.start,
      end: endOf(row),
      cancelled: CANCELLED.has(row.status),
      memberIds: [row.tutorManagerId, row.tutorId],
    };
  }

  private view(row: DemoSessionRow): DemoSessionDto {
    const { users } = this.deps;
    return toDemoSessionDto(
      row,
      { tutor: users.byId(row.tutorId), tutorManager: users.byId(row.tutorManagerId) },
      this.deps.clock.now(),
      this.deps.attendance.allLeft(sessionIdOf(row), [row.tutorId, row.tutorManagerId]),
    );
  }
}
