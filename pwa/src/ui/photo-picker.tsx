import { useAuth } from '../lib/auth-context.tsx';
import { useEffect, useId, useReducer, useRef, type ChangeEvent } from 'react';
import { IMAGE_MIN_SIDE_PX, errorMessage } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { formatNumber } from '../lib/numbers.ts';
import { failureText } from '../lib/form.ts';
import { isAbort, type UploadOptions } from '../lib/upload.ts';
import { Avatar } from './avatar.tsx';
import { Button, buttonClass } from './button.tsx';
import { initialPhotoState, photoProblem, photoReducer } from './photo-state.ts';

const t = ar.ui.photo;

interface PhotoPickerProps {
  /** Whose photo: for the initials and the image's text alternative. */
  name: string;
  /** The photo now (the signed-in user's `image`). */
  src: string | null;
  /** Sends the file (e.g. `uploadUserImage`); answers the stored image's address. */
  upload: (file: File, options: UploadOptions) => Promise<{ image: string | null }>;
  /** After a save: e.g. the auth context's `refreshUser`, so the header shows the new photo. */
  onSaved?: () => Promise<void> | void;
}

/**
 * Choose, preview and upload a profile photo (spec §7 PUT /user/asset, "upload progress").
 * `accept="image/*"` without `capture`: phones offer the camera and the gallery both. The
 * server checks the image (type by content, at least 480×480); its Arabic refusal shows here.
 */
export function PhotoPicker({ name, src, upload, onSaved }: PhotoPickerProps) {
  const reader = useAuth().user;
  const [state, dispatch] = useReducer(photoReducer, initialPhotoState);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const upload$ = useRef<AbortController | null>(null);
  const hintId = useId();

  const preview = 'preview' in state ? state.preview : null;
  // The object URL lives as long as its state: revoke it when the preview changes or goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  // Leaving the screen mid-upload stops it.
  useEffect(() => () => upload$.current?.abort(), []);

  // Keep the keyboard focus on a control that is there: the stop button while the upload runs,
  // the choose button again once it ends (it is disabled, so unfocusable, until then).
  const busy = state.step === 'uploading' || state.step === 'processing';
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) stopButton.current?.focus();
    else if (wasBusy.current) chooseButton.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal or a cancel.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return dispatch({ type: 'refuse', message: problem });
    // Too small is said at once, not after an upload (issue 16); a file the browser cannot
    // decode goes on to the server, which names what is wrong with it.
    void imageSize(file).then((size) => {
      if (size && Math.min(size.width, size.height) < IMAGE_MIN_SIDE_PX)
        dispatch({ type: 'refuse', message: errorMessage('small-image') });
      else dispatch({ type: 'choose', file, preview: URL.createObjectURL(file) });
    });
  };

  const save = async () => {
    if (state.step !== 'chosen') return;
    const controller = new AbortController();
    upload$.current = controller;
    dispatch({ type: 'start' });
    try {
      const result = await upload(state.file, {
        signal: controller.signal,
        onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
      });
      // The photo is saved even if reloading the user fails: show it from the answer.
      await Promise.resolve(onSaved?.()).catch(() => {});
      dispatch({ type: 'saved', image: result.image });
    } catch (error) {
      if (isAbort(error)) dispatch({ type: 'cancel' });
      else dispatch({ type: 'fail', message: failureText(error) });
    } finally {
      upload$.current = null;
    }
  };

  const shown = preview ?? (state.step === 'idle' && state.saved ? state.saved : src);
  const status =
    state.step === 'chosen'
      ? t.preview(reader)
      : state.step === 'uploading'
        ? t.uploading
        : state.step === 'processing'
          ? t.processing
          : state.step === 'idle' && state.note === 'done'
            ? t.done
            : state.step === 'idle' && state.note === 'cancelled'
              ? t.cancelled
              : '';

  return (
    <div className="flex flex-wrap items-start gap-5" data-testid="photo-picker">
      <div
        className={`rounded-full p-1 ${preview ? 'ring-2 ring-teal-600 dark:ring-teal-300' : ''}`}
      >
        <Avatar name={name} src={shown} size="xl" alt={preview ? t.previewAlt : name} />
      </div>
      <div className="flex min-w-56 flex-1 flex-col gap-3">
        <p id={hintId} className="text-sm text-muted">
          {t.hint}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="photo-input"
          onChange={choose}
        />
        <div className="flex flex-wrap gap-2">
          <button
            ref={chooseButton}
            type="button"
            className={state.step === 'chosen' ? buttonClass.secondary : buttonClass.primary}
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {state.step === 'chosen' ? t.change(reader) : t.choose(reader)}
          </button>
          {state.step === 'chosen' && (
            <>
              <Button type="button" onClick={save}>
                {t.save(reader)}
              </Button>
              <Button type="button" variant="ghost" onClick={() => dispatch({ type: 'cancel' })}>
                {t.cancel}
              </Button>
            </>
          )}
          {busy && (
            // Once every byte is sent the server may already be saving: too late to stop. The
            // button stays (disabled to assistive tech too) so the keyboard focus is not lost.
            <button
              ref={stopButton}
              type="button"
              className={`${buttonClass.ghost} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
              aria-disabled={state.step === 'processing' || undefined}
              onClick={() => {
                if (state.step === 'uploading') upload$.current?.abort();
              }}
            >
              {t.cancelUpload(reader)}
            </button>
          )}
        </div>
        {busy && <ProgressBar percent={state.step === 'uploading' ? state.percent : null} />}
        <p
          role="status"
          className={`text-sm font-semibold ${state.step === 'idle' && state.note === 'done' ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300'}`}
        >
          {status}
        </p>
        {state.step === 'failed' && (
          <p role="alert" className="font-semibold text-danger-strong">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}

/** Sent share of the upload; `null` while the server works on the received file. */
function ProgressBar({ percent }: { percent: number | null }) {
  const label = percent === null ? t.processing : `${formatNumber(percent)}٪`;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-track"
      >
        {/* In RTL the bar fills from the right, where the row starts. */}
        <div
          className={`h-full rounded-full bg-brand transition-[width] ${percent === null ? 'animate-pulse' : ''}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <span className="min-w-12 text-sm font-semibold tabular-nums" aria-hidden="true">
        {percent === null ? '' : label}
      </span>
    </div>
  );
}

/** An image's size in pixels, or null when the browser cannot decode it. */
async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
