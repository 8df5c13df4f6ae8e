import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, errorMessage } from '@kalam/shared';
import { z } from 'zod';
import { configureApi } from './api.ts';
import { isAbort, upload } from './upload.ts';

type Handler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest to play a server: progress, an answer, a drop, an abort. */
class FakeXhr {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.({} as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.({} as ProgressEvent);
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
}

function start(options: Parameters<typeof upload>[4] = {}) {
  const xhr = new FakeXhr();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
  const promise = upload(
    z.object({ image: z.string() }),
    'PUT',
    '/user/asset',
    form,
    options,
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, form, promise };
}

/** A token whose payload says it expires in an hour (the client reads exp only). */
const token = `x.${Buffer.from(JSON.stringify({ id: 'u1', role: 'Student', iat: 0, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.y`;

afterEach(() => configureApi({ token: () => null, onUnauthenticated: () => {} }));

describe('uploading with progress (spec §7 PUT /user/asset)', () => {
  it('sends the form with the bearer token and reports the share sent, then the answer', async () => {
    configureApi({ token: () => token, onUnauthenticated: () => {} });
    const seen: number[] = [];
    const { xhr, form, promise } = start({ onProgress: (f) => seen.push(f) });
    expect(xhr.opened).toEqual(['PUT', '/api/v1/user/asset']);
    expect(xhr.headers.authorization).toBe(`Bearer ${token}`);
    // The browser writes the multipart content type with its boundary.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.sent).toBe(form);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { image: '/api/v1/assets/uploads/a.png' });
    await expect(promise).resolves.toEqual({ image: '/api/v1/assets/uploads/a.png' });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('turns a refusal into the catalogue error with its Arabic message', async () => {
    const { xhr, promise } = start();
    xhr.answer(400, { code: 'small-image', message: 'x', details: [{ path: 'image' }] });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('small-image');
    expect((error as AppError).message).toBe(errorMessage('small-image'));
    expect((error as AppError).message).toContain('٤٨٠');
  });

  it('reads a 413 as large-file-size', async () => {
    const { xhr, promise } = start();
    xhr.answer(413, { code: 'large-file-size', message: 'x' });
    await expect(promise).rejects.toMatchObject({ code: 'large-file-size', status: 413 });
  });

  it('ends the session on a 401 when a token was sent', async () => {
    const signOut = vi.fn();
    configureApi({ token: () => token, onUnauthenticated: signOut });
    const { xhr, promise } = start();
    xhr.answer(401, { code: 'unauthenticated', message: 'x' });
    await expect(promise).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('fails plainly when the connection drops', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.({} as ProgressEvent);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isAbort(error)).toBe(false);
  });

  it('stops when its signal aborts, and says it was an abort', async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
  });
});
