import type { SessionDto, SessionTokenDto } from '@kalam/shared';

/**
 * What the session controller needs from the browser and the server, as small interfaces: the
 * browser adapters (local-media.ts, peer-link.ts) implement them, the unit tests fake them.
 */

/** The camera and microphone, opened once for the ready screen and the call. */
export interface LocalStream {
  readonly stream: MediaStream;
  readonly hasVideo: boolean;
  readonly hasAudio: boolean;
  /** The camera's track, to put back after a screen share. */
  readonly videoTrack: MediaStreamTrack | null;
  setCamera(on: boolean): void;
  setMicrophone(on: boolean): void;
  stop(): void;
}

/** A running screen capture. */
export interface ScreenCapture {
  readonly stream: MediaStream;
  readonly track: MediaStreamTrack;
  /** The browser's own «stop sharing» button ends it too. */
  onEnded(handler: () => void): void;
  stop(): void;
}

export interface MediaPort {
  /** Camera and microphone; throws what getUserMedia throws (see media-errors.ts). */
  open(): Promise<LocalStream>;
  screen(): Promise<ScreenCapture>;
}

/** One media call with the other member over PeerJS. */
export interface CallLink {
  readonly remotePeerId: string;
  answer(stream: MediaStream): void;
  onStream(handler: (stream: MediaStream) => void): void;
  onClose(handler: () => void): void;
  /** ICE state of the peer connection: 'connected', 'disconnected', 'failed'… */
  onIceState(handler: (state: string) => void): void;
  /** Swap what the camera sends (screen share and back) without renegotiating. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  close(): void;
}

export interface PeerHandlers {
  onOpen(): void;
  onIncoming(call: CallLink): void;
  /** The PeerJS signalling socket dropped; open calls may still be up. */
  onDisconnected(): void;
  onError(type: string): void;
}

/** Our PeerJS client, connected with one session grant. */
export interface PeerLink {
  readonly id: string;
  readonly open: boolean;
  readonly destroyed: boolean;
  reconnect(): void;
  /** Close the signalling socket only; open calls stay up. */
  disconnect(): void;
  call(remotePeerId: string, stream: MediaStream): CallLink;
  destroy(): void;
}

export interface PeerPort {
  connect(grant: SessionTokenDto, handlers: PeerHandlers): PeerLink;
}

export interface SessionApi {
  session(id: string): Promise<SessionDto>;
  token(id: string): Promise<SessionTokenDto>;
}
