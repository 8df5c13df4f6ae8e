import { byGender, count, dayAndTime, formatMoney, personTimeZone } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import { CALL_NAMES, type CallKind } from './call-jobs.ts';

/*
 * The notices of each onboarding, lesson, withdrawal and plan step (decision 285), in the
 * product's colloquial voice like the reminders: the recipient in their gender (the masculine
 * when it is not known), times on their own wall clock, and the address of the screen where they
 * act last. Plain functions of the facts, so a test builds every kind under any clock and zone.
 */

export interface Notice {
  subject: string;
  text: string;
}

type Person = Pick<UserRow, 'id' | 'name' | 'gender' | 'timeZone'>;

/** When, on the recipient's own wall clock (Cairo's unless theirs is a place elsewhere). */
const whenFor = (to: Person, start: number) => dayAndTime(start, personTimeZone(to));

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((p): p is string => !!p).join('\n');

/** «من هنا: https://…»: where the person acts, on a line of its own so a mail app links it. */
const where = (label: string, link: string) => `${label}: ${link}`;

const fromOnboarding = byGender('كمّلي من صفحة الانضمام', 'كمّل من صفحة الانضمام');

// ── Intro video ────────────────────────────────────────────────────────────────────────────

export function introVideoReviewed(
  to: Person,
  review: { approved: boolean; reason: string | null },
  link: string,
): Notice {
  if (review.approved)
    return {
      subject: 'الفيديو التعريفي بتاعك اتقبل',
      text: lines(
        'فريق كلام شاف الفيديو التعريفي بتاعك وقبله.',
        byGender(
          'الخطوة الجاية مقابلة الإنجليزي: احجزي ميعادها.',
          'الخطوة الجاية مقابلة الإنجليزي: احجز ميعادها.',
        )(to),
        where(fromOnboarding(to), link),
      ),
    };
  return {
    subject: 'الفيديو التعريفي محتاج يتعاد',
    text: lines(
      'فريق كلام شاف الفيديو التعريفي بتاعك وماقبلهوش.',
      review.reason && `السبب: «${review.reason}»`,
      byGender('صوّري فيديو جديد وابعتيه.', 'صوّر فيديو جديد وابعته.')(to),
      where(fromOnboarding(to), link),
    ),
  };
}

// ── Interviews, demo sessions, photo sessions ──────────────────────────────────────────────

/**
 * A call booked (an interview or a demo session, by the applicant) or scheduled (a photo
 * session, by the studio), to each member: with whom and when, and where its page is.
 */
export function callBooked(
  kind: CallKind,
  to: Person,
  other: Person,
  start: number,
  link: string,
): Notice {
  const name = CALL_NAMES[kind];
  return {
    subject: `اتحجزت ${name} مع ${other.name}`,
    text: lines(
      `${name} مع ${other.name} يوم ${whenFor(to, start)}.`,
      'هنفكّرك قبلها بيوم وقبلها بساعة.',
      where('التفاصيل', link),
    ),
  };
}

const passedYou = byGender('عدّيتي', 'عدّيت');

/** An interview or a demo session decided, to the applicant, with the staff member's words. */
export function callDecided(
  kind: 'interview' | 'demo-session',
  to: Person,
  result: { passed: boolean; feedback: string | null },
  link: string,
): Notice {
  const name = CALL_NAMES[kind];
  const words = result.feedback && `رأي فريق كلام: «${result.feedback}»`;
  if (result.passed)
    return {
      subject: `مبروك، ${passedYou(to)} ${name}`,
      text: lines(
        `مبروك! ${passedYou(to)} ${name}.`,
        words,
        kind === 'interview'
          ? byGender(
              'الخطوة الجاية الجلسة التجريبية: احجزي ميعادها.',
              'الخطوة الجاية الجلسة التجريبية: احجز ميعادها.',
            )(to)
          : 'فاضل جلسة التصوير في الاستوديو: الاستوديو هيحدد ميعادها ونبعتهولك.',
        where(fromOnboarding(to), link),
      ),
    };
  return {
    subject: `نتيجة ${name}`,
    text: lines(
      `${name} ما عدّتش المرة دي.`,
      words,
      byGender(
        'تقدري تحاولي تاني، وميعاد المحاولة مكتوب في صفحة الانضمام.',
        'تقدر تحاول تاني، وميعاد المحاولة مكتوب في صفحة الانضمام.',
      )(to),
      where('صفحة الانضمام', link),
    ),
  };
}

/** The photo session marked done by the studio, for a tutor it did not activate. */
export function photoSessionDone(to: Person, link: string): Notice {
  return {
    subject: 'جلسة التصوير خلصت',
    text: lines(
      'جلسة التصوير في الاستوديو خلصت، وصورتك وفيديوهاتك اتحطت في ملفك.',
      where(fromOnboarding(to), link),
    ),
  };
}

/**
 * All four steps passed (the photo session, the last, marked done): the tutor is listed and
 * students can book. It stands for the session's own notice, which would say less.
 */
