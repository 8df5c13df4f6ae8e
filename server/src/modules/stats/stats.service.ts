import {
  AppError,
  bookingWeek,
  isAdmin,
  startOfLocalDay,
  wallClock,
  type StudentStatsDto,
  type TutorStatsDto,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { SubscriptionsService } from '../subscriptions/index.ts';
import type { StatsRepository } from './stats.repository.ts';

const DAY_MS = 86_400_000;
export const ACTIVITY_DAYS = 30;

/** Figures for dashboards: a member sees their own, admins see anyone's (decision 026). */
export class StatsService {
  constructor(
    private readonly deps: {
      stats: StatsRepository;
      subscriptionsService: SubscriptionsService;
      clock: Clock;
    },
  ) {}

  attended(caller: Caller) {
    const week = bookingWeek(this.deps.clock.now());
    const member = isAdmin(caller.role)
      ? {}
      : caller.role === 'Tutor'
        ? { tutorId: caller.id }
        : caller.role === 'Student'
          ? { studentId: caller.id }
          : null;
    if (!member) throw new AppError('forbidden');
    const all = this.deps.stats.fulfilled(member);
    const thisWeek = this.deps.stats.fulfilled({ ...member, from: week.start, to: week.end });
    return { ...all, weekLessons: thisWeek.lessons, weekMinutes: thisWeek.minutes };
  }

  tutor(tutorId: string): TutorStatsDto {
    const { stats } = this.deps;
    const taught = stats.fulfilled({ tutorId });
    const cancelled = stats.cancellations({ tutorId });
    const rating = stats.rating(tutorId);
    return {
      tutorId,
      lessonsTaught: taught.lessons,
      minutesTaught: taught.minutes,
      upcomingLessons: stats.upcoming({ tutorId }, this.deps.clock.now()),
      cancelledByTutor: cancelled.tutor ?? 0,
      cancelledByStudent: cancelled.student ?? 0,
      tutorAbsent: cancelled.absent ?? 0,
      students: stats.counterparts({ tutorId }),
      ratingAverage: rating.average,
      ratingCount: rating.count,
      earnings: stats.earnings(tutorId),
    };
  }

  student(studentId: string): StudentStatsDto {
    const { stats, subscriptionsService, clock } = this.deps;
    const taken = stats.fulfilled({ studentId });
    const cancelled = stats.cancellations({ studentId });
    const now = clock.now();
    const active = subscriptionsService.activeFor(studentId, now);
    return {
      studentId,
      lessonsTaken: taken.lessons,
      minutesTaken: taken.minutes,
      upcomingLessons: stats.upcoming({ studentId }, now),
      cancelledByStudent: cancelled.student ?? 0,
      cancelledByTutor: cancelled.tutor ?? 0,
      tutorAbsent: cancelled.absent ?? 0,
      tutors: stats.counterparts({ studentId }),
      remainingMinutes: active
        ? subscriptionsService.remaining(active, now).remainingMinutes
        : null,
    };
  }

  /** Fulfilled lessons and minutes per Cairo day over the last 30 days, oldest first. */
  activity(tutorId: string) {
    const now = this.deps.clock.now();
    const from = startOfLocalDay(now - (ACTIVITY_DAYS - 1) * DAY_MS);
    const days = new Map<string, { date: string; lessons: number; minutes: number }>();
    for (let t = from; t <= now; t += DAY_MS) {
      const date = wallClock(t + 12 * 3_600_000).date;
      days.set(date, { date, lessons: 0, minutes: 0 });
    }
    for (const lesson of this.deps.stats.fulfilledSince(tutorId, from)) {
      const day = days.get(wallClock(lesson.start).date);
      if (!day) continue;
      day.lessons += 1;
      day.minutes += lesson.duration;
    }
    return { tutorId, days: [...days.values()] };
  }

  /** Tutors whose availability this week is fully booked. */
  fullTutors(page: number, size: number) {
    const week = bookingWeek(this.deps.clock.now());
    const full = this.deps.stats
      .tutorLoad(week.start, week.end)
      .filter((t) => t.available > 0 && t.booked >= t.available)
      .map((t) => ({
        tutorId: t.tutorId,
        name: t.name,
        availableMinutes: t.available,
        bookedMinutes: t.booked,
      }));
    return { list: full.slice((page - 1) * size, page * size), total: full.length };
  }

  /** Minutes taught this week, this month (Cairo calendar) and in all. */
  tutoringMinutes(tutorId?: string) {
    const now = this.deps.clock.now();
    const week = bookingWeek(now);
    const today = wallClock(now).date;
    const monthStart = startOfLocalDay(Date.parse(`${today.slice(0, 8)}01T12:00:00Z`));
    const filter = tutorId ? { tutorId } : {};
    return {
      week: this.deps.stats.fulfilled({ ...filter, from: week.start, to: week.end }).minutes,
      month: this.deps.stats.fulfilled({ ...filter, from: monthStart }).minutes,
      total: this.deps.stats.fulfilled(filter).minutes,
    };
  }
}
