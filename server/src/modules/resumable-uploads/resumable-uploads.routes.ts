import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { Server as TusServer } from '@tus/server';
import { fileStoreIn } from './file-store.ts';
import { AppError, type UserRole } from '@kalam/shared';
import type { AppEnv } from '../../http/app-env.ts';
import type { Caller } from '../../kernel/caller.ts';

/** Where the tus protocol is spoken (decision 132): create with POST, resume with HEAD + PATCH. */
export const RESUMABLE_UPLOADS_PATH = '/api/v1/uploads';
/** A lesson recording or a studio video, with room to spare. */
export const RESUMABLE_UPLOAD_MAX_BYTES = 4 * 1024 ** 3;
/** Who sends videos: tutors (their own) and the studio; admins for support. */
const UPLOADERS: readonly UserRole[] = ['Tutor', 'Studio', 'RegularAdmin', 'SuperAdmin'];
/** Set here from the checked token, never taken from the client. */
const UPLOADER_HEADER = 'x-kalam-uploader';

function refuse(status: number, code: 'unauthenticated' | 'forbidden'): never {
  throw { status_code: status, body: JSON.stringify(new AppError(code).toEnvelope()) };
}

/**
 * The tus endpoint, self-contained: its own bearer check (it runs before the JSON body limit,
 * whose 1 MiB would refuse a chunk), files under `KALAM_DATA_DIR/resumable-uploads`, each
 * upload id prefixed with its owner's id so nobody else can resume, read or delete it.
 */
export function resumableUploadsRoutes(options: {
  dataDir: string;
  maxBytes?: number;
  /** The token check of the auth area (a bearer token to its caller, or 401). */
  tokens: { authenticate(token: string): Promise<Caller> | Caller };
}): Hono<AppEnv> {
  const tus = new TusServer({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: fileStoreIn(join(options.dataDir, 'resumable-uploads')),
    maxSize: options.maxBytes ?? RESUMABLE_UPLOAD_MAX_BYTES,
    // Behind a TLS proxy the request's own host and scheme are not the public ones; a client
    // resolves a relative address against the endpoint it called.
    relativeLocation: true,
    namingFunction: (req) => `${req.headers.get(UPLOADER_HEADER)}-${randomUUID()}`,
    onIncomingRequest: async (req, uploadId) => {
      const owner = req.headers.get(UPLOADER_HEADER);
      if (!owner) refuse(401, 'unauthenticated');
      if (uploadId && !uploadId.startsWith(`${owner}-`)) refuse(403, 'forbidden');
    },
  });
  const app = new Hono<AppEnv>();
  const handle = async (c: Context<AppEnv>) => {
    const request = c.req.raw;
    const headers = new Headers(request.headers);
    headers.delete(UPLOADER_HEADER);
    // OPTIONS is the protocol's discovery call and answers without a token.
    if (request.method !== 'OPTIONS') {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
      if (!match) throw new AppError('unauthenticated');
      const caller = await options.tokens.authenticate(match[1]!);
      if (!UPLOADERS.includes(caller.role)) throw new AppError('forbidden');
      headers.set(UPLOADER_HEADER, caller.id);
    }
    const body = request.method === 'PATCH' || request.method === 'POST' ? request.body : null;
    return tus.handleWeb(
      new Request(request.url, {
        method: request.method,
        headers,
        body,
        duplex: 'half',
      } as RequestInit),
    );
  };
  app.all(RESUMABLE_UPLOADS_PATH, handle);
  app.all(`${RESUMABLE_UPLOADS_PATH}/*`, handle);
  return app;
}
