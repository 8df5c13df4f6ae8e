import { useAuth } from '../../lib/auth-context.tsx';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@kalam/shared';
import { formatClock, formatNumber } from '../../lib/numbers.ts';
import { VideoPlayer } from '../../ui/video-player.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { cameraErrorCode } from './camera-errors.ts';
import { videoRefusal } from './video-refusal.ts';
import { sendResumable, submitIntroVideo, type ResumableSend } from './onboarding-api.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.video;
const COUNTDOWN = 3;

type Phase =
  | { kind: 'idle' }
  | { kind: 'countdown'; left: number }
  | { kind: 'recording'; startedAt: number }
  // `seconds`: how long the camera recorded (its WebM says no length of its own).
  | { kind: 'preview'; blob: Blob; url: string; name: string; seconds?: number }
  | {
      kind: 'sending';
      fraction: number;
      blob: Blob;
      url: string;
      name: string;
      seconds?: number;
    }
  | { kind: 'checking' };

/** The MediaRecorder type Chromium and Firefox record (WebM), or Safari's MP4. */
function recorderType(): string | undefined {
  for (const type of ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'])
    if (typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type)) return type;
  return undefined;
}

const clock = (ms: number) => formatClock(ms / 1000);

/**
 * Record an intro video in the browser (a countdown, a running timer, stop, preview, retake) or
 * pick a file; send it resumably with progress and a cancel button; the server measures it.
 */
/** How long the video may be, in seconds: the platform setting in force (decision 239). */
export interface VideoSeconds {
  min: number;
  max: number;
}

export function IntroVideoRecorder({
  seconds,
  onSent,
}: {
  seconds: VideoSeconds;
  onSent: () => void;
}) {
  const me = useAuth().user;
  // The bounds by another name: `send` reads the clip's own `seconds` from its phase.
  const bounds = seconds;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const sending = useRef<ResumableSend | null>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopCamera(), []);

  // Countdown, then the recording starts; the timer ticks while it runs.
  useEffect(() => {
    if (phase.kind === 'countdown') {
      const id = window.setTimeout(() => {
        if (phase.left > 1) setPhase({ kind: 'countdown', left: phase.left - 1 });
        else startRecording();
      }, 1000);
      return () => window.clearTimeout(id);
    }
    if (phase.kind === 'recording') {
      const id = window.setInterval(() => {
        const elapsed = Date.now() - phase.startedAt;
        setNow(elapsed);
        if (elapsed >= seconds.max * 1000) recorder.current?.stop();
      }, 250);
      return () => window.clearInterval(id);
    }
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, seconds.max]);

  async function openCamera() {
    setError(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
      if (live.current) live.current.srcObject = stream.current;
      setPhase({ kind: 'countdown', left: COUNTDOWN });
    } catch (e) {
      setError(errorMessage(cameraErrorCode(e)));
    }
  }

  function startRecording() {
    const media = stream.current;
    if (!media) return;
    const mimeType = recorderType();
    const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const parts: Blob[] = [];
    const startedAt = Date.now();
    rec.ondataavailable = (e) => e.data.size > 0 && parts.push(e.data);
    rec.onstop = () => {
      stopCamera();
      const type = (rec.mimeType || 'video/webm').split(';')[0]!;
      const blob = new Blob(parts, { type });
      const name = type === 'video/mp4' ? 'intro.mp4' : 'intro.webm';
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      setPhase({ kind: 'preview', blob, url: URL.createObjectURL(blob), name, seconds });
    };
    recorder.current = rec;
    rec.start(1000);
    setNow(0);
    setPhase({ kind: 'recording', startedAt });
  }

  function pickFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setPhase({ kind: 'preview', blob: file, url: URL.createObjectURL(file), name: file.name });
  }

  function retake() {
    if (phase.kind === 'preview') URL.revokeObjectURL(phase.url);
    setPhase({ kind: 'idle' });
    void openCamera();
  }

  async function send() {
    if (phase.kind !== 'preview') return;
    const { blob, url, name, seconds } = phase;
    setError(null);
    setPhase({ kind: 'sending', fraction: 0, blob, url, name, seconds });
    const job = sendResumable(blob, name, (fraction) =>
      setPhase((p) => (p.kind === 'sending' ? { ...p, fraction } : p)),
    );
    sending.current = job;
    try {
      const id = await job.done;
      setPhase({ kind: 'checking' });
      await submitIntroVideo(id);
      URL.revokeObjectURL(url);
      setPhase({ kind: 'idle' });
      onSent();
    } catch (e) {
      const cancelled = e instanceof DOMException && e.name === 'AbortError';
      setError(cancelled ? t.cancelled(me) : videoRefusal(e, bounds));
      setPhase({ kind: 'preview', blob, url, name, seconds });
    } finally {
      sending.current = null;
    }
  }

  const showLive = phase.kind === 'countdown' || phase.kind === 'recording';
  return (
    <div className="flex flex-col gap-3" data-testid="intro-video-recorder">
      <p className="text-soft">{t.bounds(seconds.min, seconds.max, me)}</p>
      <div
        className={`relative overflow-hidden rounded-xl bg-slate-900 ${showLive ? '' : 'hidden'}`}
      >
        <video ref={live} autoPlay muted playsInline className="aspect-video w-full -scale-x-100" />
        {phase.kind === 'countdown' && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center bg-black/50 text-white"
            data-testid="record-countdown"
          >
            <span className="text-sm">{t.countdown}</span>
            <span className="text-6xl font-extrabold">{formatNumber(phase.left)}</span>
          </div>
        )}
        {phase.kind === 'recording' && (
          <span
            className="absolute start-3 top-3 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white"
            data-testid="record-timer"
            aria-live="polite"
          >
            ● {t.recording} {clock(now)}
          </span>
        )}
      </div>

      {phase.kind === 'idle' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void openCamera()}>{t.record(me)}</Button>
          <label className={`${buttonClass.secondary} cursor-pointer`}>
            {t.pick(me)}
            <input
              type="file"
              accept="video/mp4,video/webm,video/quicktime"
              className="sr-only"
              onChange={(e) => pickFile(e.target.files?.[0])}
            />
          </label>
        </div>
      )}
      {phase.kind === 'recording' && (
        <Button variant="danger" onClick={() => recorder.current?.stop()}>
          {t.stop(me)}
        </Button>
      )}
      {(phase.kind === 'preview' || phase.kind === 'sending') && (
        <>
          <p className="font-semibold">{t.preview(me)}</p>
          <VideoPlayer
            src={phase.url}
            label={onboardingText.steps['intro-video'].title}
            seconds={phase.seconds}
            preload="auto"
            testId="intro-video-preview"
          />
        </>
      )}
      {phase.kind === 'preview' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void send()}>{t.send(me)}</Button>
          <Button variant="secondary" onClick={retake}>
            {t.retake(me)}
          </Button>
        </div>
      )}
      {phase.kind === 'sending' && (
        <div className="flex flex-col gap-2" data-testid="intro-video-progress">
          <div className="flex items-center gap-3">
            <progress
              className="h-3 flex-1 accent-brand"
              max={100}
              value={Math.round(phase.fraction * 100)}
              aria-label={t.sending}
            />
            <span className="tabular-nums">{formatNumber(Math.round(phase.fraction * 100))}٪</span>
          </div>
          <p className="text-sm text-muted">{t.slowNet}</p>
          <Button variant="secondary" onClick={() => void sending.current?.cancel()}>
            {t.cancel}
          </Button>
        </div>
      )}
      {phase.kind === 'checking' && <p aria-live="polite">{t.checking}</p>}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
