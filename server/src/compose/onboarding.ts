import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { UserRow, UsersRepository } from '../modules/users/users.repository.ts';
import { DemoSessionsRepository } from '../modules/onboarding/demo-sessions.repository.ts';
import { DemoSessionsService } from '../modules/onboarding/demo-sessions.service.ts';
import { InterviewsRepository } from '../modules/onboarding/interviews.repository.ts';
import { InterviewsService } from '../modules/onboarding/interviews.service.ts';
import { TutorManagerCalendar } from '../modules/onboarding/tutor-manager-calendar.ts';
import { IntroVideosRepository } from '../modules/onboarding/intro-videos.repository.ts';
import { IntroVideosService } from '../modules/onboarding/intro-videos.service.ts';
import type { IntroVideoBounds } from '../modules/onboarding/intro-videos.ports.ts';
import type { AssetsService } from '../modules/assets/assets.service.ts';
import { FinishedUploads } from '../modules/resumable-uploads/index.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import { INTRO_VIDEO_SECONDS, type WeeklySlot } from '@kalam/shared';
import { CallSlots } from '../modules/onboarding/call-slots.ts';
import {
  CallJobs,
  type CallInfo,
  type CallKind,
  type NoticeJobs,
} from '../modules/jobs/jobs.port.ts';
import { onboardingNotices } from './notices.ts';
import { JobsRepository } from '../modules/jobs/jobs.repository.ts';
import type { MessageSender } from '../modules/messages/messages.port.ts';
import type { Logger } from '../kernel/logger.ts';
import { PhotoSessionsRepository } from '../modules/onboarding/photo-sessions.repository.ts';
import { PhotoSessionsService } from '../modules/onboarding/photo-sessions.service.ts';
import { OnboardingProgress } from '../modules/onboarding/onboarding-progress.ts';
import type { CallAttendance } from '../modules/sessions/index.ts';

/** Until the platform-settings area exists, the shared defaults (decision 170). */
export const DEFAULT_INTRO_VIDEO_BOUNDS: IntroVideoBounds = {
  introVideoSeconds: () => ({ ...INTRO_VIDEO_SECONDS }),
};

export interface OnboardingBase {
  db: Db;
  clock: Clock;
  users: UsersRepository;
  /** Active tutor managers, read when an interviewer is chosen. */
  interviewers: () => UserRow[];
  bus: EventBus;
  assets: AssetsService;
  /** KALAM_DATA_DIR: where the tus endpoint keeps its files. */
  dataDir: string;
  introVideoBounds?: IntroVideoBounds;
  /** Where the studio is, from the platform settings in force; unset: none said. */
  studioAddress?: () => string;
  /** A tutor manager's weekly hours (the availability area). */
  templateOf: (userId: string) => readonly WeeklySlot[];
  sender: MessageSender;
  log: Logger;
  /** Each step to the person it concerns, outside the app (decision 285). */
  notices: NoticeJobs;
  /** KALAM_PUBLIC_URL: the notices link to the screens where people act. */
  publicUrl: string;
  /** The sessions' log: who came to a call and when (read when a call is shown or decided). */
  attendance: CallAttendance;
}

/** The onboarding area's services (interviews, demo sessions) over one tutor-manager calendar. */
export function onboardingServices(base: OnboardingBase) {
  const interviews = new InterviewsRepository(base.db);
  const demoSessions = new DemoSessionsRepository(base.db);
  const calendar = new TutorManagerCalendar({ interviews, demoSessions });
  const photoSessions = new PhotoSessionsRepository(base.db);
  const lookup = (kind: CallKind, id: string): CallInfo | undefined => {
    if (kind === 'interview') {
      const row = interviews.byId(id);
      return (
        row && {
          start: row.start,
          minutes: row.duration,
          open: row.status === 'Pending',
          memberIds: [row.intervieweeId, row.interviewerId],
        }
      );
    }
    if (kind === 'demo-session') {
      const row = demoSessions.byId(id);
      return (
        row && {
          start: row.start,
          minutes: row.duration,
          open: row.status === 'Pending',
          memberIds: [row.tutorId, row.tutorManagerId],
        }
      );
    }
    const row = photoSessions.byId(id);
    return (
      row && {
        start: row.start,
        minutes: row.duration,
        open: row.status === 'Scheduled',
        memberIds: [row.tutorId, row.studioId],
      }
    );
  };
  /** Reminders a day and an hour before each call (decision 177); registered on the job runner. */
  const callJobs = new CallJobs({
    jobs: new JobsRepository(base.db),
    users: base.users,
    clock: base.clock,
    log: base.log,
    lookup,
    notices: base.notices,
  });
  const reminders = callJobs;
  const slots = new CallSlots({
    interviewers: base.interviewers,
    templateOf: base.templateOf,
    calendar,
    clock: base.clock,
  });
  const introVideos = new IntroVideosRepository(base.db);
  onboardingNotices({
    bus: base.bus,
    users: base.users,
    notices: base.notices,
    publicUrl: base.publicUrl,
    rows: {
      interview: (id) => interviews.byId(id),
      demoSession: (id) => demoSessions.byId(id),
      photoSession: (id) => photoSessions.byId(id),
      introVideo: (id) => introVideos.byId(id),
    },
  });
  const progress = new OnboardingProgress({
    users: base.users,
    introVideos,
    interviews,
    demoSessions,
    photoSessions,
    clock: base.clock,
    bus: base.bus,
    bounds: base.introVideoBounds ?? DEFAULT_INTRO_VIDEO_BOUNDS,
    studioAddress: base.studioAddress ?? (() => ''),
  });
  const introVideosService = new IntroVideosService({
    db: base.db,
    introVideos,
    users: base.users,
    assets: base.assets,
    uploads: new FinishedUploads(base.dataDir),
    bounds: base.introVideoBounds ?? DEFAULT_INTRO_VIDEO_BOUNDS,
    clock: base.clock,
    bus: base.bus,
  });
  return {
    /** Reminders of onboarding calls; the composition registers them on the job runner. */
    callJobs,
    /** Where a tutor's four steps stand, what is missing; activation (decision 173). */
    onboardingProgress: progress,
    /** Photo sessions with the studio (decision 172). */
    photoSessionsService: new PhotoSessionsService({
      db: base.db,
      photoSessions,
      demoSessions,
      users: base.users,
      progress,
      reminders,
      clock: base.clock,
      bus: base.bus,
    }),
    /** Intro videos: sent by applicants, measured, reviewed (decision 170). */
    introVideosService,
    /** Read by lesson booking: a pending call keeps its members' time (decision 112). */
    onboardingCalendar: calendar,
    interviewsService: new InterviewsService({
      ...base,
      interviews,
      calendar,
      introVideos,
      slots,
      reminders,
    }),
    demoSessionsService: new DemoSessionsService({
      ...base,
      interviews,
      demoSessions,
      calendar,
      slots,
      reminders,
    }),
  };
}
