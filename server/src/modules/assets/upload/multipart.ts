import busboy from 'busboy';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AppError } from '@kalam/shared';
import type { ScratchDir } from '../../../storage/scratch-dir.ts';

/** Enough of a file's start to tell its type by content (what `file-type` reads). */
export const HEAD_BYTES = 4100;
/** After a refusal, the rest of the body is read and dropped up to this much, then the socket closes. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export interface FileFieldRule {
  maxCount: number;
  maxBytes: number;
}

/** What one multipart call accepts: its file fields with their limits, and its text fields. */
export interface FormRules {
  files: Readonly<Record<string, FileFieldRule>>;
  fields?: readonly string[];
}

/** A file part written to the scratch dir as it arrived; `head` is its first bytes. */
export interface ReceivedFile {
  field: string;
  path: string;
  size: number;
  head: Uint8Array;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const detail = (path: string, code: 'unknown-field' | 'too-many-files' | 'bad-request') => [
  { path, code, message: new AppError(code).message },
];

function notMultipart(): AppError {
  return new AppError('bad-request', [
    { path: '', code: 'bad-request', message: 'أرسل الملف كنموذج multipart/form-data.' },
  ]);
}

/** Stream one part to disk, counting bytes; past `maxBytes` it fails with large-file-size. */
async function writeLimited(part: Readable, path: string, maxBytes: number) {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError('large-file-size'));
      if (headSize < HEAD_BYTES) {
        const piece = Buffer.from(chunk.subarray(0, HEAD_BYTES - headSize));
        head.push(piece);
        headSize += piece.length;
      }
      done(null, chunk);
    },
  });
  // The part may fail while the file opens; pipeline below sees that error, so it is not lost.
  part.on('error', () => {});
  const out = createWriteStream(path, { flags: 'wx' });
  // Only once the file is open can a failure be cleaned up for sure: a stream destroyed
  // before its open completes would still create the file after we removed it.
  await once(out, 'ready');
  try {
    await pipeline(part, counter, out);
  } catch (error) {
    if (!out.closed) await once(out, 'close');
    throw error;
  }
  return { size, head: new Uint8Array(Buffer.concat(head)) };
}

/** Read what is left of a refused body into nothing, so the client can read our answer. */
function drain(source: Readable): void {
  let seen = 0;
  source.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT) source.destroy();
  });
  source.on('error', () => {});
  source.resume();
}

/**
 * Parse a multipart/form-data body as it streams in: each file part goes straight to its own
 * scratch file, so no file is ever held in memory. Any failure removes every scratch file this
 * call wrote. A file over its limit answers 413 at once; a body that ends early (a truncated
 * upload, a dropped connection) answers `incomplete-upload`. Empty file parts (a form sent
 * with no file chosen) are dropped.
 */
export function receiveForm(
  request: Request,
  rules: FormRules,
  scratch: ScratchDir,
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body)
    return Promise.reject(notMultipart());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fieldSize: 64 * 1024, fields: 20, parts: 30, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(notMultipart());
  }
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const written: string[] = [];
    const writes: Promise<void>[] = [];
    const counts: Record<string, number> = {};
    const order = new Map<ReceivedFile, number>();
    let failure: AppError | undefined;
    let settled = false;

    const finish = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(writes);
      // Writes finish in any order; keep the order the parts came in.
      if (!failure)
        return resolve({ fields, files: files.sort((a, b) => order.get(a)! - order.get(b)!) });
      await Promise.all(written.map((path) => rm(path, { force: true })));
      reject(failure);
    };
    const note = (error: AppError) => {
      failure ??= error;
    };
    // Stop parsing and answer now; the rest of the body is drained, not parsed.
    const abort = (error: AppError) => {
      note(error);
      source.unpipe(parser);
      parser.destroy();
      drain(source);
      void finish();
    };

    parser.on('file', (field, part) => {
      const rule = rules.files[field];
      counts[field] = (counts[field] ?? 0) + 1;
      if (!rule) note(new AppError('unknown-field', detail(field, 'unknown-field')));
      else if (counts[field] > rule.maxCount)
        note(new AppError('too-many-files', detail(field, 'too-many-files')));
      if (!rule || failure) {
        part.resume();
        return;
      }
      const path = scratch.newPath();
      const index = written.push(path);
      writes.push(
        writeLimited(part, path, rule.maxBytes).then(
          async ({ size, head }) => {
            if (size === 0) return rm(path, { force: true });
            const file = { field, path, size, head };
            order.set(file, index);
            files.push(file);
          },
          (error: unknown) =>
            abort(error instanceof AppError ? error : new AppError('incomplete-upload')),
        ),
      );
    });
    parser.on('field', (name, value, info) => {
      if (!rules.fields?.includes(name))
        note(new AppError('unknown-field', detail(name, 'unknown-field')));
      else if (info.valueTruncated) note(new AppError('bad-request', detail(name, 'bad-request')));
      else fields[name] = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => note(new AppError('too-many-files', detail('', 'too-many-files'))));
    parser.on('error', () => {
      note(new AppError('incomplete-upload'));
      void finish();
    });
    parser.on('close', () => void finish());
    source.on('error', () => {
      note(new AppError('incomplete-upload'));
      parser.destroy();
      void finish();
    });
    source.pipe(parser);
  });
}

/** Remove the scratch files of a received form (after they were taken into storage or refused). */
export async function discardForm(form: ReceivedForm): Promise<void> {
  await Promise.all(form.files.map((f) => rm(f.path, { force: true })));
}
