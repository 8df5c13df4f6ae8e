import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '@tus/file-store';
import { AppError } from '@kalam/shared';
import { fileStoreIn } from './file-store.ts';

/** The first bytes of a file, enough to tell its type by content. */
const HEAD_BYTES = 4100;
/** `<owner id>-<uuid>`, nothing else: no path can be smuggled in (decision 132 ids). */
const UPLOAD_ID =
  /^[0-9A-Za-z_-]{1,64}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A whole resumable upload, ready to be checked like a received multipart file. */
export interface FinishedUpload {
  field: string;
  path: string;
  size: number;
  head: Uint8Array;
  /** Remove the upload (file and its record); safe to call twice. */
  discard(): Promise<void>;
}

const refuse = (code: 'upload-not-found' | 'incomplete-upload' | 'large-file-size') =>
  new AppError(code, [{ path: 'upload', code, message: new AppError(code).message }]);

/**
 * What other areas may do with tus uploads (decision 171): take a finished one of their caller
 * as a file. Another person's upload, an unknown id or a path trick answers
 * `upload-not-found`; one that has not reached its length `incomplete-upload`; one over the
 * caller's limit `large-file-size` — and a refused one is removed, so nothing stays behind.
 */
export class FinishedUploads {
  private readonly store: FileStore;
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'resumable-uploads');
    this.store = fileStoreIn(this.directory);
  }

  async take(ownerId: string, uploadId: string, field: string, maxBytes: number) {
    if (!UPLOAD_ID.test(uploadId) || !uploadId.startsWith(`${ownerId}-`))
      throw refuse('upload-not-found');
    let upload;
    try {
      upload = await this.store.getUpload(uploadId);
    } catch {
      throw refuse('upload-not-found');
    }
    const path = join(this.directory, uploadId);
    const discard = async () => {
      await rm(path, { force: true });
      await rm(`${path}.json`, { force: true });
    };
    const size = upload.offset;
    if (size > maxBytes || (upload.size ?? 0) > maxBytes) {
      await discard();
      throw refuse('large-file-size');
    }
    if (upload.size === undefined || size < upload.size) throw refuse('incomplete-upload');
    const file = await open(path);
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    try {
      await file.read(head, 0, head.length, 0);
    } finally {
      await file.close();
    }
    return { field, path, size, head: new Uint8Array(head), discard } satisfies FinishedUpload;
  }
}
