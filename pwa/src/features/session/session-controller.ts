import type { ErrorCode } from '@kalam/shared';
import { codeOf } from './failure-code.ts';
import type { MediaPort, PeerPort, SessionApi } from './ports.ts';
import { RoomCall } from './room-call.ts';
import { RoomMedia } from './room-media.ts';
import { RoomMembership } from './room-membership.ts';
import { RoomStore, type RoomSnapshot } from './room-store.ts';
import { hasMedia, type SessionPhase, type SessionRoomState } from './session-machine.ts';
import type { SignalPort } from './session-signals.ts';

// Everything this module exported before it was split stays importable from here.
export type { RoomSnapshot } from './room-store.ts';
export { CALL_STALL_MS, PEER_RETRY_MAX_MS, PEER_RETRY_MS } from './room-call.ts';
export { PRE_JOIN_EVERY_MS } from './room-membership.ts';

export interface ControllerDeps {
  sessionId: string;
  myId: string;
  api: SessionApi;
  signals: SignalPort;
  media: MediaPort;
  peers: PeerPort;
  now?: () => number;
}

/** How often the room looks at the clock (opening, time up) and at a call that never came up. */
export const TICK_MS = 1_000;

/**
 * The room's effects around the pure machine (decisions 090 and 091): it opens the devices,
 * joins over the app's socket, connects PeerJS with the session grant, calls or answers the
 * other member, follows their camera and microphone, and recovers when the network blips.
 * The React screens subscribe to its snapshot and call its actions; nothing here touches React.
 * Each of those jobs is its own part (room-media, room-membership, room-call); this class only
 * decides what a new phase or a reconnected socket sets off, since that crosses the parts.
 */
export class SessionController {
  private readonly store: RoomStore;
  private readonly media: RoomMedia;
  private readonly call: RoomCall;
  private readonly membership: RoomMembership;
  private readonly stops: (() => void)[] = [];
  private readonly now: () => number;

  constructor(private readonly deps: ControllerDeps) {
    this.now = deps.now ?? Date.now;
    const { sessionId, myId } = deps;
    const now = this.now;
    const store = new RoomStore((phase, from) => this.enter(phase, from));
    this.store = store;
    this.media = new RoomMedia(store, deps.media, {
      sendVideo: (track) => this.call.sendVideo(track),
      announceScreenShare: () => void this.membership.announce('screenShare'),
    });
    this.call = new RoomCall({
      store,
      sessionId,
      myId,
      api: deps.api,
      peers: deps.peers,
      now,
      media: this.media,
      onPeerOpen: () => void this.membership.registerPeer(),
    });
    this.membership = new RoomMembership({
      store,
      sessionId,
      signals: deps.signals,
      now,
      sharingScreen: () => this.media.screen !== null,
      peer: () => this.call.link,
      maybeCall: () => this.call.maybeCall(),
    });
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────

  getSnapshot = (): RoomSnapshot => this.store.snapshot;

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  get state(): SessionRoomState {
    return this.store.state;
  }

  // ── Life cycle ────────────────────────────────────────────────────────────────────────

  start(): void {
    this.stops.push(
      ...this.membership.listen(),
      this.deps.signals.onConnection((connected) => this.onSignalling(connected)),
    );
    const tick = setInterval(() => this.onTick(), TICK_MS);
    this.stops.push(() => clearInterval(tick));
    void this.load();
  }

  /** Leaving the page: hang up and let go of the camera without a trace on screen. */
  dispose(): void {
    if (this.store.disposed) return;
    this.hangUp();
    this.store.close();
    for (const stop of this.stops.splice(0)) stop();
  }

  // ── Actions of the screens ────────────────────────────────────────────────────────────

  retryDevices = (): void => this.store.dispatch({ type: 'retry-devices' });

  toggle = (what: 'camera' | 'microphone'): void => {
    this.store.dispatch({ type: 'toggle', what });
    this.media.applyToggles();
    if (this.state.phase === 'in-call') void this.membership.announce(what);
  };

  join = (): void => this.store.dispatch({ type: 'join' });

  leave = (): void => {
    this.hangUp();
    this.store.dispatch({ type: 'leave' });
  };

  rejoin = (): void => this.store.dispatch({ type: 'rejoin' });

  /** Start or stop sharing the screen; the other side sees it in place of the camera. */
  toggleScreenShare = (): Promise<ErrorCode | null> => this.media.toggleScreenShare();

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private enter(phase: SessionPhase, from: SessionPhase): void {
    if (phase === 'devices') void this.media.openDevices();
    if (phase === 'ready') void this.membership.preJoin();
    if (phase === 'joining') void this.joinSession();
    // The time is up (or a refused join ended it): nobody keeps a camera open in a closed room.
    if (phase === 'ended' && hasMedia(from)) this.hangUp();
  }

  private async load(): Promise<void> {
    try {
      const session = await this.deps.api.session(this.deps.sessionId);
      this.store.dispatch({ type: 'loaded', session, now: this.now() });
    } catch (error) {
      this.store.dispatch({ type: 'load-failed', code: codeOf(error) });
    }
  }

  private onTick(): void {
    const now = this.now();
    this.store.dispatch({ type: 'tick', now });
    this.membership.onTick(now);
    this.call.onTick(now);
  }

  private async joinSession(): Promise<void> {
    const ok = await this.membership.enter();
    if (!ok) return;
    await this.call.ensurePeer();
  }

  private onSignalling(connected: boolean): void {
    if (this.state.phase !== 'in-call' && this.state.phase !== 'joining') return;
    this.store.dispatch({ type: 'signalling', online: connected });
    // The server dropped us from the session with the old socket: join again (decision 091).
    if (connected && this.state.phase === 'in-call') void this.rejoinOnServer();
  }

  private async rejoinOnServer(): Promise<void> {
    const ok = await this.membership.enter();
    const peer = this.call.link;
    if (ok && (!peer || peer.destroyed)) await this.call.ensurePeer();
  }

  /** Hang up and let go of everything: call, PeerJS, screen, camera and microphone. */
  private hangUp(): void {
    this.membership.leave();
    this.call.hangUp();
    this.media.release();
    this.store.publish({ local: null, screen: null, remote: null });
  }
}
