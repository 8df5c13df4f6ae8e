import { errorMessage, UPLOAD_MAX_BYTES } from '@kalam/shared';

/**
 * The photo picker's steps: nothing chosen → a chosen file previewed → its bytes going up →
 * the server checking and re-encoding it → saved (or refused, with the catalogue's message).
 * `preview` is an object URL of the chosen file; the component revokes it.
 */
export type PhotoState =
  | { step: 'idle'; note?: 'done' | 'cancelled'; saved?: string }
  | { step: 'chosen'; file: File; preview: string }
  | { step: 'uploading'; file: File; preview: string; percent: number }
  | { step: 'processing'; file: File; preview: string }
  | { step: 'failed'; message: string };

export type PhotoEvent =
  | { type: 'choose'; file: File; preview: string }
  | { type: 'refuse'; message: string }
  | { type: 'start' }
  | { type: 'progress'; fraction: number }
  | { type: 'saved'; image: string | null }
  | { type: 'fail'; message: string }
  | { type: 'cancel' };

export const initialPhotoState: PhotoState = { step: 'idle' };

export function photoReducer(state: PhotoState, event: PhotoEvent): PhotoState {
  switch (event.type) {
    case 'choose':
      return { step: 'chosen', file: event.file, preview: event.preview };
    case 'refuse':
    case 'fail':
      return { step: 'failed', message: event.message };
    case 'start':
      return state.step === 'chosen' ? { ...state, step: 'uploading', percent: 0 } : state;
    case 'progress': {
      if (state.step !== 'uploading') return state;
      // Every byte sent: what is left is the server's check and re-encoding.
      if (event.fraction >= 1)
        return { step: 'processing', file: state.file, preview: state.preview };
      const percent = Math.min(99, Math.max(state.percent, Math.floor(event.fraction * 100)));
      return { ...state, percent };
    }
    case 'saved':
      return { step: 'idle', note: 'done', saved: event.image ?? undefined };
    case 'cancel':
      return state.step === 'uploading' || state.step === 'processing'
        ? { step: 'idle', note: 'cancelled' }
        : { step: 'idle' };
  }
}

/**
 * What can be told before sending anything: a file over the server's limit (it would be refused
 * only after a long upload on mobile data) or one that is plainly not an image. Size in pixels
 * and the real type are the server's to judge, by content (decision 116).
 */
export function photoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > UPLOAD_MAX_BYTES.image) return errorMessage('large-file-size');
  if (file.type && !file.type.startsWith('image/')) return errorMessage('invalid-file-type');
  return null;
}
