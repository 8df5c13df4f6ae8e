import type { Ack, SessionDto, SessionMemberDto, SessionTokenDto } from '@kalam/shared';
import type {
  CallLink,
  LocalStream,
  MediaPort,
  PeerHandlers,
  PeerLink,
  PeerPort,
  ScreenCapture,
  SessionApi,
} from './ports.ts';
import type { SignalPort } from './session-signals.ts';

/*
 * Stand-ins for the browser and the server, so the controller's effects can be tested in Node:
 * they record what the controller asked for and let a test play the other side.
 */

export const MIN = 60_000;
export const START = Date.parse('2026-11-23T07:45:00Z');

const track = (kind: string) => ({ kind, enabled: true, stopped: false });
export type FakeTrack = ReturnType<typeof track>;

export class FakeLocalStream implements LocalStream {
  readonly video = track('video');
  readonly audio = track('audio');
  readonly stream = { id: 'local' } as unknown as MediaStream;
  constructor(
    readonly hasVideo = true,
    readonly hasAudio = true,
  ) {}
  get videoTrack() {
    return this.hasVideo ? (this.video as unknown as MediaStreamTrack) : null;
  }
  setCamera(on: boolean) {
    this.video.enabled = on;
  }
  setMicrophone(on: boolean) {
    this.audio.enabled = on;
  }
  stop() {
    this.video.stopped = true;
    this.audio.stopped = true;
  }
}

export class FakeScreen implements ScreenCapture {
  readonly stream = { id: 'screen' } as unknown as MediaStream;
  readonly track = track('video') as unknown as MediaStreamTrack;
  stopped = false;
  private ended: (() => void) | null = null;
  onEnded(handler: () => void) {
    this.ended = handler;
  }
  stop() {
    this.stopped = true;
  }
  /** The browser's own «stop sharing» button. */
  endFromBrowser() {
    this.ended?.();
  }
}

export class FakeMedia implements MediaPort {
  opened: FakeLocalStream[] = [];
  failWith: { name: string } | null = null;
  screenFailWith: { name: string } | null = null;
  screens: FakeScreen[] = [];
  open(): Promise<LocalStream> {
    if (this.failWith) return Promise.reject(this.failWith);
    const stream = new FakeLocalStream();
    this.opened.push(stream);
    return Promise.resolve(stream);
  }
  screen(): Promise<ScreenCapture> {
    if (this.screenFailWith) return Promise.reject(this.screenFailWith);
    const screen = new FakeScreen();
    this.screens.push(screen);
    return Promise.resolve(screen);
  }
}

export class FakeCall implements CallLink {
  answeredWith: MediaStream | null = null;
  closed = false;
  replaced: MediaStreamTrack[] = [];
  private streamHandler: ((s: MediaStream) => void) | null = null;
  private closeHandler: (() => void) | null = null;
  private iceHandler: ((s: string) => void) | null = null;
  constructor(
    readonly remotePeerId: string,
    readonly sentStream: MediaStream | null = null,
  ) {}
  answer(stream: MediaStream) {
    this.answeredWith = stream;
  }
  onStream(handler: (s: MediaStream) => void) {
    this.streamHandler = handler;
  }
  onClose(handler: () => void) {
    this.closeHandler = handler;
  }
  onIceState(handler: (s: string) => void) {
    this.iceHandler = handler;
  }
  async replaceVideoTrack(track: MediaStreamTrack) {
    this.replaced.push(track);
  }
  close() {
    this.closed = true;
  }
  /** The other side's picture arrives. */
  deliver(stream = { id: 'remote' } as unknown as MediaStream) {
    this.streamHandler?.(stream);
  }
  ice(state: string) {
    this.iceHandler?.(state);
  }
  closeFromRemote() {
    this.closed = true;
    this.closeHandler?.();
  }
}

export class FakePeer implements PeerLink {
  open = false;
  destroyed = false;
  signallingClosed = false;
  reconnects = 0;
  calls: FakeCall[] = [];
  constructor(
    readonly grant: SessionTokenDto,
    readonly handlers: PeerHandlers,
  ) {}
  get id() {
    return this.grant.peerId;
  }
  reconnect() {
    this.reconnects += 1;
  }
  disconnect() {
    this.signallingClosed = true;
  }
  call(remotePeerId: string, stream: MediaStream) {
    const call = new FakeCall(remotePeerId, stream);
    this.calls.push(call);
    return call;
  }
  destroy() {
    this.destroyed = true;
    this.open = false;
  }
  /** Our PeerJS server admitted the peer. */
  openNow() {
    this.open = true;
    this.handlers.onOpen();
  }
}

export class FakePeers implements PeerPort {
  made: FakePeer[] = [];
  connect(grant: SessionTokenDto, handlers: PeerHandlers) {
    const peer = new FakePeer(grant, handlers);
    this.made.push(peer);
    return peer;
  }
  get last() {
    return this.made.at(-1)!;
  }
}

type Answer = (payload: unknown) => Ack;

export class FakeSignals implements SignalPort {
  connected = true;
  sent: { event: string; payload: unknown }[] = [];
  answers = new Map<string, Answer>();
  private handlers = new Map<string, Set<(p: unknown) => void>>();
  private connection = new Set<(c: boolean) => void>();
  emit<T>(event: string, payload: unknown): Promise<Ack<T>> {
    this.sent.push({ event, payload });
    if (!this.connected) return Promise.resolve({ result: 'unreachable' });
    const answer = this.answers.get(event);
    return Promise.resolve((answer ? answer(payload) : { result: 'ok' }) as Ack<T>);
  }
  on<T>(event: string, handler: (p: T) => void) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as (p: unknown) => void);
    this.handlers.set(event, set);
    return () => set.delete(handler as (p: unknown) => void);
  }
  onConnection(handler: (c: boolean) => void) {
    this.connection.add(handler);
    return () => this.connection.delete(handler);
  }
  fire(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  setConnected(connected: boolean) {
    this.connected = connected;
    for (const handler of this.connection) handler(connected);
  }
  listeners(event: string) {
    return this.handlers.get(event)?.size ?? 0;
  }
  of(event: string) {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }
}

export const member = (userId: string, name: string): SessionMemberDto => ({
  userId,
  name,
  gender: null,
  role: 'Student',
  image: null,
  online: true,
  joined: false,
  camera: false,
  microphone: false,
  screenShare: false,
  peerId: null,
});

export function sessionDto(memberIds: [string, string]): SessionDto {
  return {
    id: 'lesson:l1',
    kind: 'lesson',
    refId: 'l1',
    start: new Date(START).toISOString(),
    end: new Date(START + 15 * MIN).toISOString(),
    opensAt: new Date(START - 10 * MIN).toISOString(),
    roomId: 'room-1',
    members: [member(memberIds[0], 'أحمد حسن'), member(memberIds[1], 'سارة محمود')],
  };
}

export class FakeApi implements SessionApi {
  grants = 0;
  tokenFails: Error | null = null;
  constructor(readonly dto: SessionDto) {}
  session() {
    return Promise.resolve(this.dto);
  }
  token(id: string): Promise<SessionTokenDto> {
    if (this.tokenFails) return Promise.reject(this.tokenFails);
    this.grants += 1;
    return Promise.resolve({
      token: `t${this.grants}`,
      expiresAt: new Date(START + 20 * MIN).toISOString(),
      sessionId: id,
      peerId: `lesson-peer-${this.grants}`,
      peer: { path: '/peerjs', key: 'peerjs' },
      iceServers: [],
    });
  }
}
