import {
  AppError,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type ErrorCode,
  type SessionDto,
  type SessionTokenDto,
} from '@kalam/shared';
import { mediaErrorCode } from './media-errors.ts';
import type {
  CallLink,
  LocalStream,
  MediaPort,
  PeerLink,
  PeerPort,
  ScreenCapture,
  SessionApi,
} from './ports.ts';
import {
  callsFirst,
  hasMedia,
  initialRoomState,
  othersOf,
  sessionReducer,
  type MemberUpdate,
  type SessionEvent,
  type SessionRoomState,
} from './session-machine.ts';
import { ackCode, type SignalPort } from './session-signals.ts';

export interface ControllerDeps {
  sessionId: string;
  myId: string;
  api: SessionApi;
  signals: SignalPort;
  media: MediaPort;
  peers: PeerPort;
  now?: () => number;
}

/** What the screens draw: the machine's state and the streams to put in <video> elements. */
export interface RoomSnapshot {
  state: SessionRoomState;
  local: MediaStream | null;
  screen: MediaStream | null;
  remote: MediaStream | null;
}

/** How often the room looks at the clock (opening, time up) and at a call that never came up. */
export const TICK_MS = 1_000;
/** A call with no remote stream after this long is started again (decision 091). */
export const CALL_STALL_MS = 10_000;
/** The ready screen refreshes who is already inside this often (session:pre-join). */
export const PRE_JOIN_EVERY_MS = 5_000;
/** PeerJS reconnect: first try after this, doubling up to the socket.io maximum. */
export const PEER_RETRY_MS = 1_000;
export const PEER_RETRY_MAX_MS = 5_000;

/** PeerJS error types that mean the signalling socket is gone for good (decision 091). */
const SIGNALLING_ERRORS = new Set([
  'server-error',
  'socket-error',
  'socket-closed',
  'unavailable-id',
  'invalid-id',
  'invalid-key',
  'disconnected',
]);

interface SessionEventPayload {
  sessionId: string;
  userId: string;
}

const codeOf = (error: unknown): ErrorCode =>
  error instanceof AppError ? error.code : 'connection-failure';

/**
 * The room's effects around the pure machine (decisions 090 and 091): it opens the devices,
 * joins over the app's socket, connects PeerJS with the session grant, calls or answers the
 * other member, follows their camera and microphone, and recovers when the network blips.
 * The React screens subscribe to its snapshot and call its actions; nothing here touches React.
 */
