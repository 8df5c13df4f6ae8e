import { describe, expect, it } from 'vitest';
import { lessonStatus, startsSoon } from './lesson-labels.ts';
import { formatWhen, noticeLabel } from './format.ts';

const END = '2026-11-24T15:30:00.000Z';
const when = { canceledAt: '2026-11-24T10:00:00.000Z', end: END };

describe('lessonStatus', () => {
  it('says a lesson the tutor never came to was cancelled for it, not by them (decision 242)', () => {
    const absent = { status: 'cancelled', canceledBy: 'tutor', canceledAt: END, end: END } as const;
    expect(lessonStatus(absent, { gender: 'male' }).label).toBe('اتلغت: ما دخلتهاش');
    // Gender not said yet: a form that needs none (decision 284).
    expect(lessonStatus(absent).label).toBe('اتلغت: من غير حضورك');
    expect(lessonStatus(absent, { gender: 'female' }).label).toBe('اتلغت: ما دخلتيهاش');
    expect(lessonStatus({ ...absent, canceledAt: '2026-11-24T15:40:00.000Z' }).label).toBe(
      'اتلغت: من غير حضورك',
    );
  });

  it('names each status from the tutor’s side', () => {
    expect(lessonStatus({ status: 'pending', canceledBy: null, ...when })).toEqual({
      label: 'محجوزة',
      tone: 'wait',
    });
    expect(lessonStatus({ status: 'happening', canceledBy: null, ...when }).tone).toBe('live');
    expect(lessonStatus({ status: 'fulfilled', canceledBy: null, ...when }).label).toBe('تمّت');
    expect(lessonStatus({ status: 'cancelled', canceledBy: 'student', ...when }).label).toBe(
      'اتلغت من الطالب',
    );
    expect(lessonStatus({ status: 'cancelled', canceledBy: 'tutor', ...when }).label).toBe(
      'اتلغت منك',
    );
    expect(
      lessonStatus({ status: 'cancelled', canceledBy: 'tutor', ...when }, { gender: 'female' })
        .label,
    ).toBe('ألغيتيها');
    expect(lessonStatus({ status: 'cancelled', canceledBy: 'self', ...when })).toEqual({
      label: 'اتلغت',
      tone: 'bad',
    });
  });
});

describe('formatWhen', () => {
  it('reads an instant on the Cairo wall clock, in Arabic', () => {
    // 15:00 UTC on Tuesday 24 November 2026 is 17:00 in Cairo.
    const text = formatWhen('2026-11-24T15:00:00.000Z');
    expect(text).toBe('الثلاثاء، ٢٤ نوفمبر، ٥ العصر');
  });
});

describe('noticeLabel', () => {
  // Any other span is said by `spanWords` (lib/span-words.test.ts covers its forms).
  it('says no notice in words, and a span as people say it', () => {
    expect(noticeLabel(0)).toBe('من غير مهلة');
    expect(noticeLabel(120)).toBe('ساعتين');
    expect(noticeLabel(720)).toBe('١٢ ساعة');
  });
});

describe('a booked lesson within the hour on the tutor’s dashboard', () => {
  const lesson = { status: 'pending' as const, start: '2026-11-23T07:45:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('says how soon it starts, as the student’s dashboard does', () => {
    expect(startsSoon(lesson, at('2026-11-23T07:30:00Z'))).toBe('الحصة كمان ١٥ دقيقة');
    expect(startsSoon(lesson, at('2026-11-23T06:45:00Z'))).toBe('الحصة النهارده الساعة ٩:٤٥ الصبح');
  });

  it('says nothing more than an hour ahead, once it started, or when it is not booked', () => {
    expect(startsSoon(lesson, at('2026-11-23T06:44:00Z'))).toBeNull();
    expect(startsSoon(lesson, at('2026-11-23T07:45:00Z'))).toBeNull();
    expect(startsSoon({ ...lesson, status: 'cancelled' }, at('2026-11-23T07:30:00Z'))).toBeNull();
  });
});
