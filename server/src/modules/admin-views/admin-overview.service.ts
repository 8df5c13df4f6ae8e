import {
  AppError,
  bookingWeek,
  instantAt,
  wallClock,
  startOfLocalDay,
  type AdminOverviewDto,
  type PagingQuery,
  type TutorActivityKind,
} from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import { offsetOf } from '../../kernel/paging.ts';
import type { AdminOverviewRepository } from './admin-overview.repository.ts';

const DAY = 24 * 60 * 60_000;
const CHART_DAYS = 14;

/** The admin dashboard's figures and the support lists (contact requests, media). */
export class AdminOverviewService {
  constructor(
    private readonly deps: {
      overview: AdminOverviewRepository;
      clock: Clock;
      /** Withdrawal requests waiting; the withdrawals area answers it once wired (issue 18). */
      pendingWithdrawals?: () => number;
    },
  ) {}

  overview(): AdminOverviewDto {
    const { overview, clock } = this.deps;
    const now = clock.now();
    const today = startOfLocalDay(now);
    // One week for every «this week» figure (decision 267): Cairo's, from Sunday's midnight, as
    // the booking week and the working week (Sunday to Thursday, ARABIC.md) run. The sign-ups
    // counted the last seven days and the revenue from Saturday, so the two cards disagreed.
    const week = bookingWeek(now);
    const monthStart = instantAt(`${wallClock(now).date.slice(0, 8)}01`, 0);
    const days: string[] = [];
    const lessonsByDay: number[] = [];
    const revenueByDay: number[] = [];
    const signupsByDay: number[] = [];
    for (let i = CHART_DAYS - 1; i >= 0; i--) {
      // Noon of each day, then its local midnight: safe across a daylight-saving change.
      const from = startOfLocalDay(today - i * DAY + 12 * 60 * 60_000);
      const to = startOfLocalDay(from + DAY + 12 * 60 * 60_000);
      // The Cairo date itself: the instant of its midnight is the day before in UTC.
      days.push(wallClock(from).date);
      lessonsByDay.push(overview.lessonsBetween(from, to));
      revenueByDay.push(overview.revenueBetween(from, to));
      // Students only: the chart stands under «طلاب جداد» and says so; counting every account
      // put tutors and staff on a student's bar.
      signupsByDay.push(overview.signupsBetween(from, to, 'Student'));
    }
    const tomorrow = startOfLocalDay(today + DAY + 12 * 60 * 60_000);
    return {
      lessonsToday: overview.lessonsBetween(today, tomorrow),
      revenueWeek: overview.revenueBetween(week.start, now + 1),
      revenueMonth: overview.revenueBetween(monthStart, now + 1),
      pendingWithdrawals: this.deps.pendingWithdrawals?.() ?? null,
      applicants: overview.applicants(),
      newStudentsWeek: overview.signupsBetween(week.start, now + 1, 'Student'),
      newTutorsWeek: overview.signupsBetween(week.start, now + 1, 'Tutor'),
      days,
      lessonsByDay,
      revenueByDay,
      signupsByDay,
    };
  }

  contactRequests(query: PagingQuery & { search?: string }) {
    return this.deps.overview.contactRequests(query.search, {
      limit: query.size,
      offset: offsetOf(query),
    });
  }

  media(
    query: PagingQuery & {
      search?: string;
      kind?: Parameters<AdminOverviewRepository['media']>[0]['kind'];
    },
  ) {
    const { page, size, ...filter } = query;
    return this.deps.overview.media(filter, { limit: size, offset: offsetOf({ page, size }) });
  }

  /** A tutor's activity, newest first (decision 197); 404 when the id is not a tutor's. */
  tutorActivity(tutorId: string, query: PagingQuery & { kind?: TutorActivityKind }) {
    if (!this.deps.overview.isTutor(tutorId)) throw new AppError('tutor-not-found');
    return this.deps.overview.tutorActivity(tutorId, query.kind, {
      limit: query.size,
      offset: offsetOf(query),
    });
  }
}
