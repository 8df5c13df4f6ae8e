import { MONEY_SCALER } from '@kalam/shared';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { JWTVerifyGetKey } from 'jose';
import { buildApp, VERSION, type KalamApp } from './app.ts';
import type { Config } from './config/config.ts';
import { resolveTokenSecret } from './config/secrets.ts';
import type { AppDeps } from './deps.ts';
import { openDatabase } from './db/client.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import { ChangeClock } from './kernel/change-clock.ts';
import { EventBus } from './kernel/event-bus.ts';
import { createLogger } from './kernel/logger.ts';
import { SwitchableTracker } from './kernel/error-tracker.ts';
import { HealthWatch, watched } from './kernel/health-watch.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { createGoogleVerifier, googleJwks } from './modules/auth/google.ts';
import { argon2Hasher } from './modules/auth/passwords.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { CodesService } from './modules/codes/codes.service.ts';
import {
  ChannelRouter,
  TelegramSender,
  WhatsAppSender,
} from './modules/messages/chat-apps.sender.ts';
import { OutboxSender } from './modules/messages/outbox.sender.ts';
import type { MessageSender } from './modules/messages/sender.ts';
import { SmtpSender } from './modules/messages/smtp.sender.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { AccountCodesService } from './modules/users/account-codes.service.ts';
import { ContactRepository } from './modules/contact/contact.repository.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { schedulingServices } from './compose/scheduling.ts';
import { catalogueServices } from './compose/catalogue.ts';
import { realtimeServices } from './compose/realtime.ts';
import { createPayments } from './modules/payments/payments.module.ts';
import { createSyncModule } from './modules/sync/sync.module.ts';
import { filesServices } from './compose/files.ts';
import { invoicesServices } from './compose/invoices.ts';
import { videoBounds, withdrawalBoundsEgp } from './modules/platform-settings/index.ts';
import { RatingsRepository } from './modules/ratings/ratings.repository.ts';
import { RatingsService } from './modules/ratings/ratings.service.ts';
import { onboardingServices } from './compose/onboarding.ts';
import { attachments, type Attachment } from './attachments.ts';
import { AuditRepository } from './modules/audit/audit.repository.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { PlatformSettingsRepository } from './modules/platform-settings/platform-settings.repository.ts';
import { PlatformSettingsService } from './modules/platform-settings/platform-settings.service.ts';
import type { IntroVideoBounds } from './modules/onboarding/intro-videos.ports.ts';
import { UploadSweepJobs } from './modules/jobs/upload-sweep-jobs.ts';
import { JobsRepository } from './modules/jobs/jobs.repository.ts';
import { attachReceipts } from './compose/receipts.ts';
import { attachNotices } from './compose/notices.ts';
import { NoticeJobs } from './modules/jobs/jobs.port.ts';
import { StaleUploads } from './modules/resumable-uploads/index.ts';

export interface ServerOptions {
  config: Config;
  clock?: Clock;
  /** Keys that verify Google ID tokens; defaults to Google's JWKS. Tests pass a local key set. */
  googleKeys?: JWTVerifyGetKey;
  /** Turn off throttling (load benchmarks only). */
  rateLimit?: boolean;
  /** Runs after the dependencies are built and before the port opens (the seed), so the first healthy answer means ready. */
  beforeListen?: (deps: AppDeps) => Promise<unknown> | unknown;
  /** An intro video's bounds in seconds; defaults to the shared ones (decision 170). */
  introVideoBounds?: IntroVideoBounds;
}

export interface KalamServer {
  url: string;
  port: number;
  deps: AppDeps;
  app: KalamApp;
  http: Server;
  close(): Promise<void>;
}

