import { describe, expect, it } from 'vitest';
import { personTimeZone } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { callCanceledMessage, callReminderMessage } from '../../src/modules/jobs/call-jobs.ts';
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
} from '../../src/modules/jobs/notice-message.ts';
import { receiptMessage } from '../../src/modules/jobs/receipt-message.ts';
import {
  canceledMessage,
  reminderMessage,
  tutorAbsentMessage,
} from '../../src/modules/jobs/reminder-message.ts';
import { inviteMessage } from '../../src/modules/invites/invite-message.ts';
import type { LessonRow } from '../../src/modules/lessons/lessons.port.ts';
import type { UserRow } from '../../src/modules/users/users.port.ts';

/*
 * Issue 40 point 3: a walk saw a reminder of a 10:00 Cairo interview read «٨ الصبح» on a server
 * whose process ran in UTC with its clock moved forward. Every kind of message is built here
 * with the process in UTC, the clock months ahead (Cairo in summer time, UTC+3, and in winter,
 * UTC+2), and recipients whose stored zone is Cairo's, UTC (what a device or browser left on UTC
 * reports) and an unknown name: each text says Cairo's wall clock (decision 286).
 */

const person = (id: string, timeZone: string, gender: 'female' | 'male' | null = 'female') =>
  ({ id, name: 'سلمى عادل', gender, timeZone }) as UserRow;
const other = { id: 'other', name: 'منى المديرة', gender: 'female', timeZone: 'UTC' } as UserRow;
const LINK = 'https://kalam.example/t/onboarding';

/** Each kind with a time of day, built for `to` at `start`. */
function timedKinds(to: UserRow, start: number): [string, string][] {
  const lesson = {
    id: 'l1',
    start,
    duration: 30,
    tutorId: other.id,
    studentId: to.id,
    status: 'cancelled',
  } as LessonRow;
  const call = { start, minutes: 30, open: true, memberIds: [to.id, other.id] };
  const texts: [string, { text: string }][] = [
    ['lesson reminder', reminderMessage(lesson, to, other, 60)],
    ['lesson cancelled', canceledMessage(lesson, to, other)],
    ['lesson cancelled, tutor absent', tutorAbsentMessage(lesson, to, other)],
    ['lesson booked', lessonBooked(lesson, to, other, LINK)],
    ['lesson moved', lessonMoved(lesson, to, other, LINK)],
  ];
  for (const kind of ['interview', 'demo-session', 'photo-session'] as const)
    texts.push(
      [`${kind} reminder`, callReminderMessage(kind, call, to, [other], 24 * 60)],
      [`${kind} cancelled`, callCanceledMessage(kind, call, to, [other])],
      [`${kind} booked`, callBooked(kind, to, other, start, LINK)],
    );
  return texts.map(([kind, m]) => [kind, m.text]);
}

/** Each kind that says no time of day: none may say one. */
function untimedKinds(to: UserRow): [string, string][] {
  return [
    ['intro video approved', introVideoReviewed(to, { approved: true, reason: null }, LINK)],
    ['intro video refused', introVideoReviewed(to, { approved: false, reason: 'الصوت' }, LINK)],
    ['interview passed', callDecided('interview', to, { passed: true, feedback: null }, LINK)],
    ['demo refused', callDecided('demo-session', to, { passed: false, feedback: 'x' }, LINK)],
    ['photo session done', photoSessionDone(to, LINK)],
    ['activated', tutorActivated(to, LINK)],
    ...(['paid', 'rejected', 'canceled', 'cancel-approved', 'update-approved'] as const).map(
      (o): [string, { text: string }] => [
        `withdrawal ${o}`,
        withdrawalNotice(to, o, { amount: 30_000, note: 'ملاحظة' }, LINK),
      ],
    ),
    ['plan invited', planInvited(to, { name: 'باقة خاصة' }, LINK)],
  ].map(([kind, m]) => [kind as string, (m as { text: string }).text]);
}

const PART_OF_DAY = /[٠-٩:]+ (الصبح|الضهر|العصر|بالليل|الفجر)/;