export class SessionController {
  private snapshot: RoomSnapshot = {
    state: initialRoomState,
    local: null,
    screen: null,
    remote: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private readonly now: () => number;
  private localStream: LocalStream | null = null;
  private screenCapture: ScreenCapture | null = null;
  private peer: PeerLink | null = null;
  /** Replaced PeerJS clients whose call still carries the picture: closed when we hang up. */
  private retired: PeerLink[] = [];
  private call: CallLink | null = null;
  private callStartedAt = 0;
  private callHasStream = false;
  private peerRetryMs = PEER_RETRY_MS;
  private peerRetry: ReturnType<typeof setTimeout> | null = null;
  private lastPreJoin = 0;
  private disposed = false;
  /** Set while we are (or should be) in the session on the server. */
  private inSession = false;

  constructor(private readonly deps: ControllerDeps) {
    this.now = deps.now ?? Date.now;
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────

  getSnapshot = (): RoomSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get state(): SessionRoomState {
    return this.snapshot.state;
  }

  // ── Life cycle ────────────────────────────────────────────────────────────────────────

  start(): void {
    const { signals, sessionId } = this.deps;
    const mine = (p: SessionEventPayload | undefined) => p?.sessionId === sessionId;
    this.stops.push(
      signals.on<SessionEventPayload>(SERVER_EVENTS.sessionMemberJoined, (p) => {
        if (mine(p)) this.dispatch({ type: 'member-joined', userId: p.userId });
      }),
      signals.on<SessionEventPayload>(SERVER_EVENTS.sessionMemberLeft, (p) => {
        if (mine(p)) this.dispatch({ type: 'member-left', userId: p.userId });
      }),
      signals.on<MemberUpdate & { sessionId: string }>(SERVER_EVENTS.sessionMemberUpdated, (p) => {
        if (!mine(p)) return;
        const { sessionId: _, ...update } = p;
        this.dispatch({ type: 'member-updated', update });
        this.maybeCall();
      }),
      signals.onConnection((connected) => this.onSignalling(connected)),
    );
    const tick = setInterval(() => this.onTick(), TICK_MS);
    this.stops.push(() => clearInterval(tick));
    void this.load();
  }

  /** Leaving the page: hang up and let go of the camera without a trace on screen. */
  dispose(): void {
    if (this.disposed) return;
    this.hangUp();
    this.disposed = true;
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  // ── Actions of the screens ────────────────────────────────────────────────────────────

  retryDevices = (): void => this.dispatch({ type: 'retry-devices' });

  toggle = (what: 'camera' | 'microphone'): void => {
    this.dispatch({ type: 'toggle', what });
    this.applyLocalToggles();
    if (this.state.phase === 'in-call') void this.announce(what);
  };

  join = (): void => this.dispatch({ type: 'join' });

  leave = (): void => {
    this.hangUp();
    this.dispatch({ type: 'leave' });
  };

  rejoin = (): void => this.dispatch({ type: 'rejoin' });

  /** Start or stop sharing the screen; the other side sees it in place of the camera. */
  toggleScreenShare = async (): Promise<ErrorCode | null> => {
    if (this.state.phase !== 'in-call') return null;
    if (this.screenCapture) {
      await this.stopScreenShare();
      return null;
    }
    let capture: ScreenCapture;
    try {
      capture = await this.deps.media.screen();
    } catch (error) {
      // Closing the browser's picker is a choice, not an error.
      const code = mediaErrorCode(error);
      return code === 'media-permission-denied' ? null : code;
    }
    if (this.state.phase !== 'in-call') {
      capture.stop();
      return null;
    }
    this.screenCapture = capture;
    this.publish({ screen: capture.stream });
    capture.onEnded(() => {
      if (this.screenCapture === capture) void this.stopScreenShare();
    });
    await this.call?.replaceVideoTrack(capture.track).catch(() => undefined);
    this.dispatch({ type: 'screen-share', on: true });
    void this.announce('screenShare');
    return null;
  };

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private dispatch(event: SessionEvent): void {
    if (this.disposed) return;
    const before = this.state;
    const after = sessionReducer(before, event);
    if (after === before) return;
    this.publish({ state: after });
    if (after.phase !== before.phase) this.enter(after.phase, before.phase);
  }

  private publish(patch: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private enter(phase: SessionRoomState['phase'], from: SessionRoomState['phase']): void {
    if (phase === 'devices') void this.openDevices();
    if (phase === 'ready') void this.preJoin();
    if (phase === 'joining') void this.joinSession();
    // The time is up (or a refused join ended it): nobody keeps a camera open in a closed room.
    if (phase === 'ended' && hasMedia(from)) this.hangUp();
  }

  private async load(): Promise<void> {
    try {
      const session = await this.deps.api.session(this.deps.sessionId);
      this.dispatch({ type: 'loaded', session, now: this.now() });
    } catch (error) {
      this.dispatch({ type: 'load-failed', code: codeOf(error) });
    }
  }

  private onTick(): void {
    const now = this.now();
    this.dispatch({ type: 'tick', now });
    if (this.state.phase === 'ready' && now - this.lastPreJoin >= PRE_JOIN_EVERY_MS)
      void this.preJoin();
    if (this.state.phase === 'in-call' && !this.call) this.maybeCall();
    // A call that never brought the other side's picture is placed again by the caller.
    if (
      this.state.phase === 'in-call' &&
      this.call &&
      !this.callHasStream &&
      now - this.callStartedAt >= CALL_STALL_MS
    ) {
      this.dropCall();
      this.maybeCall();
    }
  }

  private async openDevices(): Promise<void> {
    let opened: LocalStream;
    try {
      opened = await this.deps.media.open();
    } catch (error) {
      this.dispatch({ type: 'devices-failed', code: mediaErrorCode(error) });
      return;
    }
    if (this.disposed || this.state.phase !== 'devices') {
      opened.stop();
      return;
    }
    this.localStream = opened;
    this.publish({ local: opened.stream });
    this.dispatch({ type: 'devices-opened', hasVideo: opened.hasVideo, hasAudio: opened.hasAudio });
  }

  /** Who is inside already: the ready screen shows it (members not yet in get no events). */
  private async preJoin(): Promise<void> {
    this.lastPreJoin = this.now();
    const ack = await this.deps.signals.emit<SessionDto>(CLIENT_EVENTS.sessionPreJoin, {
      sessionId: this.deps.sessionId,
    });
    if (ack.result !== 'ok' || !ack.data || this.state.phase !== 'ready') return;
    for (const m of ack.data.members)
      this.dispatch(
        m.joined
          ? {
              type: 'member-updated',
              update: {
                userId: m.userId,
                camera: m.camera,
                microphone: m.microphone,
                screenShare: m.screenShare,
                peerId: m.peerId,
              },
            }
          : { type: 'member-left', userId: m.userId },
      );
  }

  private async joinSession(): Promise<void> {
    const ok = await this.enterOnServer();
    if (!ok) return;
    await this.ensurePeer();
  }

  /** session:join, then tell the others our camera and microphone (the server starts at off). */
  private async enterOnServer(): Promise<boolean> {
    const ack = await this.deps.signals.emit<SessionDto>(CLIENT_EVENTS.sessionJoin, {
      sessionId: this.deps.sessionId,
    });
    if (this.disposed || (this.state.phase !== 'joining' && this.state.phase !== 'in-call')) {
      // Left while the answer was on its way: undo the join on the server.
      if (ack.result === 'ok') void this.emitLeave();
      return false;
    }
    if (ack.result !== 'ok' || !ack.data) {
      this.dispatch({ type: 'join-failed', code: ackCode(ack), now: this.now() });
      return false;
    }
    this.inSession = true;
    this.dispatch({ type: 'joined', session: ack.data });
    await Promise.all([
      this.announce('camera'),
      this.announce('microphone'),
      ...(this.screenCapture ? [this.announce('screenShare')] : []),
    ]);
    if (this.peer?.open) await this.registerPeer();
    return true;
  }

  private announce(what: 'camera' | 'microphone' | 'screenShare') {
    const event = {
      camera: CLIENT_EVENTS.sessionCamera,
      microphone: CLIENT_EVENTS.sessionMicrophone,
      screenShare: CLIENT_EVENTS.sessionScreenShare,
    }[what];
    return this.deps.signals.emit(event, {
      sessionId: this.deps.sessionId,
      on: this.state.local[what],
    });
  }

  private async registerPeer(): Promise<void> {
    if (!this.peer) return;
    await this.deps.signals.emit(CLIENT_EVENTS.sessionRegisterPeer, {
      sessionId: this.deps.sessionId,
      peerId: this.peer.id,
    });
    this.maybeCall();
  }

  /** A PeerJS client with a fresh session grant (token, peer id, ICE servers). */
  private async ensurePeer(): Promise<void> {
    if (this.peer && !this.peer.destroyed) return;
    let grant: SessionTokenDto;
    try {
      grant = await this.deps.api.token(this.deps.sessionId);
    } catch (error) {
      if (this.state.phase !== 'in-call') return;
      if (codeOf(error) === 'session-closed') this.dispatch({ type: 'tick', now: this.now() });
      else this.schedulePeerRetry();
      return;
    }
    if (this.disposed || this.state.phase !== 'in-call') return;
    const peer = this.deps.peers.connect(grant, {
      onOpen: () => {
        if (this.peer !== peer) return;
        this.peerRetryMs = PEER_RETRY_MS;
        void this.registerPeer();
      },
      onIncoming: (call) => this.answer(call),
      onDisconnected: () => {
        if (this.peer === peer) this.schedulePeerRetry();
      },
      onError: (type) => {
        if (this.peer !== peer) return;
        // A call's own faults are the watchdog's business.
        // A lost socket first tries the same id again (the call is untouched); a failed retry
        // or a refused one (expired grant) starts over with a fresh grant (decision 091).
        if (type === 'network') this.schedulePeerRetry();
        else if (SIGNALLING_ERRORS.has(type)) this.schedulePeerRetry(true);
      },
    });
    this.peer = peer;
  }

  /** Reconnect PeerJS after a drop, doubling the wait up to 5 s; `fresh` asks for a new grant. */
  private schedulePeerRetry(fresh = false): void {
    if (this.peerRetry || this.disposed) return;
    const wait = this.peerRetryMs;
    this.peerRetryMs = Math.min(this.peerRetryMs * 2, PEER_RETRY_MAX_MS);
    this.peerRetry = setTimeout(() => {
      this.peerRetry = null;
      if (this.state.phase !== 'in-call') return;
      const peer = this.peer;
      if (!fresh && peer && !peer.destroyed) {
        peer.reconnect();
        return;
      }
      // A working call survives its signalling socket: keep that client until we hang up.
      if (peer && this.callHasStream) {
        peer.disconnect();
        this.retired.push(peer);
      } else peer?.destroy();
      this.peer = null;
      void this.ensurePeer();
    }, wait);
  }

  private maybeCall(): void {
    const peer = this.peer;
    const local = this.localStream;
    if (this.state.phase !== 'in-call' || !peer?.open || !local) return;
    const other = othersOf(this.state, this.deps.myId).find((m) => m.joined && m.peerId);
    if (!other?.peerId || !callsFirst(this.deps.myId, other.userId)) return;
    if (this.call?.remotePeerId === other.peerId) return;
    this.dropCall();
    this.wire(peer.call(other.peerId, local.stream));
  }

  private answer(call: CallLink): void {
    if (this.state.phase !== 'in-call' || !this.localStream) {
      call.close();
      return;
    }
    // A new call from the other side replaces the old one (they reconnected with a new id).
    this.dropCall();
    call.answer(this.localStream.stream);
    this.wire(call);
  }

  private wire(call: CallLink): void {
    this.call = call;
    this.callStartedAt = this.now();
    this.callHasStream = false;
    this.dispatch({ type: 'link', state: 'connecting' });
    call.onStream((stream) => {
      if (this.call !== call) return;
      this.callHasStream = true;
      this.publish({ remote: stream });
      this.dispatch({ type: 'link', state: 'connected' });
      if (this.screenCapture) void call.replaceVideoTrack(this.screenCapture.track).catch(() => {});
    });
    call.onIceState((ice) => {
      if (this.call !== call) return;
      if (ice === 'connected' || ice === 'completed')
        this.dispatch({ type: 'link', state: this.callHasStream ? 'connected' : 'connecting' });
      if (ice === 'disconnected') this.dispatch({ type: 'link', state: 'lost' });
      if (ice === 'failed') {
        this.dropCall();
        this.maybeCall();
      }
    });
    call.onClose(() => {
      if (this.call !== call) return;
      this.call = null;
      this.callHasStream = false;
      this.publish({ remote: null });
      this.dispatch({ type: 'link', state: 'lost' });
      this.maybeCall();
    });
  }

  private dropCall(): void {
    const call = this.call;
    this.call = null;
    this.callHasStream = false;
    if (this.snapshot.remote) this.publish({ remote: null });
    call?.close();
  }

  private async stopScreenShare(): Promise<void> {
    const capture = this.screenCapture;
    if (!capture) return;
    this.screenCapture = null;
    capture.stop();
    this.publish({ screen: null });
    const camera = this.localStream?.videoTrack;
    if (camera) await this.call?.replaceVideoTrack(camera).catch(() => undefined);
    this.dispatch({ type: 'screen-share', on: false });
    if (this.state.phase === 'in-call') void this.announce('screenShare');
  }

  private applyLocalToggles(): void {
    this.localStream?.setCamera(this.state.local.camera);
    this.localStream?.setMicrophone(this.state.local.microphone);
  }

  private onSignalling(connected: boolean): void {
    if (this.state.phase !== 'in-call' && this.state.phase !== 'joining') return;
    this.dispatch({ type: 'signalling', online: connected });
    // The server dropped us from the session with the old socket: join again (decision 091).
    if (connected && this.state.phase === 'in-call') void this.rejoinOnServer();
  }

  private async rejoinOnServer(): Promise<void> {
    const ok = await this.enterOnServer();
    if (ok && (!this.peer || this.peer.destroyed)) await this.ensurePeer();
  }

  private emitLeave() {
    return this.deps.signals.emit(CLIENT_EVENTS.sessionLeave, { sessionId: this.deps.sessionId });
  }

  /** Hang up and let go of everything: call, PeerJS, screen, camera and microphone. */
  private hangUp(): void {
    if (this.inSession) void this.emitLeave();
    this.inSession = false;
    if (this.peerRetry) clearTimeout(this.peerRetry);
    this.peerRetry = null;
    this.dropCall();
    this.peer?.destroy();
    this.peer = null;
    for (const old of this.retired.splice(0)) old.destroy();
    this.screenCapture?.stop();
    this.screenCapture = null;
    this.localStream?.stop();
    this.localStream = null;
    this.publish({ local: null, screen: null, remote: null });
  }
}
