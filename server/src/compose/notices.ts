import { AppError, type InvoiceAction } from '@kalam/shared';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../kernel/caller.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import type { NoticeJobs } from '../modules/jobs/jobs.port.ts';
import {
  callBooked,
  callDecided,
  introVideoReviewed,
  lessonBooked,
  lessonMoved,
  photoSessionDone,
  planInvited,
  tutorActivated,
  withdrawalNotice,
  type WithdrawalOutcome,
} from '../modules/jobs/jobs.port.ts';
import type { DemoSessionRow } from '../modules/onboarding/demo-sessions.repository.ts';
import type { InterviewRow } from '../modules/onboarding/interviews.repository.ts';
import type { IntroVideoRow } from '../modules/onboarding/intro-videos.repository.ts';
import type { PhotoSessionRow } from '../modules/onboarding/photo-sessions.repository.ts';
import type { UserRow, UsersRepository } from '../modules/users/users.repository.ts';

/*
 * Every step reaches the person it concerns outside the app (decision 285): each event below
 * queues one notice job per recipient, keyed by the event (the row and the state it reached), so
 * a repeated call or a second publish sends nothing more. Cancellations keep their own messages
 * (decisions 237, 265): one message per event.
 */

/** The PWA's screens where a person acts on a notice (spec §2 routes). */
export function noticeLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    onboarding: `${base}/t/onboarding`,
    interview: (id: string) => `${base}/interview/${id}`,
    demoSession: (id: string) => `${base}/demo-session/${id}`,
    photoSession: (tutorId: string) => `${base}/admin/photo-session/${tutorId}`,
    schedule: `${base}/schedule-management`,
    lesson: (id: string) => `${base}/lesson/${id}`,
    withdrawals: `${base}/invoices`,
    plans: `${base}/plans`,
  };
}

export interface OnboardingRows {
  interview(id: string): InterviewRow | undefined;
  demoSession(id: string): DemoSessionRow | undefined;
  photoSession(id: string): PhotoSessionRow | undefined;
  introVideo(id: string): IntroVideoRow | undefined;
}

/** The onboarding steps' notices, from `onboarding-changed` and the row as it now stands. */
export function onboardingNotices(d: {
  bus: EventBus;
  users: UsersRepository;
  notices: NoticeJobs;
  publicUrl: string;
  rows: OnboardingRows;
}): void {
  const link = noticeLinks(d.publicUrl);
  const person = (id: string): UserRow | undefined => {
    const user = d.users.byId(id);
    return user && !user.deleted ? user : undefined;
  };
  /** Booked: each member hears with whom and when; the staff member gets the call's page. */
  const booked = (
    kind: 'interview' | 'demo-session' | 'photo-session',
    row: { id: string; start: number },
    applicantId: string,
    staffId: string,
    staffLink: string,
    tellStaff: boolean,
  ) => {
    const applicant = person(applicantId);
    const staff = person(staffId);
    if (!applicant || !staff) return;
    const event = `${kind}:${row.id}:booked`;
    d.notices.send(
      event,
      applicant.id,
      callBooked(kind, applicant, staff, row.start, link.onboarding),
    );
    if (tellStaff)
      d.notices.send(event, staff.id, callBooked(kind, staff, applicant, row.start, staffLink));
  };

  d.bus.subscribe('onboarding-changed', (e) => {
    if (e.step === 'intro-video') {
      const row = d.rows.introVideo(e.id);
      const tutor = row && person(row.tutorId);
      if (!row || !tutor || row.status === 'Pending') return;
      d.notices.send(
        `intro-video:${row.id}:${row.status}`,
        tutor.id,
        introVideoReviewed(
          tutor,
          { approved: row.status === 'Approved', reason: row.reason },
          link.onboarding,
        ),
      );
      return;
    }
    if (e.step === 'interview' || e.step === 'demo-session') {
      const row = e.step === 'interview' ? d.rows.interview(e.id) : d.rows.demoSession(e.id);
      if (!row) return;
      const applicantId = 'intervieweeId' in row ? row.intervieweeId : row.tutorId;
      const staffId = 'interviewerId' in row ? row.interviewerId : row.tutorManagerId;
      if (row.status === 'Pending') {
        const staffLink =
          e.step === 'interview' ? link.interview(row.id) : link.demoSession(row.id);
        booked(e.step, row, applicantId, staffId, staffLink, true);
        return;
      }
      if (row.status !== 'Passed' && row.status !== 'Rejected') return;
      const applicant = person(applicantId);
      if (!applicant) return;
      d.notices.send(
        `${e.step}:${row.id}:${row.status}`,
        applicant.id,
        callDecided(
          e.step,
          applicant,
          { passed: row.status === 'Passed', feedback: row.feedback },
          link.onboarding,
        ),
      );
      return;
    }
    const row = d.rows.photoSession(e.id);
    if (!row) return;
    // The studio schedules it: the tutor is the one to hear.
    if (row.status === 'Scheduled')
      booked(
        'photo-session',
        row,
        row.tutorId,
        row.studioId,
        link.photoSession(row.tutorId),
        false,
      );
    if (row.status === 'Done') {
      const tutor = person(row.tutorId);
      // Done with the last step: the activation's notice (sent first) says it all, once.
      if (tutor && !tutor.activated)
        d.notices.send(
          `photo-session:${row.id}:Done`,
          tutor.id,
          photoSessionDone(tutor, link.onboarding),
        );
    }
  });
}