describe('every message says Cairo’s wall clock with the process in UTC (issue 40 point 3)', () => {
  it('runs in a process whose own zone is UTC, not Cairo', () => {
    expect(new Date(Date.parse('2027-07-01T07:00:00Z')).getHours()).toBe(7);
  });

  // The walk's clock moved forward: a summer day (UTC+3) and a winter one (UTC+2), months ahead.
  const clock = new FixedClock(Date.parse('2026-12-08T00:40:00Z'));
  for (const [season, now, start, day] of [
    ['summer', '2027-07-12T09:00:00Z', '2027-07-13T07:00:00Z', 'الثلاثاء، ١٣ يوليو'],
    ['winter', '2027-12-06T09:00:00Z', '2027-12-07T08:00:00Z', 'الثلاثاء، ٧ ديسمبر'],
  ] as const)
    it(`a 10:00 Cairo start reads «${day}، ١٠ الصبح» in every kind (${season})`, () => {
      clock.set(Date.parse(now));
      const at = Date.parse(start);
      expect(at).toBeGreaterThan(clock.now());
      for (const zone of ['Africa/Cairo', 'UTC', 'Etc/GMT', 'Not/AZone'])
        for (const [kind, text] of timedKinds(person('me', zone), at)) {
          expect(text, `${kind} (${zone})`).toContain(`${day}، ١٠ الصبح`);
          expect(text, `${kind} (${zone})`).not.toMatch(
            /[٠-٩]+ (الضهر|العصر|بالليل|الفجر)|٧ الصبح|٨ الصبح/,
          );
        }
    });

  it('a person whose zone is a place elsewhere hears her own clock', () => {
    const at = Date.parse('2027-07-13T07:00:00Z'); // 8:00 in London (BST)
    for (const [kind, text] of timedKinds(person('me', 'Europe/London'), at))
      expect(text, kind).toContain('الثلاثاء، ١٣ يوليو، ٨ الصبح');
  });

  it('the kinds with no time of day say none', () => {
    for (const [kind, text] of untimedKinds(person('me', 'UTC')))
      expect(text, kind).not.toMatch(PART_OF_DAY);
  });

  it('the receipt (formal) and the invite say Cairo’s date and time', () => {
    const paidAt = Date.parse('2027-07-13T07:00:00Z');
    const receipt = receiptMessage({
      transactionId: 't1',
      userId: 'me',
      amount: 45_000,
      discount: 0,
      couponCode: null,
      method: 'Fawry',
      period: 'Month',
      planName: 'الأساسية',
      paidAt,
      startsAt: paidAt,
      endsAt: paidAt + 30 * 86_400_000,
      // The compose reads the payer's zone through personTimeZone: UTC is no one's clock.
      timeZone: personTimeZone({ timeZone: 'UTC' }),
    });
    expect(receipt.text).toContain('١٣ يوليو ٢٠٢٧');
    expect(receipt.text).toMatch(/١٠:٠٠\s?ص/);
    // Expiring at 23:30 UTC on the 13th is the 14th in Cairo.
    const invite = inviteMessage(
      { role: 'Tutor', expiresAt: Date.parse('2027-07-13T23:30:00Z') },
      'https://kalam.example/register/tutor?invite=x',
    );
    expect(invite.text).toContain('١٤ يوليو ٢٠٢٧');
  });

  it('a stored zone is used only when it is a place’s (decision 286)', () => {
    expect(personTimeZone({ timeZone: 'UTC' })).toBe('Africa/Cairo');
    expect(personTimeZone({ timeZone: 'Etc/UTC' })).toBe('Africa/Cairo');
    expect(personTimeZone({ timeZone: 'GMT' })).toBe('Africa/Cairo');
    expect(personTimeZone({ timeZone: 'Mars/Olympus' })).toBe('Africa/Cairo');
    expect(personTimeZone({ timeZone: null })).toBe('Africa/Cairo');
    expect(personTimeZone({ timeZone: 'Asia/Riyadh' })).toBe('Asia/Riyadh');
  });
});
