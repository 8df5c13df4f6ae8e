import type { Context } from 'hono';
import { z } from 'zod';
import {
  AppError,
  assetNameSchema,
  tutorAssetQuerySchema,
  tutorAssetResultSchema,
  userAssetQuerySchema,
  userAssetResultSchema,
  UPLOAD_MAX_BYTES,
  type AssetBucket,
} from '@kalam/shared';
import type { AppEnv, Caller } from '../../http/app-env.ts';
import { errors, errorEnvelopeSchema, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ASSETS_ACCESS } from './assets.access.ts';
import { toAssetDto } from './assets.dto.ts';
import { TUTOR_MEDIA_FORM, USER_IMAGE_FORM } from './assets.forms.ts';
import { FinishedUploads, type FinishedUpload } from '../resumable-uploads/index.ts';
import { fileHeaders, fileResponse, parseRange, unsatisfiableResponse } from './serve-file.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';

/** Uploads per user per hour: a studio session uploads dozens, nobody needs hundreds. */
const UPLOADS_PER_HOUR = 60;

const binary = { type: 'string', format: 'binary' } as const;

/** A multipart body, documented only: it streams to disk, so no validator may read it first. */
function multipart(fields: Record<string, string>) {
  return {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: Object.fromEntries(
              Object.entries(fields).map(([name, description]) => [
                name,
                { ...binary, description },
              ]),
            ),
          },
        },
      },
    },
  };
}

const fileResponses = {
  200: {
    description: 'The file (images, video, text, PDF)',
    content: { 'application/octet-stream': { schema: binary } },
  },
  206: {
    description: 'The requested byte range (Range: bytes=…)',
    content: { 'application/octet-stream': { schema: binary } },
  },
  304: { description: 'Not modified (If-None-Match)' },
  416: {
    description: 'The range is past the end of the file',
    content: { 'application/json': { schema: errorEnvelopeSchema } },
  },
};

const nameParams = z.object({ name: assetNameSchema });

/** Serve a stored file the caller may read: ETag, ranges, nosniff. */
async function serve(
  c: Context<AppEnv>,
  assetsService: AppDeps['assetsService'],
  bucket: AssetBucket,
  caller: Caller | null,
) {
  const row = assetsService.readable(caller, bucket, c.req.param('name')!);
  const isPublic = assetsService.isPublic(row);
  if (c.req.header('if-none-match') === `"${row.name}"`)
    return new Response(null, { status: 304, headers: fileHeaders(row, isPublic) });
  const range = parseRange(c.req.header('range'), row.size);
  if (range === 'unsatisfiable') return unsatisfiableResponse(row.size);
  // HEAD answers the headers only: open nothing.
  const body = c.req.method === 'HEAD' ? null : await assetsService.open(row, range);
  return fileResponse(row, body, range, isPublic);
}

/** What these calls use of the composition: their own services, nothing more. */
export type AssetsRoutesDeps = Pick<AppDeps, 'assetsService' | 'limiter' | 'config'>;

export function assetsRoutes(deps: AssetsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ASSETS_ACCESS['PUT /user/asset'],
      method: 'put',
      path: '/user/asset',
      tags: ['User'],
      summary:
        "Set one's image (or, for admins and studio, forUser's); re-encoded, at least 480×480",
      request: { query: userAssetQuerySchema, ...multipart({ image: 'JPG, PNG or GIF' }) },
      responses: {
        200: json(userAssetResultSchema, 'The new image'),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { assetsService, limiter } = deps;
      const target = assetsService.imageTarget(caller, c.req.valid('query').forUser);
      limiter.hit(`upload:${caller.id}`, UPLOADS_PER_HOUR, 60 * 60_000);
      const form = await assetsService.receive(c.req.raw, USER_IMAGE_FORM);
      const result = await assetsService.setUserImage(caller, target, form);
      return c.json({ ...result, asset: toAssetDto(result.asset) }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ASSETS_ACCESS['PUT /user/asset/tutor'],
      audit: { entity: 'tutor-media', id: (i) => i.query()?.tutorId as string | undefined },
      method: 'put',
      path: '/user/asset/tutor',
      tags: ['User'],
      summary: "A tutor's photo-session media (studio and admins): any of image, video, thumbnail",
      request: {
        query: tutorAssetQuerySchema,
        ...multipart({
          image: 'JPG, PNG or GIF, at least 480×480',
          video: 'MP4, WebM or MOV',
          thumbnail: 'JPG, PNG or GIF, at least 480×480',
        }),
      },
      responses: {
        200: json(tutorAssetResultSchema, "The tutor's media now"),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { assetsService, limiter } = deps;
      const tutor = assetsService.tutorTarget(caller, c.req.valid('query').tutorId);
      limiter.hit(`upload:${caller.id}`, UPLOADS_PER_HOUR, 60 * 60_000);
      const form = await assetsService.receive(c.req.raw, TUTOR_MEDIA_FORM);
      // A studio video sent resumably (tus) arrives as its upload id (decision 178).
      const uploadId = form.fields.videoUpload;
      let taken: FinishedUpload | undefined;
      if (uploadId) {
        try {
          taken = await new FinishedUploads(deps.config.dataDir).take(
            caller.id,
            uploadId,
            'video',
            UPLOAD_MAX_BYTES.video,
          );
        } catch (error) {
          await assetsService.consume(form, async () => {});
          throw error;
        }
        form.files.push(taken);
      }
      let result;
      try {
        result = await assetsService.setTutorMedia(caller, tutor, form);
      } finally {
        await taken?.discard();
      }
      return c.json({ ...result, assets: result.assets.map(toAssetDto) }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ASSETS_ACCESS['GET /assets/uploads/{name}'],
      method: 'get',
      path: '/assets/uploads/{name}',
      tags: ['Assets'],
      summary:
        'An uploaded file: public media to anyone, report files to their reporter and admins',
      request: { params: nameParams },
      responses: { ...fileResponses, ...errors(400, 401, 403, 404) },
    }),
    (c) => serve(c, deps.assetsService, 'uploads', c.get('caller')),
  );

  app.openapi(
    defineCall({
      access: ASSETS_ACCESS['GET /assets/receipts/{name}'],
      method: 'get',
      path: '/assets/receipts/{name}',
      tags: ['Assets'],
      summary: "A withdrawal receipt: the invoice's owner and admins only",
      request: { params: nameParams },
      responses: { ...fileResponses, ...errors(400, 401, 403, 404) },
    }),
    (c) => serve(c, deps.assetsService, 'receipts', callerOf(c)),
  );

  // A name with slashes (`../../etc/passwd` sent raw) matches no route above: answer like a bad name.
  app.all('/assets/:bucket{uploads|receipts}/*', () => {
    throw new AppError('invalid-asset-name', [
      {
        path: 'name',
        code: 'invalid-asset-name',
        message: new AppError('invalid-asset-name').message,
      },
    ]);
  });

  return app;
}