/** Build every dependency once. */
export function buildDeps(options: ServerOptions): AppDeps {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const errorTracker = new SwitchableTracker();
  const log = createLogger(config.logLevel, errorTracker);
  const health = new HealthWatch(clock);
  const database = openDatabase(config.dataDir);
  const secret = resolveTokenSecret(config);
  const bus = new EventBus();
  const limiter = new RateLimiter(clock, options.rateLimit ?? true);
  const users = new UsersRepository(database.db);
  const outbox = new OutboxSender(database.db, clock, log);
  const emailSender: MessageSender = config.smtp
    ? watched(new SmtpSender(config.smtp), 'mail', health, 'send-failed')
    : outbox;
  // Off `local`, mail without SMTP lands in the dev outbox: nobody receives it.
  if (!config.smtp && config.target !== 'local') health.condition('mail', () => 'not-configured');
  const sender = new ChannelRouter({
    email: emailSender,
    whatsapp: config.whatsapp ? new WhatsAppSender(config.whatsapp) : outbox,
    // Linking a Telegram chat to a phone needs the bot's /start flow; until a user links one, answer unresolved-phone.
    telegram: config.telegram
      ? new TelegramSender({ botToken: config.telegram.botToken, resolveChatId: async () => null })
      : outbox,
  });
  const tokens = new TokenService(secret, database.db, clock);
  const platformSettings = new PlatformSettingsService({
    settings: new PlatformSettingsRepository(database.db),
    clock,
    bus,
  });
  const usersService = new UsersService({
    users,
    passwords: argon2Hasher,
    clock,
    bus,
    defaultNotice: () => platformSettings.current().defaultNoticeMinutes,
  });
  const google = createGoogleVerifier({
    clientId: config.google.clientId,
    keys: options.googleKeys ?? googleJwks(config.google.jwksUrl),
    clock,
  });
  const changeClock = new ChangeClock(clock);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const codes = new CodesService({
    db: database.db,
    clock,
    sender,
    limiter,
    pepper: secret,
    publicUrl,
  });
  const notices = new NoticeJobs({
    jobs: new JobsRepository(database.db),
    users,
    sender,
    clock,
    log,
  });
  const auditService = new AuditService({ audit: new AuditRepository(database.db), clock });
  const files = filesServices({ config, db: database.db, clock, bus, log, users, health });
  const deps: AppDeps = {
    platformSettings,
    audit: auditService,
    auditService,
    config,
    db: database.db,
    sqlite: database.sqlite,
    clock,
    changeClock,
    bus,
    log,
    errorTracker,
    health,
    limiter,
    tokens,
    passwords: argon2Hasher,
    sender,
    outbox: config.smtp && config.whatsapp ? undefined : outbox,
    users,
    usersService,
    authService: new AuthService({ usersService, passwords: argon2Hasher, google }),
    codes,
    contactService: new ContactService({
      contacts: new ContactRepository(database.db),
      accounts: usersService,
      clock,
    }),
    accountCodes: new AccountCodesService({ users, codes, passwords: argon2Hasher, clock, bus }),
    ...schedulingServices({
      db: database.db,
      clock,
      changeClock,
      bus,
      log,
      users,
      sender,
      // Onboarding is wired below; its calendar is read only when a booking is checked.
      calls: { hasCallDuring: (...call) => deps.onboardingCalendar.hasCallDuring(...call) },
      settings: platformSettings,
      // The sessions area is wired below; attendance is read only when a lesson ends.
      attendance: { joinedLesson: (...lesson) => deps.sessionsService.joinedLesson(...lesson) },
      notices,
    }),
    ...catalogueServices({
      pendingWithdrawals: () => deps.invoicesService.openCount(),
      db: database.db,
      clock,
      changeClock,
      bus,
      log,
      users,
      sender,
      publicUrl,
    }),
    ...realtimeServices({
      config,
      db: database.db,
      clock,
      changeClock,
      bus,
      users,
      secret,
      lessons: () => deps.lessonsService,
      onboarding: () => deps,
    }),
    sync: createSyncModule({
      db: database.db,
      bus,
      services: () => ({ chatService: deps.chatService, usersService: deps.usersService }),
    }),
    payments: createPayments({
      config,
      db: database.db,
      clock,
      bus,
      log,
      users,
      health,
      areas: () => ({
        plans: deps.plansService,
        coupons: deps.couponsService,
        subscriptions: deps.subscriptionsService,
      }),
    }),
    ...files,
    ...invoicesServices({
      db: database.db,
      clock,
      bus,
      users,
      assets: () => deps.assetsService,
      // The bounds in force are the platform settings' (decision 191), in hundredths.
      bounds: {
        withdrawalPiasters: () => {
          const { min, max } = withdrawalBoundsEgp(platformSettings);
          return { min: min * MONEY_SCALER, max: max * MONEY_SCALER };
        },
      },
    }),
    ratingsService: new RatingsService({
      ratings: new RatingsRepository(database.db),
      users,
      lessons: () => deps.lessonsService,
      clock,
      bus,
    }),
    ...onboardingServices({
      db: database.db,
      clock,
      users,
      interviewers: () => deps.adminViewsService.interviewers(),
      bus,
      assets: files.assetsService,
      dataDir: config.dataDir,
      // Tests pass their own; otherwise the platform settings in force (decision 191).
      introVideoBounds: options.introVideoBounds ?? {
        introVideoSeconds: () => videoBounds(platformSettings),
      },
      studioAddress: () => platformSettings.current().studioAddress,
      templateOf: (userId) => deps.availabilityService.template(userId).slots,
      sender,
      log,
      notices,
      publicUrl,
      attendance: {
        joined: (...member) => deps.sessionsService.joined(...member),
        allLeft: (...members) => deps.sessionsService.allLeft(...members),
      },
    }),
  };
  // Lessons fulfilled before the earnings ledger existed (or while it failed) earn now.
  deps.invoicesService.catchUp(deps.lessonsService.fulfilledLessons());
  deps.callJobs.register(deps.jobRunner);
  // Abandoned resumable uploads go after a day without a write (decision 187).
  new UploadSweepJobs({
    jobs: new JobsRepository(database.db),
    clock,
    log,
    uploads: new StaleUploads(config.dataDir),
  }).register(deps.jobRunner);
  attachReceipts(deps, { db: database.db, bus, clock, sender });
  // Each step to the person it concerns, outside the app (decision 285).
  notices.register(deps.jobRunner);
  attachNotices(deps, { bus, notices, publicUrl });
  return deps;
}

