import type { z } from 'zod';
import {
  AppError,
  INTERVIEW_MINUTES,
  isAdmin,
  type InterviewDto,
  type InterviewListQuery,
  type OnboardingMemberDto,
  type updateInterviewBodySchema,
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
  InterviewFilter,
  InterviewRow,
  InterviewsRepository,
} from './interviews.repository.ts';
import { toInterviewDto, toMember } from './onboarding.dto.ts';
import {
  checkApplicant,
  checkCallStart,
  checkReapply,
  checkTutorManager,
  requireFields,
} from './onboarding-rules.ts';
import type { TutorManagerCalendar } from './tutor-manager-calendar.ts';
import type { CallSlots } from './call-slots.ts';
import type { CallReminders } from './call-reminders.ts';

export interface InterviewsServiceDeps {
  db: Db;
  interviews: InterviewsRepository;
  calendar: TutorManagerCalendar;
  users: UsersRepository;
  /** Active tutor managers (the users area's staff list). */
  interviewers: () => UserRow[];
  /** The first onboarding step: an approved intro video comes before the interview. */
  introVideos: { approved(tutorId: string): unknown };
  slots: CallSlots;
  reminders: CallReminders;
  clock: Clock;
  /** `onboarding-changed` on every booking and decision (decision 186). */
  bus: EventBus;
  /** The session's log: whether the call is over before its slot is (issue 40). */
  attendance: CallAttendance;
}

type Changes = z.output<typeof updateInterviewBodySchema>;

const CANCELLED = new Set(['CanceledByInterviewer', 'CanceledByInterviewee']);

/** Spec §3, §4, §6, §7 Interview: booking, cancelling, deciding, reading (decision 110). */
export class InterviewsService {
  constructor(private readonly deps: InterviewsServiceDeps) {}

