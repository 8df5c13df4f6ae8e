import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useAuth } from '../lib/auth-context.tsx';
import { formatClock } from '../lib/numbers.ts';
import { videoText as t } from './video-text.ts';

export interface VideoPlayerProps {
  src: string;
  /** What the video is, for a screen reader: «فيديو التعريف: أحمد حسن». */
  label: string;
  poster?: string;
  /**
   * The poster is a picture other than a frame of the video (a tutor's photo, decision 291):
   * it fills the frame until the video plays, instead of a small square between black bars.
   */
  posterFills?: boolean;
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * The length the server measured, for a file that does not say its own: Chromium's recorder
   * writes WebM without one, and the element reads Infinity until the end is reached.
   */
  seconds?: number;
  className?: string;
  /** On the <video> itself, where the tests find it. */
  testId?: string;
}

const button =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-300';
const slider =
  'h-11 cursor-pointer rounded-lg accent-teal-400 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-300 disabled:cursor-default';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** The whole frame goes full screen, bar and all; an iPhone has only its own player for it. */
const canGoFull = () =>
  document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;

/**
 * A video with a control bar of our own in place of the browser's (decision 257): the browser's
 * bar wrote its time in Latin digits («0:05») and named its buttons in the browser's language.
 * Play/pause, the place (a slider read in words), the time «٠:٠٥ / ١:٣٠», sound on/off and its
 * level, and the whole screen — each a button or slider in the tab order, named in Arabic.
 * The bar runs left to right as every player's does: it follows the tape, not the text.
 */
export function VideoPlayer({
  src,
  label,
  poster,
  posterFills = false,
  preload = 'metadata',
  seconds,
  className = '',
  testId,
}: VideoPlayerProps) {
  const reader = useAuth().user;
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<FullscreenVideo>(null);
  const [playing, setPlaying] = useState(false);
  // Once played, the frames take the poster's place: drawn whole, never cropped.
  const [played, setPlayed] = useState(false);
  const [at, setAt] = useState(0);
  const [known, setKnown] = useState<number | undefined>(undefined);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [full, setFull] = useState(false);
  // Seeking past the end of a file that does not say its length, to learn it (below).
  const probing = useRef(false);
  const length = known ?? (seconds && seconds > 0 ? seconds : undefined);

  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  // A new file starts from its beginning, its length unknown until it says.
  const started = () => {
    probing.current = false;
    setAt(0);
    setKnown(undefined);
    setPlaying(false);
  };
  const measured = (event: SyntheticEvent<HTMLVideoElement>) => {
    const v = event.currentTarget;
    if (Number.isFinite(v.duration) && v.duration > 0) {
      setKnown(v.duration);
      if (probing.current) {
        probing.current = false;
        v.currentTime = 0;
      }
      return;
    }
    setKnown(undefined);
    // A WebM from a browser's recorder (every intro video recorded in Kalam) carries no length:
    // the element says Infinity until it reaches the end, so the bar had no total and no place
    // to seek to. A seek far past the end makes the element find the end and say the length;
    // then back to the start. Not while it plays: a press on play must not jump.
    if (v.duration === Infinity && v.paused && !probing.current) {
      probing.current = true;
      v.currentTime = Number.MAX_SAFE_INTEGER;
    }
  };
  /** The bar's sound controls drawn from the element. */
  const drawSound = (v: HTMLVideoElement) => {
    setMuted(v.muted);
    setVolume(v.volume);
  };
  const heard = (event: SyntheticEvent<HTMLVideoElement>) => drawSound(event.currentTarget);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused || v.ended) void v.play().catch(() => undefined);
    else v.pause();
  };
  const seek = (to: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = to;
    setAt(to);
  };
  const toggleFull = () => {
    const v = video.current;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (document.fullscreenEnabled)
      void frame.current?.requestFullscreen().catch(() => undefined);
    else v?.webkitEnterFullscreen?.();
  };
  const silent = muted || volume === 0;

  return (
    <div
      ref={frame}
      role="group"
      aria-label={label}
      data-testid="video-player"
      className={`flex flex-col overflow-hidden rounded-xl bg-black text-white ${full ? 'h-full w-full' : ''} ${className}`}
    >
      <video
        ref={video}
        src={src}
        poster={poster}
        preload={preload}
        playsInline
        onClick={toggle}
        onLoadStart={started}
        onPlay={() => {
          setPlaying(true);
          setPlayed(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => {
          if (!probing.current) setAt(e.currentTarget.currentTime);
        }}
        onLoadedMetadata={measured}
        onDurationChange={measured}
        onVolumeChange={heard}
        data-testid={testId}
        className={`w-full cursor-pointer bg-black ${full ? 'min-h-0 flex-1 object-contain' : 'aspect-video'} ${posterFills && poster && !played ? 'object-cover' : ''}`}
      />
      {/* Sized by the player's own width, not the window's: a player in a narrow column of a
          wide screen (the studio's three media slots) lost its last buttons off the edge. */}
      <div className="@container">
        <div dir="ltr" className="flex items-center gap-1 px-1 @sm:gap-2 @sm:px-2">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? t.pause(reader) : t.play(reader)}
            title={playing ? t.pause(reader) : t.play(reader)}
            data-testid="video-play"
            className={button}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
          <input
            type="range"
            min={0}
            max={length ?? 0}
            step={1}
            value={Math.min(at, length ?? at)}
            disabled={length === undefined}
            onChange={(e) => seek(Number(e.currentTarget.value))}
            aria-label={t.position}
            aria-valuetext={t.place(at, length)}
            data-testid="video-seek"
            className={`${slider} min-w-0 flex-1`}
          />
          <span
            className="shrink-0 px-1 text-sm font-semibold tabular-nums @sm:text-base"
            aria-hidden="true"
            data-testid="video-time"
          >
            {/* Each clock isolated: bare, two Arabic-Indic numbers pull the « / » between them
              right to left, and the length was drawn first, on the left. */}
            <bdi>{formatClock(at)}</bdi>
            {length !== undefined && (
              <>
                {' / '}
                <bdi>{formatClock(length)}</bdi>
              </>
            )}
          </span>
          <button
            type="button"
            onClick={() => {
              const v = video.current;
              if (!v) return;
              v.muted = !silent;
              if (!v.muted && v.volume === 0) v.volume = 1;
            }}
            aria-label={silent ? t.unmute(reader) : t.mute(reader)}
            title={silent ? t.unmute(reader) : t.mute(reader)}
            data-testid="video-mute"
            className={button}
          >
            {silent ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </button>
          {/* A phone's own buttons set its sound; the slider is for a keyboard and a mouse. */}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            onChange={(e) => {
              const v = video.current;
              if (!v) return;
              v.volume = Number(e.currentTarget.value);
              v.muted = v.volume === 0;
              // Drawn at once, not at the element's volumechange: a second key pressed before
              // that event started again from the old level, and two steps down made one.
              drawSound(v);
            }}
            aria-label={t.volume}
            aria-valuetext={t.level(muted ? 0 : volume)}
            data-testid="video-volume"
            className={`${slider} hidden w-20 @sm:block`}
          />
          {canGoFull() && (
            <button
              type="button"
              onClick={toggleFull}
              aria-label={full ? t.exitFullscreen(reader) : t.fullscreen(reader)}
              title={full ? t.exitFullscreen(reader) : t.fullscreen(reader)}
              data-testid="video-fullscreen"
              className={button}
            >
              {full ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