export function tutorActivated(to: Person, link: string): Notice {
  return {
    subject: `مبروك! حسابك اتفعّل والطلاب يقدروا يحجزوا ${byGender('معاكي', 'معاك')(to)}`,
    text: lines(
      byGender(
        'جلسة التصوير خلصت، وكده خلّصتي خطوات الانضمام وبقيتي في قايمة المدرّسين: الطلاب يقدروا يحجزوا معاكي دلوقتي.',
        'جلسة التصوير خلصت، وكده خلّصت خطوات الانضمام وبقيت في قايمة المدرّسين: الطلاب يقدروا يحجزوا معاك دلوقتي.',
      )(to),
      where(byGender('حطّي مواعيدك المتاحة', 'حط مواعيدك المتاحة')(to), link),
    ),
  };
}

// ── Lessons ────────────────────────────────────────────────────────────────────────────────

interface LessonFacts {
  id: string;
  start: number;
  duration: number;
  tutorId: string;
  studentId: string;
}

const booked = byGender('حجزت', 'حجز');

/** A lesson booked: the tutor hears who booked and when, the student has it confirmed. */
export function lessonBooked(lesson: LessonFacts, to: Person, other: Person, link: string): Notice {
  const when = whenFor(to, lesson.start);
  const minutes = count('minutes', lesson.duration);
  if (to.id === lesson.tutorId)
    return {
      subject: `حصة جديدة مع ${other.name}`,
      text: lines(
        `${other.name} ${booked(other)} حصة ${minutes} ${byGender('معاكي', 'معاك')(to)} يوم ${when}.`,
        where('التفاصيل', link),
      ),
    };
  return {
    subject: `اتحجزت حصتك مع ${other.name}`,
    text: lines(`حصتك (${minutes}) مع ${other.name} يوم ${when}.`, where('التفاصيل', link)),
  };
}

/** A lesson moved to another time (only the student moves one, decision 021): both hear it. */
export function lessonMoved(lesson: LessonFacts, to: Person, other: Person, link: string): Notice {
  return {
    subject: `اتغيّر ميعاد حصتك مع ${other.name}`,
    text: lines(
      `حصتك (${count('minutes', lesson.duration)}) مع ${other.name} بقت يوم ${whenFor(to, lesson.start)}.`,
      where('التفاصيل', link),
    ),
  };
}

// ── Withdrawals ────────────────────────────────────────────────────────────────────────────

/** What an admin did to a tutor's withdrawal request that she must hear of. */
export type WithdrawalOutcome =
  'paid' | 'rejected' | 'canceled' | 'cancel-approved' | 'update-approved';

export function withdrawalNotice(
  to: Person,
  outcome: WithdrawalOutcome,
  request: { amount: number; note: string | null },
  link: string,
): Notice {
  const amount = formatMoney(request.amount);
  const note = request.note && `ملاحظة فريق كلام: «${request.note}»`;
  const page = where('طلبات السحب', link);
  switch (outcome) {
    case 'paid':
      return {
        subject: `طلب السحب اتحوّل: ${amount}`,
        text: lines(
          `طلب السحب بتاعك (${amount}) اتحوّل.`,
          'إيصال التحويل موجود جنب الطلب في صفحة السحب.',
          note,
          page,
        ),
      };
    case 'rejected':
      return {
        subject: `طلب السحب (${amount}) اترفض`,
        text: lines(
          `طلب السحب بتاعك (${amount}) اترفض، والمبلغ رجع لرصيدك المتاح.`,
          request.note && `السبب: «${request.note}»`,
          page,
        ),
      };
    case 'canceled':
      return {
        subject: `طلب السحب (${amount}) اتلغى`,
        text: lines(
          `فريق كلام لغى طلب السحب بتاعك (${amount})، والمبلغ رجع لرصيدك المتاح.`,
          note,
          page,
        ),
      };
    case 'cancel-approved':
      return {
        subject: `اتلغى طلب السحب (${amount})`,
        text: lines(
          byGender(
            `طلب السحب (${amount}) اتلغى زي ما طلبتي، والمبلغ رجع لرصيدك المتاح.`,
            `طلب السحب (${amount}) اتلغى زي ما طلبت، والمبلغ رجع لرصيدك المتاح.`,
          )(to),
          note,
          page,
        ),
      };
    case 'update-approved':
      return {
        subject: 'تعديل طلب السحب اتقبل',
        text: lines(`طلب السحب بتاعك اتعدّل وبقى ${amount}.`, note, page),
      };
  }
}

// ── Plans ──────────────────────────────────────────────────────────────────────────────────

/** An invite-only plan offered to a student. */
export function planInvited(to: Person, plan: { name: string }, link: string): Notice {
  return {
    subject: `باقة خاصة ${byGender('ليكي', 'ليك')(to)}: «${plan.name}»`,
    text: lines(
      `فريق كلام فتحلك باقة «${plan.name}»، وهي مش معروضة لكل الطلاب.`,
      where('تفاصيلها والاشتراك فيها', link),
    ),
  };
}
