import type { z } from 'zod';
import { userAssetResultSchema, type UserAssetResult } from '@kalam/shared';
import { API_BASE, authHeaders, readAnswer } from './api.ts';

export interface UploadOptions {
  /** Share of the body sent so far, 0…1; 1 once every byte is out and the server is working. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What the upload needs of XMLHttpRequest: a seam for tests. */
export type XhrFactory = () => XMLHttpRequest;

/**
 * A multipart call to /api/v1 with upload progress (spec §7 "upload progress"). XMLHttpRequest,
 * not fetch: fetch reports no upload progress, and Chromium streams a request body only over
 * HTTP/2, which the server does not speak (decision 115). Auth and errors follow `call()`:
 * the same bearer token, the envelope's code as an AppError with its Arabic message, and the
 * answer read through the schema the server declared for it (never a type taken on trust).
 */
export function upload<S extends z.ZodType>(
  answer: S,
  method: string,
  path: string,
  form: FormData,
  options: UploadOptions = {},
  newXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<z.output<S>> {
  const { onProgress, signal } = options;
  return new Promise<z.output<S>>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = newXhr();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const auth = authHeaders();
    for (const [name, value] of Object.entries(auth)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(answer.parse(readAnswer(xhr.status, xhr.responseText, auth)));
        } catch (error) {
          reject(error);
        }
      });
    // No answer at all (offline, connection reset): the caller shows "connection-failure".
    xhr.onerror = () => settle(() => reject(new Error('network')));
    xhr.onabort = () => settle(() => reject(abortError()));
    // No content-type: the browser writes multipart/form-data with its boundary.
    xhr.send(form);
  });
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** PUT /user/asset: the signed-in user's own photo. */
export function uploadUserImage(file: File, options?: UploadOptions): Promise<UserAssetResult> {
  const form = new FormData();
  form.append('image', file);
  return upload(userAssetResultSchema, 'PUT', '/user/asset', form, options);
}
