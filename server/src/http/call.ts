import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZodType } from 'zod';
import { AppError } from '@kalam/shared';
import { authorizeCaller, type Access } from '../kernel/access.ts';
import type { AuditSpec } from '../kernel/audit.ts';
import type { AppEnv, Caller } from './app-env.ts';
import { errors } from './openapi.ts';

const ACCESS = Symbol('kalam.access');
const AUDIT = Symbol('kalam.audit');

type Authorizer = MiddlewareHandler<AppEnv> & { [ACCESS]: Access; [AUDIT]?: AuditSpec };

type Responses = RouteConfig['responses'];

/** The zod schema a call declared for a status's JSON answer, if any. */
function answerSchema(responses: Responses, status: number): ZodType | undefined {
  const declared = responses[status] as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const schema = declared?.content?.['application/json']?.schema;
  return schema instanceof ZodType ? schema : undefined;
}

/**
 * Decides `access` for a request before the route's validators run (decision 151), and sends
 * every JSON answer through the schema the call declared for its status: a field that is not
 * in the DTO never leaves, and an answer that breaks its contract is a 500, not a surprise.
 */
function authorizer(access: Access, responses: Responses, audit?: AuditSpec): Authorizer {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    authorizeCaller(c.get('caller'), access, (name) => c.req.param(name));
    const json = c.json.bind(c) as (value: unknown, status?: number) => Response;
    c.json = ((value: unknown, status?: number) => {
      // Successes only: refusals are the error envelope, built by the one error handler.
      const code = status ?? 200;
      const schema = code < 300 ? answerSchema(responses, code) : undefined;
      const answer = schema ? schema.parse(value) : value;
      // The audit pipeline names a created record by its answer (router.ts).
      if (code < 300) c.set('answer', answer);
      return json(answer, status);
    }) as typeof c.json;
    await next();
  };
  return Object.assign(middleware, { [ACCESS]: access, [AUDIT]: audit });
}

function authorizerOf(route: { middleware?: unknown }): Authorizer | undefined {
  const list = Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  return list.find((m): m is Authorizer => typeof m === 'function' && ACCESS in m);
}

/** How a write call is audited when an admin makes it, if it declared so (decision 193). */
export function declaredAudit(route: { middleware?: unknown }): AuditSpec | undefined {
  return authorizerOf(route)?.[AUDIT];
}

/** The access a route declared through `defineCall`, if it did. */
export function declaredAccess(route: { middleware?: unknown }): Access | undefined {
  return authorizerOf(route)?.[ACCESS];
}

/**
 * One call, declared once: who may make it, what it takes and what it answers. The pipeline is
 * authenticate (app-wide) → authorize (here) → validate (the route's schemas) → handler. The
 * OpenAPI document reads the same declaration: a bearer requirement, 401/403 answers and the
 * roles (`x-kalam-access`) for every call that is not open to anyone.
 */
export function defineCall<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R & { access: Access; audit?: AuditSpec },
) {
  const { access, audit, ...route } = config;
  const open = access.roles === 'anyone';
  const extra = route.middleware
    ? Array.isArray(route.middleware)
      ? route.middleware
      : [route.middleware]
    : [];
  return createRoute({
    ...route,
    ...(open ? {} : { security: [{ bearerAuth: [] }] }),
    'x-kalam-access': access,
    ...(audit ? { 'x-kalam-audit': audit.entity } : {}),
    responses: { ...(open ? {} : errors(401, 403)), ...route.responses },
    middleware: [authorizer(access, route.responses, audit), ...extra],
  } as unknown as R);
}

/** The caller of a call whose access needs one (the authorizer has already let them in). */
export function callerOf(c: { get(key: 'caller'): Caller | null }): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('unauthenticated');
  return caller;
}
