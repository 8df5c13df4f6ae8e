import { z } from 'zod';
import { streamSSE } from 'hono/streaming';
import { AppError, errorMessage } from '@kalam/shared';
import { SYNC_FAILURES, type Checked, type SyncFailure, type SyncStreamMessage } from '@kalam/sync';
import { callerOf } from '../../http/call.ts';
import { errors, json } from '../../http/openapi.ts';
import { bearer, createRouter } from '../../http/router.ts';
import type { AppDeps } from '../../deps.ts';

/** How often an idle stream sends a comment, so proxies and phones keep the connection. */
const HEARTBEAT_MS = 25_000;

/** A refused sync call as the API's error envelope; `details` names the field at fault. */
function refusal(failure: SyncFailure): AppError {
  const code = SYNC_FAILURES[failure.reason];
  if (failure.path === undefined) return new AppError(code);
  return new AppError(code, [{ path: failure.path, code, message: errorMessage(code) }]);
}

function unwrap<T>(result: Checked<T>): T {
  if (!result.ok) throw refusal(result.failure);
  return result.value;
}

const params = z.object({
  version: z.string().openapi({ example: '1' }),
  collection: z.string().openapi({ example: 'chat-messages' }),
});
const docSchema = z.record(z.string(), z.unknown());
const checkpointSchema = z.object({ updatedAt: z.number().int(), id: z.string() });

/**
 * `/sync/{version}/{collection}/pull | push | stream` (decision 040). Thin: the rules are the
 * protocol handler's (@kalam/sync) over the SQLite storage (sync.storage.ts). The handler checks
 * the version before anything else, so an outdated client always hears 426.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type SyncRoutesDeps = Pick<AppDeps, 'sync'>;

export function syncRoutes(deps: SyncRoutesDeps) {
  const app = createRouter();

  app.get('/sync/:version/:collection/pull', async (c) => {
    const caller = callerOf(c);
    const { version, collection } = c.req.param();
    const query = c.req.query();
    const answer = await deps.sync.handler.pull(caller, { version, collection, query });
    return c.json(unwrap(answer), 200);
  });

  app.post('/sync/:version/:collection/push', async (c) => {
    const caller = callerOf(c);
    const { version, collection } = c.req.param();
    const body: unknown = await c.req.json().catch(() => undefined);
    const answer = await deps.sync.handler.push(caller, { version, collection, body });
    return c.json(unwrap(answer), 200);
  });

  app.get('/sync/:version/:collection/stream', (c) => {
    const caller = callerOf(c);
    const { version, collection } = c.req.param();
    const { handler, streams } = deps.sync;
    // The handler says `ready` at once; hold its messages until the response is streaming.
    const pending: SyncStreamMessage[] = [];
    let send = (message: SyncStreamMessage) => void pending.push(message);
    const stop = unwrap(handler.stream(caller, { version, collection }, (m) => send(m)));
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      send = (message) => void stream.writeSSE({ data: JSON.stringify(message) }).catch(() => {});
      for (const message of pending.splice(0)) send(message);
      const heartbeat = setInterval(
        () => void stream.write(': ping\n\n').catch(() => {}),
        HEARTBEAT_MS,
      );
      await new Promise<void>((resolve) => {
        const forget = streams.add(resolve, caller.id);
        stream.onAbort(() => {
          forget();
          resolve();
        });
      });
      clearInterval(heartbeat);
      stop();
    });
  });

  const tags = ['Sync'];
  const path = (action: string) => `/sync/{version}/{collection}/${action}`;
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: path('pull'),
    tags,
    security: bearer,
    summary: 'Documents after a (updatedAt, id) checkpoint, in that order, at most batchSize',
    request: {
      params,
      query: z.object({
        updatedAt: z.string().optional(),
        id: z.string().optional(),
        batchSize: z.string().optional(),
      }),
    },
    responses: {
      200: json(
        z.object({ documents: z.array(docSchema), checkpoint: checkpointSchema.nullable() }),
        'A batch; fewer than batchSize documents means caught up',
      ),
      426: json(z.object({ code: z.string(), message: z.string() }), 'Outdated protocol version'),
      ...errors(400, 401, 404),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: path('push'),
    tags,
    security: bearer,
    summary: 'Offline writes with their assumed master state; answers conflicts and refusals',
    request: {
      params,
      body: {
        content: {
          'application/json': {
            schema: z.object({
              rows: z.array(
                z.object({
                  assumedMasterState: docSchema.nullable().optional(),
                  newDocumentState: docSchema,
                }),
              ),
            }),
          },
        },
      },
    },
    responses: {
      200: json(z.object({ conflicts: z.array(docSchema) }), "The server's documents to keep"),
      426: json(z.object({ code: z.string(), message: z.string() }), 'Outdated protocol version'),
      ...errors(400, 401, 403, 404),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: path('stream'),
    tags,
    security: bearer,
    summary: 'Server-Sent Events: ready, then changed {collection} whenever the user’s data change',
    request: { params },
    responses: {
      200: { description: 'text/event-stream' },
      426: json(z.object({ code: z.string(), message: z.string() }), 'Outdated protocol version'),
      ...errors(400, 401, 404),
    },
  });

  return app;
}
