import { describe, expect, it } from 'vitest';
import { errorMessage, UPLOAD_MAX_BYTES } from '@kalam/shared';
import { initialPhotoState, photoProblem, photoReducer, type PhotoEvent } from './photo-state.ts';

const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
const run = (...events: PhotoEvent[]) => events.reduce(photoReducer, initialPhotoState);
const chosen: PhotoEvent = { type: 'choose', file, preview: 'blob:me' };

describe('the photo picker’s steps', () => {
  it('goes chosen → uploading with a rising percent → processing → saved', () => {
    expect(run(chosen)).toMatchObject({ step: 'chosen', preview: 'blob:me' });
    expect(run(chosen, { type: 'start' })).toMatchObject({ step: 'uploading', percent: 0 });
    const half = run(chosen, { type: 'start' }, { type: 'progress', fraction: 0.456 });
    expect(half).toMatchObject({ step: 'uploading', percent: 45 });
    // Progress never runs backwards, and 100% waits for the server's word.
    expect(photoReducer(half, { type: 'progress', fraction: 0.2 })).toMatchObject({ percent: 45 });
    expect(photoReducer(half, { type: 'progress', fraction: 1 })).toMatchObject({
      step: 'processing',
    });
    expect(photoReducer(half, { type: 'saved', image: '/api/v1/assets/uploads/a.png' })).toEqual({
      step: 'idle',
      note: 'done',
      saved: '/api/v1/assets/uploads/a.png',
    });
  });

  it('starts only from a chosen file', () => {
    expect(run({ type: 'start' })).toEqual(initialPhotoState);
  });

  it('says a cancelled upload was cancelled, and a dropped choice nothing', () => {
    expect(run(chosen, { type: 'start' }, { type: 'cancel' })).toEqual({
      step: 'idle',
      note: 'cancelled',
    });
    expect(run(chosen, { type: 'cancel' })).toEqual({ step: 'idle' });
  });

  it('keeps the refusal’s message and drops the preview', () => {
    const failed = run(chosen, { type: 'start' }, { type: 'fail', message: 'صغيرة' });
    expect(failed).toEqual({ step: 'failed', message: 'صغيرة' });
  });
});

describe('what is refused before sending', () => {
  it('a file over the image limit, with the catalogue’s message', () => {
    expect(photoProblem({ size: UPLOAD_MAX_BYTES.image + 1, type: 'image/jpeg' })).toBe(
      errorMessage('large-file-size'),
    );
    expect(photoProblem({ size: UPLOAD_MAX_BYTES.image, type: 'image/jpeg' })).toBeNull();
  });

  it('a file that says it is not an image; an unknown type is left to the server', () => {
    expect(photoProblem({ size: 10, type: 'application/pdf' })).toBe(
      errorMessage('invalid-file-type'),
    );
    expect(photoProblem({ size: 10, type: '' })).toBeNull();
    expect(photoProblem({ size: 10, type: 'image/heic' })).toBeNull();
  });
});
