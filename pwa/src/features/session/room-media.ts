import type { ErrorCode } from '@kalam/shared';
import { mediaErrorCode } from './media-errors.ts';
import type { LocalStream, MediaPort, ScreenCapture } from './ports.ts';
import type { RoomStore } from './room-store.ts';

/** What a screen share needs from the call and the socket, which this module does not own. */
export interface MediaHooks {
  /** Send this track in place of the camera's on the current call, if there is one. */
  sendVideo(track: MediaStreamTrack): Promise<unknown> | undefined;
  announceScreenShare(): void;
}

/**
 * Our own camera, microphone and screen (decision 092): opened for the ready screen, carried
 * into the call, and always released on hang-up so no camera light stays on.
 */
export class RoomMedia {
  private localStream: LocalStream | null = null;
  private screenCapture: ScreenCapture | null = null;

  constructor(
    private readonly store: RoomStore,
    private readonly port: MediaPort,
    private readonly hooks: MediaHooks,
  ) {}

  get local(): LocalStream | null {
    return this.localStream;
  }

  get screen(): ScreenCapture | null {
    return this.screenCapture;
  }

  async openDevices(): Promise<void> {
    let opened: LocalStream;
    try {
      opened = await this.port.open();
    } catch (error) {
      this.store.dispatch({ type: 'devices-failed', code: mediaErrorCode(error) });
      return;
    }
    if (this.store.disposed || this.store.state.phase !== 'devices') {
      opened.stop();
      return;
    }
    this.localStream = opened;
    this.store.publish({ local: opened.stream });
    this.store.dispatch({
      type: 'devices-opened',
      hasVideo: opened.hasVideo,
      hasAudio: opened.hasAudio,
    });
  }

  applyToggles(): void {
    const { local } = this.store.state;
    this.localStream?.setCamera(local.camera);
    this.localStream?.setMicrophone(local.microphone);
  }

  /** Start or stop sharing the screen; the other side sees it in place of the camera. */
  async toggleScreenShare(): Promise<ErrorCode | null> {
    if (this.store.state.phase !== 'in-call') return null;
    if (this.screenCapture) {
      await this.stopScreenShare();
      return null;
    }
    let capture: ScreenCapture;
    try {
      capture = await this.port.screen();
    } catch (error) {
      // Closing the browser's picker is a choice, not an error.
      const code = mediaErrorCode(error);
      return code === 'media-permission-denied' ? null : code;
    }
    if (this.store.state.phase !== 'in-call') {
      capture.stop();
      return null;
    }
    this.screenCapture = capture;
    this.store.publish({ screen: capture.stream });
    capture.onEnded(() => {
      if (this.screenCapture === capture) void this.stopScreenShare();
    });
    await this.hooks.sendVideo(capture.track);
    this.store.dispatch({ type: 'screen-share', on: true });
    this.hooks.announceScreenShare();
    return null;
  }

  private async stopScreenShare(): Promise<void> {
    const capture = this.screenCapture;
    if (!capture) return;
    this.screenCapture = null;
    capture.stop();
    this.store.publish({ screen: null });
    const camera = this.localStream?.videoTrack;
    if (camera) await this.hooks.sendVideo(camera);
    this.store.dispatch({ type: 'screen-share', on: false });
    if (this.store.state.phase === 'in-call') this.hooks.announceScreenShare();
  }

  /** Stops the tracks; the caller clears the streams from the snapshot with everything else. */
  release(): void {
    this.screenCapture?.stop();
    this.screenCapture = null;
    this.localStream?.stop();
    this.localStream = null;
  }
}