  /**
   * A tutor applicant books a 30-minute interview. The checks and the insert run in one
   * immediate transaction, so two bookings of one tutor manager's time cannot both pass.
   */
  book(caller: Caller, body: { interviewerId: string; start: number }): InterviewDto {
    const { users, interviews } = this.deps;
    const now = this.deps.clock.now();
    let row: InterviewRow;
    try {
      row = this.deps.db.transaction(
        () => {
          const applicant = checkApplicant(users.byId(caller.id), users.tutor(caller.id));
          this.checkIntroVideo(applicant.id);
          const interviewer = checkTutorManager(users.byId(body.interviewerId));
          checkCallStart(body.start, now);
          checkReapply(interviews.latestHeld(applicant.id), now);
          // Inside the tutor manager's weekly hours and free, checked here and now (decision 179).
          if (!this.deps.slots.isFree(interviewer, body.start, INTERVIEW_MINUTES))
            throw new AppError('busy-tutor-manager');
          const inserted = interviews.insert({
            id: newId(),
            intervieweeId: applicant.id,
            interviewerId: interviewer.id,
            start: body.start,
            duration: INTERVIEW_MINUTES,
            status: 'Pending',
            createdAt: now,
            updatedAt: now,
          });
          this.deps.reminders.schedule('interview', inserted);
          return inserted;
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      throw constraintError(error, { unique: 'busy-tutor-manager', foreignKey: 'user-not-found' });
    }
    this.announce(row);
    return this.view(caller.id, row);
  }

  /**
   * GET /interview/select: the tutor manager an applicant should book with — free at `start`
   * when given, and the one with the fewest calls ahead (ties by name). Refuses early, with the
   * booking's own codes, an applicant who may not book.
   */
  select(caller: Caller, start: number | undefined): OnboardingMemberDto {
    const { users, interviews, calendar } = this.deps;
    const now = this.deps.clock.now();
    const applicant = checkApplicant(users.byId(caller.id), users.tutor(caller.id));
    this.checkIntroVideo(applicant.id);
    checkReapply(interviews.latestHeld(applicant.id), now);
    if (start !== undefined) checkCallStart(start, now);
    const load = calendar.load(now);
    const free = this.deps
      .interviewers()
      .filter((m) => start === undefined || this.deps.slots.isFree(m, start, INTERVIEW_MINUTES))
      .sort((a, b) => load(a.id) - load(b.id) || a.name.localeCompare(b.name, 'ar'));
    const chosen = free[0];
    if (!chosen) throw new AppError('busy-tutor-manager');
    return toMember(chosen.id, chosen);
  }

  /** Spec §4 onboarding order: the intro video is approved before the interview is booked. */
  private checkIntroVideo(tutorId: string): void {
    if (!this.deps.introVideos.approved(tutorId)) throw new AppError('intro-video-required');
  }

  /**
   * GET /interview/slots: free 30-minute starts from tutor managers' weekly hours, each with
   * the least busy manager free then (decision 175). Checks the applicant first.
   */
  slots(caller: Caller, from: number, to: number) {
    const { users, interviews } = this.deps;
    const applicant = checkApplicant(users.byId(caller.id), users.tutor(caller.id));
    this.checkIntroVideo(applicant.id);
    checkReapply(interviews.latestHeld(applicant.id), this.deps.clock.now());
    return this.slotsFor(from, to);
  }

  /** Free starts in [from, to) for any tutor (the demo session's booking reads them too). */
  slotsFor(from: number, to: number, prefer?: string) {
    return {
      list: this.deps.slots.free(from, to, prefer).map((s) => ({
        start: new Date(s.start).toISOString(),
        interviewerId: s.managerIds[0]!,
      })),
    };
  }

  /** Tutors see the interviews they took, tutor managers those they run, admins all. */
  list(caller: Caller, query: InterviewListQuery) {
    const { page, size, status, intervieweeId, interviewerId } = query;
    const filter: InterviewFilter = { status };
    if (caller.role === 'Tutor') filter.intervieweeId = caller.id;
    else if (caller.role === 'TutorManager') filter.interviewerId = caller.id;
    else if (isAdmin(caller.role)) Object.assign(filter, { intervieweeId, interviewerId });
    else throw new AppError('forbidden');
    const result = this.deps.interviews.page(filter, size, (page - 1) * size);
    return { list: result.list.map((row) => this.view(caller.id, row)), total: result.total };
  }

  /**
   * PATCH /interview. The interviewee may only cancel, before the start. Its interviewer (or an
   * admin) cancels at any time while pending, decides after the start with feedback and level,
   * and may correct feedback, note and level of a decided interview.
   */
  update(caller: Caller, changes: Changes): InterviewDto {
    const row = this.deps.db.transaction(
      () => {
        const current = this.deps.interviews.byId(changes.id);
        if (!current) throw new AppError('interview-not-found');
        let next: Partial<InterviewRow>;
        if (current.intervieweeId === caller.id) next = this.intervieweeChange(current, changes);
        else if (isAdmin(caller.role)) next = this.interviewerChange(current, changes);
        else if (current.interviewerId === caller.id && caller.role === 'TutorManager') {
          // Spec §6: a deactivated tutor manager runs no more interviews; an admin settles them.
          checkTutorManager(this.deps.users.byId(caller.id));
          next = this.interviewerChange(current, changes);
        } else throw new AppError('forbidden');
        return this.deps.interviews.update(current.id, {
          ...next,
          updatedAt: this.deps.clock.now(),
        });
      },
      { behavior: 'immediate' },
    );
    this.announce(row);
    if (CANCELLED.has(row.status)) this.deps.reminders.canceled('interview', row.id, caller.id);
    return this.view(caller.id, row);
  }

  /** The applicant's onboarding and the interviewer's list changed (decision 186). */
  private announce(row: InterviewRow): void {
    this.deps.bus.publish('onboarding-changed', {
      tutorId: row.intervieweeId,
      step: 'interview',
      id: row.id,
      staffIds: [row.interviewerId],
    });
  }

  /** An interview as one user reads it (the realtime event's copy), or null if gone. */
  memberView(id: string, viewerId: string): InterviewDto | null {
    const row = this.deps.interviews.byId(id);
    return row ? this.view(viewerId, row) : null;
  }

  private intervieweeChange(current: InterviewRow, changes: Changes): Partial<InterviewRow> {
    const { id: _, status, ...fields } = changes;
    if (status !== 'CanceledByInterviewee' || Object.keys(fields).length > 0)
      throw new AppError('forbidden');
    if (current.status !== 'Pending') throw new AppError('session-settled');
    if (this.deps.clock.now() >= current.start) throw new AppError('session-started');
    return { status };
  }

  private interviewerChange(current: InterviewRow, changes: Changes): Partial<InterviewRow> {
    const { id: _, status, ...fields } = changes;
    if (status === 'CanceledByInterviewee') throw new AppError('forbidden');
    if (CANCELLED.has(current.status)) throw new AppError('session-settled');
    if (status === undefined) {
      // Corrections only: a pending interview needs its decision first.
      if (current.status === 'Pending') requireFields({ status });
      return fields;
    }
    if (current.status !== 'Pending') throw new AppError('session-settled');
    if (status === 'CanceledByInterviewer') return { status, ...fields };
    if (this.deps.clock.now() < current.start) throw new AppError('session-not-started');
    requireFields({
      feedback: fields.feedback ?? current.feedback ?? undefined,
      level: fields.level ?? current.level ?? undefined,
    });
    return { status, ...fields };
  }

  /** The session room's view of an interview (decision 033 ids: `interview:<id>`). */
  session(id: string): SessionTimes | null {
    const row = this.deps.interviews.byId(id);
    if (!row) return null;
    return {
      start: row.start,
      end: endOf(row),
      cancelled: CANCELLED.has(row.status),
      memberIds: [row.interviewerId, row.intervieweeId],
    };
  }

  /** The tutor managers' note stays theirs: the applicant never sees it. */
  private view(viewerId: string, row: InterviewRow): InterviewDto {
    const { users } = this.deps;
    return toInterviewDto(
      row,
      { interviewee: users.byId(row.intervieweeId), interviewer: users.byId(row.interviewerId) },
      {
        now: this.deps.clock.now(),
        showNote: viewerId !== row.intervieweeId,
        over: this.deps.attendance.allLeft(`interview:${row.id}`, [
          row.intervieweeId,
          row.interviewerId,
        ]),
      },
    );
  }
}
