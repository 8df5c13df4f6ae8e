import { and, eq, not, sql, type Column, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { TutorStep, TutorStepFilter } from '@kalam/shared';
import { demoSessions, interviews, introVideos, tutors, users } from '../../db/schema/index.ts';
import { listedTutor } from '../tutors/listed-tutor.port.ts';

/*
 * Where a tutor stands in onboarding, one definition per step (decision 255). The admin overview
 * counts applicants with these terms and the tutors list filters with them, so a count and the
 * list it opens cannot disagree. Each term reads the outer query's `users` and `tutors` rows;
 * read them as `from(users).crossJoin(tutors).where(and(tutorJoin, …))`.
 *
 * At 20,000 tutors among 100,000 users the cheap plan walks users_admin_role_idx (role, deleted,
 * created_at, id), already in the list's order, and looks each tutor up by key. Left to itself
 * SQLite scanned tutors and looked every one up in users by its text id, two to three times
 * slower (EXPLAIN QUERY PLAN, decision 255). So the join is a CROSS JOIN (SQLite keeps users as
 * the outer table), and a filter's session term is a list built once per statement
 * (`+users.id in (select …)`, the `+` so no index on users.id serves it). A row's own step (the
 * list's column, ten rows) asks the same question per row instead (`exists`, by the tutor index):
 * building four lists for ten rows cost more than the rows.
 */

/** The join of a user to their tutor row, for `crossJoin(tutors)`. */
export const tutorJoin = eq(tutors.userId, users.id);

const tutor = and(eq(users.role, 'Tutor'), eq(users.deleted, false))!;

/** Not through onboarding yet: neither onboarded nor added by an admin. */
const applicant = and(tutor, eq(tutors.onboarded, false), eq(tutors.manuallyAdded, false))!;

type Form = 'filter' | 'row';

/** The tutor has a row in `table` whose status is `status`: as a filter's list, or per row. */
function has(table: SQLiteTable, tutorId: Column, column: Column, status: string) {
  return (form: Form): SQL =>
    form === 'filter'
      ? sql`+${users.id} in (select ${tutorId} from ${table} where ${column} = ${status})`
      : sql`exists (select 1 from ${table} where ${tutorId} = ${users.id} and ${column} = ${status})`;
}

const approvedVideo = has(introVideos, introVideos.tutorId, introVideos.status, 'Approved');
const pendingInterview = has(interviews, interviews.intervieweeId, interviews.status, 'Pending');
const pendingDemo = has(demoSessions, demoSessions.tutorId, demoSessions.status, 'Pending');
const passedDemo = has(demoSessions, demoSessions.tutorId, demoSessions.status, 'Passed');

const STEPS: Record<TutorStep, (form: Form) => SQL> = {
  // Not sent, waiting for a review, or refused: no approved intro video yet.
  'intro-video': (form) => and(applicant, not(approvedVideo(form)))!,
  // Booked and not decided (held or not yet).
  interview: (form) => and(applicant, pendingInterview(form))!,
  'demo-session': (form) => and(applicant, pendingDemo(form))!,
  // Passed the demo session: waiting for the studio (a shoot booked or not), not onboarded yet.
  'photo-session': (form) => and(applicant, passedDemo(form))!,
  // The directory's own rule: students find them on /tutors.
  listed: () => listedTutor,
};

/**
 * An applicant past a step who has not booked the next: an approved video and no interview or
 * demo session waiting, nor a demo passed — exactly the applicants `stepOf` reads null for.
 */
const between = (form: Form) =>
  and(
    applicant,
    approvedVideo(form),
    not(pendingInterview(form)),
    not(pendingDemo(form)),
    not(passedDemo(form)),
  )!;

/** Each step, and «between two», as a filter of a whole list or count. */
export const STEP_TERMS = {
  ...Object.fromEntries(Object.entries(STEPS).map(([step, term]) => [step, term('filter')])),
  between: between('filter'),
} as Record<TutorStepFilter, SQL>;

const at = (step: TutorStep) => STEPS[step]('row');

/**
 * The step a row's tutor stands at, the furthest first; null between two steps (an approved
 * video and no interview booked yet, say) or for a tutor activated by hand and not listed.
 */
export const stepOf: SQL<TutorStep | null> = sql`(case
  when ${at('listed')} then 'listed'
  when ${at('photo-session')} then 'photo-session'
  when ${at('demo-session')} then 'demo-session'
  when ${at('interview')} then 'interview'
  when ${at('intro-video')} then 'intro-video'
  end)`;
