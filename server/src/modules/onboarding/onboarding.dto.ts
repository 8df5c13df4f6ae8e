import type { DemoSessionDto, InterviewDto, OnboardingMemberDto } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import { endOf, phaseOf } from './call-time.ts';
import type { DemoSessionRow } from './demo-sessions.repository.ts';
import type { InterviewRow } from './interviews.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** What a call shows of a person: name and picture, never contact details. */
export function toMember(id: string, user: UserRow | undefined): OnboardingMemberDto {
  return { id, name: user?.name ?? '', image: user?.image ?? null };
}

export function toInterviewDto(
  row: InterviewRow,
  people: { interviewee: UserRow | undefined; interviewer: UserRow | undefined },
  view: { now: number; showNote: boolean; over?: boolean },
): InterviewDto {
  return {
    id: row.id,
    status: row.status,
    phase: phaseOf(row, view.now, view.over),
    start: iso(row.start),
    end: iso(endOf(row)),
    interviewee: toMember(row.intervieweeId, people.interviewee),
    interviewer: toMember(row.interviewerId, people.interviewer),
    feedback: row.feedback,
    note: view.showNote ? row.note : null,
    level: row.level,
    sessionId: `interview:${row.id}`,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toDemoSessionDto(
  row: DemoSessionRow,
  people: { tutor: UserRow | undefined; tutorManager: UserRow | undefined },
  now: number,
  /** Both sides came and left before the slot's end (the session's log). */
  over = false,
): DemoSessionDto {
  return {
    id: row.id,
    status: row.status,
    phase: phaseOf(row, now, over),
    start: iso(row.start),
    end: iso(endOf(row)),
    tutor: toMember(row.tutorId, people.tutor),
    tutorManager: toMember(row.tutorManagerId, people.tutorManager),
    interviewId: row.interviewId,
    sessionId: `demo-session:${row.id}`,
    feedback: row.feedback,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
