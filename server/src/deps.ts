import type Database from 'better-sqlite3';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './kernel/clock.ts';
import type { ChangeClock } from './kernel/change-clock.ts';
import type { EventBus } from './kernel/event-bus.ts';
import type { Logger } from './kernel/logger.ts';
import type { SwitchableTracker } from './kernel/error-tracker.ts';
import type { HealthWatch } from './kernel/health-watch.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { MessageSender } from './modules/messages/sender.ts';
import type { OutboxSender } from './modules/messages/outbox.sender.ts';
import type { CodesService } from './modules/codes/codes.service.ts';
import type { UsersRepository } from './modules/users/users.repository.ts';
import type { UsersService } from './modules/users/users.service.ts';
import type { AccountCodesService } from './modules/users/account-codes.service.ts';
import type { ContactService } from './modules/contact/contact.service.ts';
import type { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import type { LessonsService } from './modules/lessons/lessons.service.ts';
import type { AvailabilityService } from './modules/availability/availability.service.ts';
import type { JobRunner } from './modules/jobs/jobs.runner.ts';
import type { StatsService } from './modules/stats/stats.service.ts';
import type { CatalogueServices } from './compose/catalogue.ts';
import type { PresenceService } from './modules/realtime/presence.service.ts';
import type { RealtimeHub } from './modules/realtime/realtime.hub.ts';
import type { ChatService } from './modules/chat/chat.service.ts';
import type { SessionsService } from './modules/sessions/sessions.service.ts';
import type { PaymentsModule } from './modules/payments/payments.module.ts';
import type { SyncModule } from './modules/sync/sync.module.ts';
import type { FilesServices } from './compose/files.ts';
import type { RatingsService } from './modules/ratings/ratings.service.ts';
import type { InterviewsService } from './modules/onboarding/interviews.service.ts';
import type { DemoSessionsService } from './modules/onboarding/demo-sessions.service.ts';
import type { TutorManagerCalendar } from './modules/onboarding/tutor-manager-calendar.ts';
import type { InvoicesService } from './modules/invoices/invoices.service.ts';
import type { AuditTrail } from './kernel/audit.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { PlatformSettingsService } from './modules/platform-settings/platform-settings.service.ts';
import type { IntroVideosService } from './modules/onboarding/intro-videos.service.ts';
import type { PhotoSessionsService } from './modules/onboarding/photo-sessions.service.ts';
import type { OnboardingProgress } from './modules/onboarding/onboarding-progress.ts';
import type { CallJobs } from './modules/jobs/jobs.port.ts';

/**
 * Everything a request handler may use, built once by the composition root (server.ts).
 * Areas add their services here; tests build it with fakes and a fixed clock.
 */
export interface AppDeps extends CatalogueServices, FilesServices {
  config: Config;
  db: Db;
  sqlite: Database.Database;
  clock: Clock;
  /** Strictly increasing `updatedAt` stamps for replicated rows. */
  changeClock: ChangeClock;
  bus: EventBus;
  log: Logger;
  /** Error-level lines and unhandled errors go here too; off unless KALAM_SENTRY_DSN is set. */
  errorTracker: SwitchableTracker;
  /** What is degraded (database, storage, mail, payments), read by GET /health. */
  health: HealthWatch;
  limiter: RateLimiter;
  tokens: TokenService;
  passwords: PasswordHasher;
  sender: MessageSender;
  /** Present when messages go to the dev outbox (the `local` default). */
  outbox?: OutboxSender;
  users: UsersRepository;
  usersService: UsersService;
  authService: AuthService;
  codes: CodesService;
  /** Proving an e-mail or phone and resetting a password (the users area's rules over codes). */
  accountCodes: AccountCodesService;
  /** Messages to the team from the contact page. */
  contactService: ContactService;
  /** Plans granted to students: grant (admin, payment, trial), activeFor, weekly minutes. */
  subscriptionsService: SubscriptionsService;
  /** Lessons: get, isMember, hasFulfilledLesson, booking, moving, cancelling. */
  lessonsService: LessonsService;
  availabilityService: AvailabilityService;
  /** Persistent jobs; the jobs attachment polls `runDue()`, tests call it with a FixedClock. */
  jobRunner: JobRunner;
  statsService: StatsService;
  /** Who is online (any open socket): `presence.isOnline(userId)`. */
  presence: PresenceService;
  /** Emit to users, channels and rooms over socket.io (bound when realtime starts). */
  realtime: RealtimeHub;
  /** Chat rules for REST, socket and sync push: sendMessage, updateMessage, deleteMessage, markRead. */
  chatService: ChatService;
  /** Live lesson sessions: members, join window, attendance, session tokens. */
  sessionsService: SessionsService;
  /** Payments: gateways (Fawry, Paymob, sandbox), transactions, settlement, webhooks. */
  payments: PaymentsModule;
  /** Local-first sync: the protocol handler over SQLite and the open streams. */
  sync: SyncModule;
  /** Students rate tutors; changes refresh the tutors directory. */
  ratingsService: RatingsService;
  /** Tutor applicants' interviews with tutor managers (decision 110). */
  interviewsService: InterviewsService;
  /** Demo sessions after a passed interview (decision 110). */
  demoSessionsService: DemoSessionsService;
  /** Pending interviews and demo sessions per member; lesson booking reads it (decision 112). */
  onboardingCalendar: TutorManagerCalendar;
  /** Tutors' earnings ledger and withdrawal requests (decisions 180–185). */
  invoicesService: InvoicesService;
  /** The platform's adjustable rules: `current()` for every area, saved by super admins (decision 191). */
  platformSettings: PlatformSettingsService;
  /** Where the call pipeline records admin writes, in the write's transaction (decision 193). */
  audit: AuditTrail;
  /** The audit log's reads (super admins). */
  auditService: AuditService;
  /** Intro videos: sent, measured from the file, reviewed (decision 170). */
  introVideosService: IntroVideosService;
  /** Photo sessions with the studio, the last onboarding step (decision 172). */
  photoSessionsService: PhotoSessionsService;
  /** A tutor's steps, what is missing, activation (decision 173). */
  onboardingProgress: OnboardingProgress;
  /** Reminders a day and an hour before interviews, demo and photo sessions (decision 177). */
  callJobs: CallJobs;
}
