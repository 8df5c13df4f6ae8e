import type { PlatformSettingsReader } from '../modules/platform-settings/index.ts';
import type { Db } from '../db/client.ts';
import type { ChangeClock } from '../kernel/change-clock.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import type { Logger } from '../kernel/logger.ts';
import { AvailabilityRepository } from '../modules/availability/availability.repository.ts';
import { AvailabilityService } from '../modules/availability/availability.service.ts';
import { JobsRepository } from '../modules/jobs/jobs.repository.ts';
import { JobRunner } from '../modules/jobs/jobs.runner.ts';
import { LessonJobs } from '../modules/jobs/lesson-jobs.ts';
import type { NoticeJobs } from '../modules/jobs/jobs.port.ts';
import { QuotaJobs } from '../modules/jobs/quota-jobs.ts';
import type { MessageSender } from '../modules/messages/messages.port.ts';
import { StatsRepository } from '../modules/stats/stats.repository.ts';
import { StatsService } from '../modules/stats/stats.service.ts';
import { SubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository.ts';
import { SubscriptionsService } from '../modules/subscriptions/subscriptions.service.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';
import { LessonsRepository } from '../modules/lessons/lessons.repository.ts';
import { LessonsService } from '../modules/lessons/lessons.service.ts';
import type { CallCalendar } from '../modules/lessons/booking-rules.ts';
import { lessonListCache } from '../modules/lessons/list-cache.ts';
import type { LessonAttendance } from '../modules/sessions/index.ts';

export interface SchedulingBase {
  db: Db;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
  log: Logger;
  users: UsersRepository;
  sender: MessageSender;
  /** The onboarding area's calls, read by the booking rules. */
  calls: CallCalendar;
  /** The platform's adjustable rules (decision 191). */
  settings: PlatformSettingsReader;
  /** The sessions area's attendance, read at a lesson's end (decision 240). */
  attendance: LessonAttendance;
  /** Notices of each step, cancellations included, as jobs (decision 285). */
  notices: NoticeJobs;
}

/** The scheduling area's services (availability, subscriptions, lessons, jobs, stats), wired once. */
export function schedulingServices(base: SchedulingBase) {
  const lessons = new LessonsRepository(base.db);
  const listCache = lessonListCache(base.bus);
  const availability = new AvailabilityRepository(base.db);
  const jobs = new JobsRepository(base.db);
  const subscriptionsService = new SubscriptionsService({
    ...base,
    rules: () => {
      const s = base.settings.current();
      return {
        renewal: { weekday: s.quotaRenewalWeekday, hour: s.quotaRenewalHour },
        freeCancellationMinutes: s.freeCancellationMinutes,
      };
    },
    subscriptions: new SubscriptionsRepository(base.db),
  });
  // The jobs move lessons through the lessons service (built below: read when a job runs).
  const lessonJobs = new LessonJobs({
    ...base,
    jobs,
    lessons: {
      byId: (id) => lessons.byId(id),
      moveStatus: (lesson, to) => lessonsService.moveStatus(lesson, to),
    },
  });
  const jobRunner = new JobRunner({ jobs, clock: base.clock, log: base.log });
  lessonJobs.register(jobRunner);
  // The member who did not cancel hears of it even with the app closed (decision 237).
  base.bus.subscribe('lesson-canceled', (e) => {
    try {
      lessonJobs.notifyCanceled(e);
    } catch (error) {
      base.log.error('cancellation not queued', { lessonId: e.lessonId, error: String(error) });
    }
  });
  new QuotaJobs({ jobs, clock: base.clock, subscriptionsService }).register(jobRunner);
  const lessonsService = new LessonsService({
    ...base,
    lessons,
    availability,
    subscriptionsService,
    lessonJobs,
    listCache,
  });
  return {
    subscriptionsService,
    lessonsService,
    availabilityService: new AvailabilityService({ ...base, availability, lessons }),
    jobRunner,
    statsService: new StatsService({
      stats: new StatsRepository(base.db),
      subscriptionsService,
      clock: base.clock,
    }),
  };
}
