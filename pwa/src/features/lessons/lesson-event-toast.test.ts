import { describe, expect, it } from 'vitest';
import type { LessonDto } from '@kalam/shared';
import { lessonEventToast } from './lesson-event-toast.ts';

const START = '2026-11-23T15:00:00.000Z'; // 17:00 in Cairo
const lesson = (over: Partial<LessonDto> = {}) =>
  ({
    id: 'l1',
    status: 'pending',
    start: START,
    end: '2026-11-23T15:30:00.000Z',
    canceledBy: null,
    canceledAt: null,
    tutor: { id: 't', name: 'أحمد حسن', image: null },
    student: { id: 's', name: 'سارة محمود', image: null },
    ...over,
  }) as LessonDto;

describe('lesson event toasts for the student', () => {
  it('names the tutor and the new time of a booking or a move', () => {
    const booked = lessonEventToast('booked', lesson(), 'Student');
    expect(booked.title).toBe('اتحجزت حصة جديدة');
    expect(booked.description).toContain('أحمد حسن');
    expect(booked.description).toContain('٢٣ نوفمبر');
    expect(lessonEventToast('rebooked', lesson(), 'Student').title).toBe('اتغيّر ميعاد حصة');
  });

  it('says who cancelled and whether the minutes came back', () => {
    const byTutor = lessonEventToast(
      'canceled',
      lesson({ status: 'cancelled', canceledBy: 'tutor', canceledAt: START }),
      'Student',
    );
    expect(byTutor.title).toBe('الحصة اتلغت من المدرّس');
    const byStudent = lessonEventToast(
      'canceled',
      lesson({ status: 'cancelled', canceledBy: 'student', canceledAt: START }),
      'Tutor',
    );
    expect(byStudent.title).toBe('الحصة اتلغت من الطالب');
    expect(byTutor.description).toContain('دقايقها رجعتلك');

    const lateByStudent = lessonEventToast(
      'canceled',
      lesson({
        status: 'cancelled',
        canceledBy: 'student',
        canceledAt: '2026-11-23T14:00:00.000Z',
      }),
      'Student',
    );
    expect(lateByStudent.title).toBe('اتلغت الحصة');
    expect(lateByStudent.description).not.toContain('رجعتلك');
    // An hour ahead is in time when an admin made the window half an hour (decision 275).
    const inTime = lessonEventToast(
      'canceled',
      lesson({
        status: 'cancelled',
        canceledBy: 'student',
        canceledAt: '2026-11-23T14:00:00.000Z',
      }),
      'Student',
      30,
    );
    expect(inTime.description).toContain('دقايقها رجعتلك');

    const early = lessonEventToast(
      'canceled',
      lesson({
        status: 'cancelled',
        canceledBy: 'student',
        canceledAt: '2026-11-23T12:00:00.000Z',
      }),
      'Student',
    );
    expect(early.description).toContain('رجعتلك');
  });

  it('says the tutor never came, to both, and not that anyone cancelled (decision 242)', () => {
    const absent = lesson({
      status: 'cancelled',
      canceledBy: 'tutor',
      canceledAt: '2026-11-23T15:30:00.000Z',
    });
    const student = lessonEventToast('canceled', absent, 'Student');
    expect(student.title).toBe('الحصة اتلغت بسبب غياب المدرّس');
    expect(student.description).toContain('دقايقها رجعتلك');
    expect(lessonEventToast('canceled', absent, 'Tutor').title).toBe('الحصة اتلغت بسبب غيابك');
  });

  it('still says something when the lesson could not be read', () => {
    expect(lessonEventToast('booked', null, 'Student')).toEqual({ title: 'اتحجزت حصة جديدة' });
  });
});
