import { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '@kalam/shared';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/app-env.ts';
import { authenticate } from './http/auth.ts';
import { jsonBodyLimit } from './http/body-limit.ts';
import { handleError } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { createRouter } from './http/router.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { codesRoutes } from './modules/codes/codes.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

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
    c.set('requestId', crypto.randomUUID());
    await next();
  });
  app.use('*', requestLog);
  app.use(
    '*',
    secureHeaders({ crossOriginResourcePolicy: 'same-site', crossOriginEmbedderPolicy: false }),
  );
  app.use(
    `${API_BASE}/*`,
    cors({
      origin: (origin) => (deps.config.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(`${API_BASE}/*`, jsonBodyLimit(JSON_BODY_LIMIT));
  app.use(`${API_BASE}/*`, authenticate);

  const api = createRouter();
  for (const routes of [
    healthRoutes(VERSION),
    usersRoutes(),
    authRoutes(),
    codesRoutes(),
    studentsRoutes(),
    devRoutes(),
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
  return app;
}

export type KalamApp = ReturnType<typeof buildApp>;
