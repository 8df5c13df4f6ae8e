import { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '@kalam/shared';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { authenticate } from './http/auth.ts';
import { jsonBodyLimit } from './http/body-limit.ts';
import { onlyWithOrigin } from './http/cors-origin.ts';
import { handleError } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { requestId } from './http/request-id.ts';
import { strictTransportSecurity } from './http/transport-security.ts';
import { createRouter } from './http/router.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { codesRoutes } from './modules/codes/codes.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { transactionsRoutes } from './modules/payments/transactions/transactions.routes.ts';
import { webhooksRoutes } from './modules/payments/webhooks/webhooks.routes.ts';
import { sandboxRoutes } from './modules/payments/gateways/sandbox/sandbox.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { adminViewsRoutes } from './modules/admin-views/admin-views.routes.ts';
import { cacheRoutes } from './modules/cache/cache.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { invitesRoutes } from './modules/invites/invites.routes.ts';
import { planInvitesRoutes } from './modules/plan-invites/plan-invites.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { topicsRoutes } from './modules/topics/topics.routes.ts';
import { tutorsRoutes } from './modules/tutors/tutors.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { syncRoutes } from './modules/sync/sync.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { interviewsRoutes } from './modules/onboarding/interviews.routes.ts';
import { demoSessionsRoutes } from './modules/onboarding/demo-sessions.routes.ts';
import { introVideosRoutes } from './modules/onboarding/intro-videos.routes.ts';
import { photoSessionsRoutes } from './modules/onboarding/photo-sessions.routes.ts';
import { resumableUploadsRoutes } from './modules/resumable-uploads/resumable-uploads.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminOverviewRoutes } from './modules/admin-views/admin-overview.routes.ts';
import { platformSettingsRoutes } from './modules/platform-settings/platform-settings.routes.ts';

export const API_BASE = '/api/v1';
export const VERSION = '0.1.0';
const JSON_BODY_LIMIT = 1024 * 1024;

/** The composition root of the HTTP API: every area's routes under /api/v1. */
export function buildApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ strict: false });
  app.onError(handleError);
  app.notFound((c) => c.json(new AppError('not-found').toEnvelope(), 404));

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestId);
  app.use('*', requestLog);
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      crossOriginEmbedderPolicy: false,
      // Set below, only on answers to HTTPS requests.
      strictTransportSecurity: false,
    }),
  );
  app.use(
    '*',
    strictTransportSecurity({ target: deps.config.target, trustProxy: deps.config.trustProxy }),
  );
  app.use(
    `${API_BASE}/*`,
    onlyWithOrigin(
      cors({
        origin: (origin) => (deps.config.allowedOrigins.includes(origin) ? origin : null),
        credentials: true,
        allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
        exposeHeaders: ['X-Request-Id', 'Retry-After'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        maxAge: 600,
      }),
    ),
  );
  // Before the JSON body limit: tus chunks are megabytes, and the endpoint checks its own token.
  app.route('/', resumableUploadsRoutes({ dataDir: deps.config.dataDir, tokens: deps.tokens }));
  app.use(`${API_BASE}/*`, jsonBodyLimit(JSON_BODY_LIMIT));
  app.use(`${API_BASE}/*`, authenticate);

  const api = createRouter();
  for (const routes of [
    healthRoutes(VERSION, deps),
    // Staff lists (/user/list…) before /user/{id}, which would otherwise take them.
    adminViewsRoutes(deps),
    adminOverviewRoutes(deps),
    // PUT /user/asset before PUT /user/{id}, likewise.
    assetsRoutes(deps),
    usersRoutes(deps),
    authRoutes(deps),
    codesRoutes(deps),
    studentsRoutes(deps),
    devRoutes(deps),
    availabilityRoutes(deps),
    subscriptionsRoutes(deps),
    lessonsRoutes(deps),
    statsRoutes(deps),
    tutorsRoutes(deps),
    topicsRoutes(deps),
    plansRoutes(deps),
    planInvitesRoutes(deps),
    couponsRoutes(deps),
    invitesRoutes(deps),
    cacheRoutes(deps),
    chatRoutes(deps),
    sessionsRoutes(deps),
    paymentsRoutes(deps),
    transactionsRoutes(deps),
    webhooksRoutes(deps),
    sandboxRoutes(deps),
    contactRoutes(deps),
    syncRoutes(deps),
    ratingsRoutes(deps),
    reportsRoutes(deps),
    invoicesRoutes(deps),
    interviewsRoutes(deps),
    demoSessionsRoutes(deps),
    platformSettingsRoutes(deps),
    auditRoutes(deps),
    introVideosRoutes(deps),
    photoSessionsRoutes(deps),
  ]) {
    api.route('/', routes);
  }
  app.route(API_BASE, api);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31(`${API_BASE}/openapi.json`, {
    openapi: '3.1.0',
    info: {
      title: 'Kalam API',
      version: VERSION,
      description: 'Online English tutoring for Egypt. Errors answer { code, message, details? }.',
    },
  });
  app.get('/api/docs', swaggerUI({ url: `${API_BASE}/openapi.json` }));
  // Last: the PWA's files and its SPA fallback answer only what no API route did.
  const web = webRoutes(deps.config.pwaDist);
  if (web) app.route('/', web);
  return app;
}

export type KalamApp = ReturnType<typeof buildApp>;
