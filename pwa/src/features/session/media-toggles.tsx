import { useAuth } from '../../lib/auth-context.tsx';
import type { LocalMedia } from './session-machine.ts';
import { CameraIcon, MicIcon } from './icons.tsx';
import { sessionText as t } from './text.ts';

const round =
  'inline-flex size-12 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';
const looks = {
  /** A device that is on: a plain button. */
  on: 'border-field bg-card text-heading hover:bg-subtle',
  /** A device that is off: red, so nobody forgets a muted microphone. */
  off: 'border-red-700 bg-red-700 text-white hover:bg-red-800',
  /** Something running that others see (the screen share). */
  active: 'border-brand bg-brand text-on-brand hover:bg-teal-800',
} as const;
export const toggleClass = (look: keyof typeof looks) => `${round} ${looks[look]}`;

/** Camera and microphone on/off, named by what a press does («اقفل الكاميرا»). */
export function MediaToggles({
  local,
  onToggle,
}: {
  local: LocalMedia;
  onToggle: (what: 'camera' | 'microphone') => void;
}) {
  const viewer = useAuth().user;
  return (
    <>
      <button
        type="button"
        data-testid="toggle-microphone"
        aria-pressed={!local.microphone}
        aria-label={local.microphone ? t.controls.micOn(viewer) : t.controls.micOff(viewer)}
        title={local.microphone ? t.controls.micOn(viewer) : t.controls.micOff(viewer)}
        disabled={!local.hasAudio}
        onClick={() => onToggle('microphone')}
        className={toggleClass(local.microphone ? 'on' : 'off')}
      >
        <MicIcon off={!local.microphone} />
      </button>
      <button
        type="button"
        data-testid="toggle-camera"
        aria-pressed={!local.camera}
        aria-label={local.camera ? t.controls.cameraOn(viewer) : t.controls.cameraOff(viewer)}
        title={local.camera ? t.controls.cameraOn(viewer) : t.controls.cameraOff(viewer)}
        disabled={!local.hasVideo}
        onClick={() => onToggle('camera')}
        className={toggleClass(local.camera ? 'on' : 'off')}
      >
        <CameraIcon off={!local.camera} />
      </button>
    </>
  );
}
