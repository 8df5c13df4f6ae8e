import { useAuth } from '../../lib/auth-context.tsx';
import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { sessionText as t } from './text.ts';

interface StreamVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  stream: MediaStream | null;
  /** Our own picture: silent and mirrored like a mirror. */
  self?: boolean;
}

/**
 * A <video> playing a MediaStream. The other side's sound needs a click on some browsers
 * (autoplay rules): then it plays muted and offers a button to turn the sound on.
 */
export function StreamVideo({ stream, self = false, className = '', ...rest }: StreamVideoProps) {
  const viewer = useAuth().user;
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    video.muted = self;
    video.play().catch(() => {
      if (self) return;
      video.muted = true;
      setBlocked(true);
      void video.play().catch(() => undefined);
    });
  }, [stream, self]);
  const unmute = () => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    void video.play().then(
      () => setBlocked(false),
      () => undefined,
    );
  };
  return (
    <>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        className={`${self ? '-scale-x-100' : ''} ${className}`}
        {...rest}
      />
      {blocked && (
        <button
          type="button"
          onClick={unmute}
          className={`${buttonClass.primary} absolute bottom-3 start-3 z-10`}
        >
          <Volume2 className="size-5" aria-hidden="true" /> {t.call.enableSound(viewer)}
        </button>
      )}
    </>
  );
}
