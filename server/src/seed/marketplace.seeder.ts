import {
  AppError,
  isWorkingDay,
  payoutSchema,
  ratingBodySchema,
  updateUserBodySchema,
  type UpdateUserBody,
  type UserRole,
} from '@kalam/shared';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../kernel/caller.ts';
import type { FixedClock } from '../kernel/clock.ts';
import type { UserRow } from '../modules/users/index.ts';
import {
  DEMO_APPLICANTS,
  DEMO_LEARNER,
  DEMO_MANAGER,
  DEMO_MANAGER_WEEK,
  DEMO_PASSWORD,
  DEMO_STUDIO,
  type ApplicantStep,
} from './demo-data.ts';
import { asUpload } from './demo-upload.ts';
import { demoVideo } from './demo-video.ts';
import type { Seeder } from './seeder.ts';
import { inThePast } from './seed-time.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const HALF_HOUR = 30 * MIN;

type Person = {
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female';
  city: number;
};
type Applicant = (typeof DEMO_APPLICANTS)[number];

/** How far back each applicant signed up, in days before the seed's now. */
const SIGNED_UP_DAYS_AGO: Record<ApplicantStep, number> = {
  'photo-booked': 16,
  'demo-passed': 13,
  'demo-booked': 9,
  'interview-booked': 5,
  'video-approved': 4,
  'video-sent': 2,
  'signed-up': 1,
};

/** When Omar's lessons with Karim were, in days before now (each booked that morning). */
const LESSON_DAYS_AGO = [12, 10, 5, 3];

/**
 * Late morning in Cairo (09:00 UTC) of the first working day at least `days` after `now`'s date:
 * the studio does not film on a Friday or a Saturday (Egypt's weekend).
 */
function workingMorningAhead(now: number, days: number): number {
  let day = Math.floor(now / DAY) * DAY + days * DAY;
  while (!isWorkingDay(new Date(day).getUTCDay())) day += DAY;
  return day + 9 * HOUR;
}

/** A demo person signs up with a proven e-mail and phone, then fills in their profile. */
async function signUp(
  d: AppDeps,
  who: Person,
  role: UserRole,
  profile: UpdateUserBody = {},
): Promise<UserRow> {
  const user = await d.usersService.createWithRole({
    name: who.name,
    email: who.email,
    password: DEMO_PASSWORD,
    role,
    verifiedEmail: true,
    verifiedPhone: true,
    phone: who.phone,
  });
  const body = updateUserBodySchema.parse({ gender: who.gender, city: who.city, ...profile });
  return d.usersService.update(callerOf(user), user.id, body);
}

/** Move the seed's clock and let the jobs due by then run (reminders, a lesson's start and end). */
async function at(d: AppDeps, clock: FixedClock, instant: number): Promise<void> {
  clock.set(instant);
  await d.jobRunner.runDue();
}

