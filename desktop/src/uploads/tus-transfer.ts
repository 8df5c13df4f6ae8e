import { createReadStream } from 'node:fs';
import { Upload, type DetailedError } from 'tus-js-client';

export interface TransferOptions {
  path: string;
  name: string;
  size: number;
  endpoint: string;
  /** The address of an upload this file already started: resumed from the server's offset. */
  uploadUrl: string | null;
  chunkSize: number;
  /** Read before every request, so a refreshed token is used mid-file. */
  token(): string | null;
  retryDelays: number[];
  onUploadUrl(url: string): void;
  onProgress(sent: number): void;
  /** The connection failed and the library is about to try again. */
  onRetry(): void;
}

export interface Transfer {
  done: Promise<void>;
  abort(): Promise<void>;
}

/** The server refused who we are (expired token, signed out): waiting for a new token helps. */
export class SignInNeededError extends Error {}

/** Stopped by us (cancel, quit); the library itself reports nothing after `abort()`. */
export class TransferAbortedError extends Error {}

/**
 * One file through tus-js-client in the main process. The input is a file stream, which the
 * library re-opens at each chunk's offset (its FileSource): the video is read from disk in
 * chunks and never held whole in memory, nor passed through the renderer.
 */
export function startTransfer(options: TransferOptions): Transfer {
  let upload!: Upload;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    fail = reject;
    upload = new Upload(createReadStream(options.path), {
      endpoint: options.endpoint,
      uploadUrl: options.uploadUrl,
      uploadSize: options.size,
      chunkSize: options.chunkSize,
      retryDelays: options.retryDelays,
      metadata: { filename: options.name },
      // Resuming is ours (the queue file keeps the address), not the library's fingerprint store.
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => {
        const token = options.token();
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error: DetailedError) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // No answer at all (a dropped connection) or the server's own trouble: try again.
        const again = status === 0 || status === 409 || status === 423 || status >= 500;
        if (again) options.onRetry();
        return again;
      },
      onUploadUrlAvailable: () => {
        if (upload.url) options.onUploadUrl(upload.url);
      },
      onProgress: (sent) => options.onProgress(sent),
      onSuccess: () => resolve(),
      onError: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        reject(status === 401 ? new SignInNeededError(error.message) : error);
      },
    });
    upload.start();
  });
  return {
    done,
    abort: async () => {
      await upload.abort();
      fail(new TransferAbortedError('aborted'));
    },
  };
}
