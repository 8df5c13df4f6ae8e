import type { SessionTokenDto } from '@kalam/shared';
import { codeOf } from './failure-code.ts';
import type {
  CallLink,
  LocalStream,
  PeerLink,
  PeerPort,
  ScreenCapture,
  SessionApi,
} from './ports.ts';
import type { RoomStore } from './room-store.ts';
import { callsFirst, othersOf } from './session-machine.ts';

/** A call with no remote stream after this long is started again (decision 091). */
export const CALL_STALL_MS = 10_000;
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

export interface CallDeps {
  store: RoomStore;
  sessionId: string;
  myId: string;
  api: SessionApi;
  peers: PeerPort;
  now: () => number;
  /** What we send: the camera, or the screen in its place. */
  media: { readonly local: LocalStream | null; readonly screen: ScreenCapture | null };
  /** PeerJS admitted our client: the server must learn its id before the other side can call. */
  onPeerOpen(): void;
}

/**
 * The PeerJS client and the one call with the other member (decisions 090 and 091): who calls,
 * who answers, and how each of the two links (PeerJS's socket, the media itself) comes back
 * after a drop without asking the person to do anything.
 */
export class RoomCall {
  private peer: PeerLink | null = null;
  /** Replaced PeerJS clients whose call still carries the picture: closed when we hang up. */
  private retired: PeerLink[] = [];
  private call: CallLink | null = null;
  private callStartedAt = 0;
  private callHasStream = false;
  private peerRetryMs = PEER_RETRY_MS;
  private peerRetry: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: CallDeps) {}

  /** Our PeerJS client, whose id the server relays to the other member. */
  get link(): PeerLink | null {
    return this.peer;
  }

  /** Without a call there is nothing to swap: a call wired later picks up the screen itself. */
  sendVideo(track: MediaStreamTrack): Promise<unknown> | undefined {
    return this.call?.replaceVideoTrack(track).catch(() => undefined);
  }

  onTick(now: number): void {
    const { store } = this.deps;
    if (store.state.phase === 'in-call' && !this.call) this.maybeCall();
    // A call that never brought the other side's picture is placed again by the caller.
    if (
      store.state.phase === 'in-call' &&
      this.call &&
      !this.callHasStream &&
      now - this.callStartedAt >= CALL_STALL_MS
    ) {
      this.dropCall();
      this.maybeCall();
    }
  }

  /** A PeerJS client with a fresh session grant (token, peer id, ICE servers). */
  async ensurePeer(): Promise<void> {
    if (this.peer && !this.peer.destroyed) return;
    const { store } = this.deps;
    let grant: SessionTokenDto;
    try {
      grant = await this.deps.api.token(this.deps.sessionId);
    } catch (error) {
      if (store.state.phase !== 'in-call') return;
      if (codeOf(error) === 'session-closed')
        store.dispatch({ type: 'tick', now: this.deps.now() });
      else this.schedulePeerRetry();
      return;
    }
    if (store.disposed || store.state.phase !== 'in-call') return;
    const peer = this.deps.peers.connect(grant, {
      onOpen: () => {
        if (this.peer !== peer) return;
        this.peerRetryMs = PEER_RETRY_MS;
        this.deps.onPeerOpen();
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
    if (this.peerRetry || this.deps.store.disposed) return;
    const wait = this.peerRetryMs;
    this.peerRetryMs = Math.min(this.peerRetryMs * 2, PEER_RETRY_MAX_MS);
    this.peerRetry = setTimeout(() => {
      this.peerRetry = null;
      if (this.deps.store.state.phase !== 'in-call') return;
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

  /** Exactly one side calls (decision 090), so offers never cross. */
  maybeCall(): void {
    const { store, myId } = this.deps;
    const peer = this.peer;
    const local = this.deps.media.local;
    if (store.state.phase !== 'in-call' || !peer?.open || !local) return;
    const other = othersOf(store.state, myId).find((m) => m.joined && m.peerId);
    if (!other?.peerId || !callsFirst(myId, other.userId)) return;
    if (this.call?.remotePeerId === other.peerId) return;
    this.dropCall();
    this.wire(peer.call(other.peerId, local.stream));
  }

  private answer(call: CallLink): void {
    const local = this.deps.media.local;
    if (this.deps.store.state.phase !== 'in-call' || !local) {
      call.close();
      return;
    }
    // A new call from the other side replaces the old one (they reconnected with a new id).
    this.dropCall();
    call.answer(local.stream);
    this.wire(call);
  }

  private wire(call: CallLink): void {
    const { store } = this.deps;
    this.call = call;
    this.callStartedAt = this.deps.now();
    this.callHasStream = false;
    store.dispatch({ type: 'link', state: 'connecting' });
    call.onStream((stream) => {
      if (this.call !== call) return;
      this.callHasStream = true;
      store.publish({ remote: stream });
      store.dispatch({ type: 'link', state: 'connected' });
      const screen = this.deps.media.screen;
      if (screen) void call.replaceVideoTrack(screen.track).catch(() => {});
    });
    call.onIceState((ice) => {
      if (this.call !== call) return;
      if (ice === 'connected' || ice === 'completed')
        store.dispatch({ type: 'link', state: this.callHasStream ? 'connected' : 'connecting' });
      if (ice === 'disconnected') store.dispatch({ type: 'link', state: 'lost' });
      if (ice === 'failed') {
        this.dropCall();
        this.maybeCall();
      }
    });
    call.onClose(() => {
      if (this.call !== call) return;
      this.call = null;
      this.callHasStream = false;
      store.publish({ remote: null });
      store.dispatch({ type: 'link', state: 'lost' });
      this.maybeCall();
    });
  }

  private dropCall(): void {
    const call = this.call;
    this.call = null;
    this.callHasStream = false;
    if (this.deps.store.snapshot.remote) this.deps.store.publish({ remote: null });
    call?.close();
  }

  /** Closes the call and every PeerJS client; the caller clears the snapshot's streams. */
  hangUp(): void {
    if (this.peerRetry) clearTimeout(this.peerRetry);
    this.peerRetry = null;
    this.dropCall();
    this.peer?.destroy();
    this.peer = null;
    for (const old of this.retired.splice(0)) old.destroy();
  }
}