/** The first of `starts` that `book` accepts; a refusal (taken, outside hours) tries the next. */
async function firstAccepted<T>(starts: number[], book: (start: number) => Promise<T> | T) {
  for (const start of starts) {
    try {
      return await book(start);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  throw new Error('demo seed: no free time found');
}

/** Half-hour starts from `from` (rounded up) for `days` days. */
function halfHours(from: number, days = 4): number[] {
  const first = Math.ceil(from / HALF_HOUR) * HALF_HOUR;
  return Array.from({ length: (days * DAY) / HALF_HOUR }, (_, i) => first + i * HALF_HOUR);
}

/** The intro video as the applicant's upload would arrive: a form holding one WebM file. */
function sendIntroVideo(d: AppDeps, applicant: UserRow, video: Buffer) {
  return asUpload('video', 'intro.webm', video, (file) =>
    d.introVideosService.submit(callerOf(applicant), { fields: {}, files: [file] }),
  );
}

function bookInterview(d: AppDeps, applicant: UserRow, manager: UserRow, from: number) {
  return firstAccepted(halfHours(from), (start) =>
    d.interviewsService.book(callerOf(applicant), { interviewerId: manager.id, start }),
  );
}

function bookDemoSession(d: AppDeps, tutor: UserRow, from: number) {
  return firstAccepted(halfHours(from), (start) =>
    d.demoSessionsService.create(callerOf(tutor), { tutorId: tutor.id, start }),
  );
}

/**
 * One applicant's past, step by step through the onboarding services: sign-up, the intro video,
 * the manager's review, then the interview and the demo session each booked at a free time of the
 * manager's hours and decided after its start. Stops where the applicant's step says; what is
 * still ahead of them (a booked call) is booked in the present.
 */
async function applicantPast(
  d: AppDeps,
  clock: FixedClock,
  a: Applicant,
  manager: UserRow,
  video: () => Promise<Buffer>,
  now: number,
): Promise<UserRow> {
  await at(d, clock, now - SIGNED_UP_DAYS_AGO[a.step] * DAY);
  const user = await signUp(d, a, 'Tutor', { bio: a.bio, about: a.about });
  if (a.step === 'signed-up') return user;
  await at(d, clock, clock.now() + 3 * HOUR);
  const sent = await sendIntroVideo(d, user, await video());
  if (a.step === 'video-sent') return user;
  await at(d, clock, clock.now() + 20 * HOUR);
  d.introVideosService.review(callerOf(manager), sent.id, { status: 'Approved' });
  if (a.step === 'video-approved' || a.step === 'interview-booked') return user;

  const interview = await bookInterview(d, user, manager, clock.now() + 2 * HOUR);
  // Both come into the call, as the sessions' log records it (a demo is passed only so).
  await at(d, clock, Date.parse(interview.start));
  attendSession(d, clock, `interview:${interview.id}`, [user, manager], 25 * MIN);
  d.interviewsService.update(callerOf(manager), {
    id: interview.id,
    status: 'Passed',
    feedback: 'إنجليزي ممتاز ونطق واضح، وشرح القاعدة بمثال من الحياة.',
    level: 8,
  });
  if (a.step === 'demo-booked') return user;

  const demo = await bookDemoSession(d, user, clock.now() + 3 * HOUR);
  await at(d, clock, Date.parse(demo.start));
  attendSession(d, clock, `demo-session:${demo.id}`, [user, manager], 25 * MIN);
  d.demoSessionsService.update(callerOf(manager), {
    id: demo.id,
    status: 'Passed',
    feedback: 'حصة منظّمة، والطالب اتكلم أغلب الوقت.',
  });
  return user;
}

/** Members' attendance: in through the sessions area as the socket's join, out `ms` later. */
function attendSession(
  d: AppDeps,
  clock: FixedClock,
  sessionId: string,
  users: UserRow[],
  ms: number,
): void {
  for (const user of users) d.sessionsService.join(callerOf(user), sessionId, `seed-${user.id}`);
  clock.advance(ms);
  for (const user of users) d.sessionsService.leave(user.id, sessionId, `seed-${user.id}`);
}

/** A lesson's attendance: both in at its start, out before the end. */
async function attend(d: AppDeps, clock: FixedClock, lessonId: string, users: UserRow[]) {
  attendSession(d, clock, `lesson:${lessonId}`, users, 27 * MIN);
}

/**
 * Omar's past: he pays for a plan through the sandbox gateway (the voucher its dev action pays),
 * books lessons with Karim, both attend them, the lessons' own jobs start and end them (so Karim
 * earns by the real path), he reports a problem and rates Karim.
 */
async function learnerPast(d: AppDeps, clock: FixedClock, tutor: UserRow, now: number) {
  await at(d, clock, now - 13 * DAY);
  const omar = await signUp(d, DEMO_LEARNER, 'Student', { birthYear: DEMO_LEARNER.birthYear });
  d.usersService.saveStudentProfile(omar.id, {
    englishLevel: DEMO_LEARNER.englishLevel,
    aim: DEMO_LEARNER.aim,
  });
  const me = callerOf(omar);
  const plan = d.plans.byEnglishName(DEMO_LEARNER.planEn);
  if (!plan) throw new Error(`demo seed: no plan ${DEMO_LEARNER.planEn}`);
  const order = await d.payments.service.pay(
    me,
    'fawry',
    'Fawry',
    { planId: plan.id, period: 'Month' },
    { kind: 'voucher' },
  );
  await at(d, clock, clock.now() + 2 * HOUR);
  await d.payments.sandbox!.settle(order.id, 'PAID');
  const paid = await d.payments.service.sync(me, order.id);
  if (paid.status !== 'Processed')
    throw new Error(`demo seed: the plan was not paid (${paid.status})`);

  let lastLesson = '';
  for (const [i, daysAgo] of LESSON_DAYS_AGO.entries()) {
    // Booked early that day, at 07:00 Cairo (05:00 UTC: not at 2 in the night, as the lesson
    // page says when it was booked; a booking stays inside its week), for 08:00 Cairo on.
    const day = Math.floor((now - daysAgo * DAY) / DAY) * DAY;
    await at(d, clock, Math.max(day + 5 * HOUR, clock.now()));
    const { lesson } = await firstAccepted(halfHours(day + 6 * HOUR, 1), (start) =>
      d.lessonsService.book(me, { tutorId: tutor.id, start, duration: 30 }),
    );
    await at(d, clock, lesson.start + MIN);
    await attend(d, clock, lesson.id, [tutor, omar]);
    await at(d, clock, lesson.start + lesson.duration * MIN + MIN);
    lastLesson = lesson.id;
    if (i === 1)
      await d.reportsService.create(me, {
        fields: { description: DEMO_LEARNER.report.description, page: DEMO_LEARNER.report.page },
        files: [],
      });
  }
  await at(d, clock, clock.now() + 2 * HOUR);
  d.ratingsService.create(
    me,
    ratingBodySchema.parse({ tutorId: tutor.id, lessonId: lastLesson, ...DEMO_LEARNER.rating }),
  );
  return omar;
}

/**
 * The other half of the marketplace (decision 256): onboarding staff, applicants at every step,
 * and a student with a history. Each person is made with their story once; a person already
 * there (a second seed, or someone who has used the demo since) is left as they are.
 */
export const seedDemoMarketplace: Seeder = async (deps, context) => {
  await seedMarketplaceOnce(deps);
  // Omar is a demo student like Sara: `npm run seed` counts him, on a second seed too.
  const learner = deps.users.byEmail(DEMO_LEARNER.email);
  if (learner) context.studentIds.push(learner.id);
};

async function seedMarketplaceOnce(deps: AppDeps): Promise<void> {
  const { users } = deps;
  const staffMissing = !users.byEmail(DEMO_MANAGER.email) || !users.byEmail(DEMO_STUDIO.email);
  const applicantsMissing = DEMO_APPLICANTS.filter((a) => !users.byEmail(a.email));
  // His plan is paid through the sandbox gateway: never through a real one.
  const learnerMissing = !users.byEmail(DEMO_LEARNER.email) && deps.payments.sandbox !== null;
  if (!staffMissing && applicantsMissing.length === 0 && !learnerMissing) return;
  const tutor = users.byEmail(DEMO_LEARNER.tutorEmail);
  if (!tutor) throw new Error(`demo seed: no demo tutor ${DEMO_LEARNER.tutorEmail}`);

  const now = deps.clock.now();
  const made = await inThePast(deps, now - 30 * DAY, async (past, clock) => {
    const manager =
      users.byEmail(DEMO_MANAGER.email) ?? (await signUp(past, DEMO_MANAGER, 'TutorManager'));
    if (past.availabilityService.template(manager.id).slots.length === 0)
      past.availabilityService.replace(manager.id, DEMO_MANAGER_WEEK);
    const studio = users.byEmail(DEMO_STUDIO.email) ?? (await signUp(past, DEMO_STUDIO, 'Studio'));
    const applicants: { a: Applicant; user: UserRow }[] = [];
    for (const a of applicantsMissing)
      applicants.push({ a, user: await applicantPast(past, clock, a, manager, demoVideo, now) });
    const learner = learnerMissing ? await learnerPast(past, clock, tutor, now) : null;
    return { manager, studio, applicants, learner };
  });

  // The present: the calls still ahead of the applicants, and Karim's withdrawal request.
  for (const { a, user } of made.applicants) {
    if (a.step === 'interview-booked') await bookInterview(deps, user, made.manager, now + DAY);
    if (a.step === 'demo-booked') await bookDemoSession(deps, user, now + DAY);
    if (a.step === 'photo-booked')
      deps.photoSessionsService.schedule(callerOf(made.studio), {
        tutorId: user.id,
        start: workingMorningAhead(now, 2),
      });
  }
  if (made.learner) {
    const { available } = deps.invoicesService.stats(tutor.id);
    deps.invoicesService.create(callerOf(tutor), {
      amount: available,
      ...payoutSchema.parse({ method: 'Wallet', phone: '01555555555' }),
    });
  }
  // The past's events stayed on its own bus: the directory hears of the tutors it touched.
  deps.bus.publish('tutors-cache-updated', {
    tutorIds: [tutor.id, ...made.applicants.map(({ user }) => user.id)],
  });
}