/** What was done to a withdrawal request that its tutor must hear of, from the admin's action. */
const OUTCOMES: Partial<Record<InvoiceAction, WithdrawalOutcome>> = {
  fulfil: 'paid',
  reject: 'rejected',
  cancel: 'canceled',
  'approve-cancel': 'cancel-approved',
  'approve-update': 'update-approved',
};

/** The activation, lesson, withdrawal and plan-invite notices, on the composed services. */
export function attachNotices(
  deps: AppDeps,
  d: { bus: EventBus; notices: NoticeJobs; publicUrl: string },
): void {
  const link = noticeLinks(d.publicUrl);
  const person = (id: string): UserRow | undefined => {
    const user = deps.users.byId(id);
    return user && !user.deleted ? user : undefined;
  };

  d.bus.subscribe('tutor-activated', ({ tutorId }) => {
    const tutor = person(tutorId);
    if (tutor) d.notices.send('tutor-activated', tutor.id, tutorActivated(tutor, link.schedule));
  });

  const lessonNotice = (
    event: 'booked' | 'moved',
    e: { lessonId: string; tutorId: string; studentId: string },
  ) => {
    const lesson = deps.lessonsService.get(e.lessonId);
    const tutor = person(e.tutorId);
    const student = person(e.studentId);
    if (!lesson || !tutor || !student) return;
    // A move is keyed by its new start: each move is its own event, told once.
    const key =
      event === 'booked'
        ? `lesson:${lesson.id}:booked`
        : `lesson:${lesson.id}:moved-${lesson.start}`;
    for (const [to, other] of [
      [student, tutor],
      [tutor, student],
    ] as const)
      d.notices.send(
        key,
        to.id,
        (event === 'booked' ? lessonBooked : lessonMoved)(
          lesson,
          to,
          other,
          link.lesson(lesson.id),
        ),
      );
  };
  d.bus.subscribe('lesson-booked', (e) => lessonNotice('booked', e));
  d.bus.subscribe('lesson-rebooked', (e) => lessonNotice('moved', e));

  d.bus.subscribe('invoice-updated', (e) => {
    const outcome = e.action && OUTCOMES[e.action];
    const request = outcome && deps.invoicesService.read(e.invoiceId);
    const tutor = person(e.userId);
    if (!outcome || !request || !tutor) return;
    // An approved update may come again after another asked-for update: keyed by when.
    const key = `withdrawal:${request.id}:${outcome}${outcome === 'update-approved' ? `-${request.updatedAt}` : ''}`;
    d.notices.send(
      key,
      tutor.id,
      withdrawalNotice(
        tutor,
        outcome,
        { amount: request.amount, note: request.note },
        link.withdrawals,
      ),
    );
  });

  d.bus.subscribe('plan-invited', ({ userId, planId }) => {
    const student = person(userId);
    if (!student) return;
    let plan: { nameAr: string };
    try {
      // Read as the student: an invite-only plan is theirs to see while invited.
      plan = deps.plansService.get(callerOf(student), planId);
    } catch (error) {
      if (error instanceof AppError) return;
      throw error;
    }
    d.notices.send(
      `plan-invite:${planId}`,
      student.id,
      planInvited(student, { name: plan.nameAr }, link.plans),
    );
  });
}
