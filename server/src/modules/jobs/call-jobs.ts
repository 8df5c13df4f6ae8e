import { byGender, LESSON_REMINDER_MINUTES_BEFORE } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { NoticeJobs } from './notice-jobs.ts';
import { remindedYou, reminderSoon, reminderWhen } from './reminder-message.ts';
import type { JobRunner } from './jobs.runner.ts';

export type CallKind = 'interview' | 'demo-session' | 'photo-session';

/** What a reminder needs of an onboarding call, read again when the reminder runs. */
export interface CallInfo {
  start: number;
  minutes: number;
  /** Still pending or scheduled: a cancelled or decided call gets no reminder. */
  open: boolean;
  /** The applicant first, then the staff member who runs the call. */
  memberIds: string[];
}

export interface CallJobsDeps {
  jobs: JobsRepository;
  users: UsersRepository;
  clock: Clock;
  log: Logger;
  /** The onboarding area answers (read when a reminder runs). */
  lookup: (kind: CallKind, id: string) => CallInfo | undefined;
  /** A cancellation's word goes as a notice job: once, tried again if a send fails (decision 285). */
  notices: NoticeJobs;
}

/** Each call's name (feminine in all three: «اتحجزت»، «اتلغت» fit each). */
export const CALL_NAMES: Record<CallKind, string> = {
  interview: 'مقابلة الإنجليزي',
  'demo-session': 'الجلسة التجريبية',
  'photo-session': 'جلسة التصوير في الاستوديو',
};

/** What to do if the recipient cannot come, in their gender (decision 226). */
const cannotCome = byGender(
  'لو مش هتقدري تحضري، ألغي الميعاد من الموقع.',
  'لو مش هتقدر تحضر، ألغِ الميعاد من الموقع.',
);

/** The Arabic reminder, on the recipient's own wall clock (colloquial, as the product). */
export function callReminderMessage(
  kind: CallKind,
  call: CallInfo,
  to: UserRow,
  others: UserRow[],
  minutesBefore: number,
): { subject: string; text: string } {
  const when = reminderWhen(to, call.start);
  const soon = reminderSoon(minutesBefore);
  const withWhom = others.length > 0 ? ` مع ${others.map((o) => o.name).join(' و')}` : '';
  return {
    subject: `${remindedYou(to)}: ${CALL_NAMES[kind]} ${soon}`,
    text: `عندك ${CALL_NAMES[kind]}${withWhom} يوم ${when}. ${cannotCome(to)}`,
  };
}

/** What the applicant does next, in their gender: the step waits for a new time. */
const bookAgain = byGender(
  'اختاري ميعاد تاني من صفحة الانضمام في كلام.',
  'اختار ميعاد تاني من صفحة الانضمام في كلام.',
);

/**
 * A call cancelled before its time, said to a member who did not cancel it (decision 265): the
 * applicant is asked to choose another time, the staff member hears the time is free again.
 */
export function callCanceledMessage(
  kind: CallKind,
  call: CallInfo,
  to: UserRow,
  others: UserRow[],
): { subject: string; text: string } {
  const withWhom = others.length > 0 ? ` مع ${others.map((o) => o.name).join(' و')}` : '';
  const next = to.id === call.memberIds[0] ? bookAgain(to) : 'الميعاد رجع فاضي في جدولك.';
  return {
    subject: `اتلغت ${CALL_NAMES[kind]}${withWhom}`,
    text: `${CALL_NAMES[kind]}${withWhom} يوم ${reminderWhen(to, call.start)} اتلغت. ${next}`,
  };
}

/**
 * Reminders one day and one hour before an interview, a demo session and a photo session
 * (spec §9 reminders, extended from lessons; decision 177). Keys carry the start; each reminder
 * reads the call again and stays silent when it was cancelled, decided or moved.
 */
export class CallJobs {
  constructor(private readonly deps: CallJobsDeps) {}

  schedule(kind: CallKind, call: { id: string; start: number }): void {
    const now = this.deps.clock.now();
    for (const minutes of LESSON_REMINDER_MINUTES_BEFORE) {
      const runAt = call.start - minutes * 60_000;
      if (runAt > now)
        this.deps.jobs.enqueue(
          {
            kind: 'call-reminder',
            key: `${kind}:${call.id}:${call.start}:remind-${minutes}`,
            payload: { kind, id: call.id, start: call.start, minutes },
            runAt,
          },
          now,
        );
    }
  }

  register(runner: JobRunner): void {
    runner.register('call-reminder', (p) => this.remind(p));
  }

  private remind(payload: Record<string, unknown>): void {
    const kind = payload.kind as CallKind;
    const call = this.deps.lookup(kind, String(payload.id));
    if (!call || !call.open || call.start !== payload.start) return;
    if (call.start <= this.deps.clock.now()) return;
    const people = this.members(call);
    // One notice job each: a send that fails is tried again for that person alone.
    for (const person of people) {
      const others = people.filter((o) => o.id !== person.id);
      this.deps.notices.send(
        `${kind}:${call.start}:${String(payload.id)}:remind-${String(payload.minutes)}`,
        person.id,
        callReminderMessage(kind, call, person, others, Number(payload.minutes)),
      );
    }
  }

  /**
   * Word of a cancelled call to its other members (decision 265), queued after the answer as one
   * notice job each, keyed by the call (a call is cancelled once); never throws.
   */
  canceled(kind: CallKind, id: string, canceledBy: string): void {
    try {
      this.queueCanceled(kind, id, canceledBy);
    } catch (error) {
      this.deps.log.error('cancellation not queued', { kind, id, error: String(error) });
    }
  }

  private queueCanceled(kind: CallKind, id: string, canceledBy: string): void {
    const call = this.deps.lookup(kind, id);
    // A call cancelled at or after its time (a no-show) is not news to be sent.
    if (!call || call.start <= this.deps.clock.now()) return;
    const people = this.members(call);
    for (const person of people.filter((p) => p.id !== canceledBy))
      this.deps.notices.send(
        `${kind}:${id}:canceled`,
        person.id,
        callCanceledMessage(
          kind,
          call,
          person,
          people.filter((o) => o.id !== person.id),
        ),
      );
  }

  private members(call: CallInfo): UserRow[] {
    return call.memberIds.map((id) => this.deps.users.byId(id)).filter((u): u is UserRow => !!u);
  }
}
