import { chooseScreenForShare } from '../../lib/desktop/screen-choice.ts';
import { mediaErrorCode, MediaUnsupportedError } from './media-errors.ts';
import type { LocalStream, MediaPort, ScreenCapture } from './ports.ts';

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  facingMode: 'user',
};
const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };

function wrap(stream: MediaStream): LocalStream {
  const video = stream.getVideoTracks()[0] ?? null;
  const audio = stream.getAudioTracks()[0] ?? null;
  return {
    stream,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    videoTrack: video,
    // A disabled track keeps its place in the call (black frames, silence): turning it back on
    // needs no renegotiation, and the other side is told through session:camera / :microphone.
    setCamera(on) {
      if (video) video.enabled = on;
    },
    setMicrophone(on) {
      if (audio) audio.enabled = on;
    },
    stop() {
      for (const track of stream.getTracks()) track.stop();
    },
  };
}

/** The browser's camera, microphone and screen (decision 092). */
export const browserMedia: MediaPort = {
  async open() {
    const devices = navigator.mediaDevices;
    if (typeof devices?.getUserMedia !== 'function') throw new MediaUnsupportedError();
    try {
      return wrap(await devices.getUserMedia({ video: VIDEO, audio: AUDIO }));
    } catch (error) {
      // No camera, but maybe a microphone: a lesson can go on by voice.
      if (mediaErrorCode(error) !== 'media-device-not-found') throw error;
      try {
        return wrap(await devices.getUserMedia({ audio: AUDIO }));
      } catch {
        throw error;
      }
    }
  },
  async screen(): Promise<ScreenCapture> {
    const devices = navigator.mediaDevices;
    if (typeof devices?.getDisplayMedia !== 'function') throw new MediaUnsupportedError();
    // The desktop app has no browser picker: ours asks first (a no-op in a browser).
    if (!(await chooseScreenForShare()))
      throw new DOMException('screen choice cancelled', 'NotAllowedError');
    const stream = await devices.getDisplayMedia({ video: true, audio: false });
    const track = stream.getVideoTracks()[0];
    if (!track) throw new MediaUnsupportedError();
    return {
      stream,
      track,
      onEnded(handler) {
        track.addEventListener('ended', handler, { once: true });
      },
      stop() {
        for (const t of stream.getTracks()) t.stop();
      },
    };
  },
};