/** Start HTTP (and every attachment: realtime, video signalling, jobs) on one port. */
export async function startServer(options: ServerOptions): Promise<KalamServer> {
  const deps = buildDeps(options);
  const { sentryDsn } = options.config;
  if (sentryDsn) {
    // Loaded only when configured: without a DSN the SDK costs nothing at startup.
    const { sentryTracker } = await import('./ops/sentry.tracker.ts');
    deps.errorTracker.use(
      await sentryTracker({ dsn: sentryDsn, environment: options.config.target, release: VERSION }),
    );
  }
  // The seed hashes the super admin's password on libuv's thread pool (argon2, tens of ms on a
  // first start): the routes are registered meanwhile on this thread (decision 218). The port
  // still opens only once both are done, so the first healthy answer still means ready.
  const seeding = Promise.resolve(options.beforeListen?.(deps));
  let app: KalamApp;
  try {
    app = buildApp(deps);
  } catch (error) {
    seeding.catch(() => undefined);
    throw error;
  }
  await seeding;
  const http = await new Promise<ServerType>((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.config.port, hostname: options.config.host },
      () => resolve(server),
    );
  });
  const httpServer = http as Server;
  const started: Attachment[] = [];
  for (const attach of attachments) started.push(await attach({ deps, http: httpServer }));
  const { port } = httpServer.address() as AddressInfo;
  const host = options.config.host === '0.0.0.0' ? '127.0.0.1' : options.config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    app,
    http: httpServer,
    close() {
      closing ??= (async () => {
        for (const a of started.reverse()) await a.close();
        // Stop taking connections, let in-flight requests finish, then close the database.
        await new Promise<void>((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeIdleConnections();
        });
        deps.sqlite.close();
        await deps.errorTracker.flush(2_000);
      })();
      return closing;
    },
  };
}
