import { CLIENT_EVENTS, SERVER_EVENTS, type SessionDto } from '@kalam/shared';
import type { RoomStore } from './room-store.ts';
import type { MemberUpdate } from './session-machine.ts';
import { ackCode, type SignalPort } from './session-signals.ts';

/** The ready screen refreshes who is already inside this often (session:pre-join). */
export const PRE_JOIN_EVERY_MS = 5_000;

interface SessionEventPayload {
  sessionId: string;
  userId: string;
}

export interface MembershipDeps {
  store: RoomStore;
  sessionId: string;
  signals: SignalPort;
  now: () => number;
  /** Whether we share our screen now: a re-join must say so again. */
  sharingScreen(): boolean;
  /** Our PeerJS client, if any: the server relays its id to the other member. */
  peer(): { readonly id: string; readonly open: boolean } | null;
  /** The other member's peer id may just have arrived: the caller may call now. */
  maybeCall(): void;
}

/**
 * Our membership of the session on the server, over the app's socket (decisions 033 and 090):
 * who else is inside, joining and leaving, and what we tell the others about our camera,
 * microphone, screen and PeerJS id.
 */
export class RoomMembership {
  private lastPreJoin = 0;
  /** Set while we are (or should be) in the session on the server. */
  private inSession = false;

  constructor(private readonly deps: MembershipDeps) {}

  /** Follows the others' comings and goings; returns the ways to stop listening. */
  listen(): (() => void)[] {
    const { signals, sessionId, store } = this.deps;
    const mine = (p: SessionEventPayload | undefined) => p?.sessionId === sessionId;
    return [
      signals.on<SessionEventPayload>(SERVER_EVENTS.sessionMemberJoined, (p) => {
        if (mine(p)) store.dispatch({ type: 'member-joined', userId: p.userId });
      }),
      signals.on<SessionEventPayload>(SERVER_EVENTS.sessionMemberLeft, (p) => {
        if (mine(p)) store.dispatch({ type: 'member-left', userId: p.userId });
      }),
      signals.on<MemberUpdate & { sessionId: string }>(SERVER_EVENTS.sessionMemberUpdated, (p) => {
        if (!mine(p)) return;
        const { sessionId: _, ...update } = p;
        store.dispatch({ type: 'member-updated', update });
        this.deps.maybeCall();
      }),
    ];
  }

  onTick(now: number): void {
    if (this.deps.store.state.phase === 'ready' && now - this.lastPreJoin >= PRE_JOIN_EVERY_MS)
      void this.preJoin();
  }

  /** Who is inside already: the ready screen shows it (members not yet in get no events). */
  async preJoin(): Promise<void> {
    const { store } = this.deps;
    this.lastPreJoin = this.deps.now();
    const ack = await this.deps.signals.emit<SessionDto>(CLIENT_EVENTS.sessionPreJoin, {
      sessionId: this.deps.sessionId,
    });
    if (ack.result !== 'ok' || !ack.data || store.state.phase !== 'ready') return;
    for (const m of ack.data.members)
      store.dispatch(
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

  /** session:join, then tell the others our camera and microphone (the server starts at off). */
  async enter(): Promise<boolean> {
    const { store } = this.deps;
    const ack = await this.deps.signals.emit<SessionDto>(CLIENT_EVENTS.sessionJoin, {
      sessionId: this.deps.sessionId,
    });
    if (store.disposed || (store.state.phase !== 'joining' && store.state.phase !== 'in-call')) {
      // Left while the answer was on its way: undo the join on the server.
      if (ack.result === 'ok') void this.emitLeave();
      return false;
    }
    if (ack.result !== 'ok' || !ack.data) {
      store.dispatch({ type: 'join-failed', code: ackCode(ack), now: this.deps.now() });
      return false;
    }
    this.inSession = true;
    store.dispatch({ type: 'joined', session: ack.data });
    await Promise.all([
      this.announce('camera'),
      this.announce('microphone'),
      ...(this.deps.sharingScreen() ? [this.announce('screenShare')] : []),
    ]);
    if (this.deps.peer()?.open) await this.registerPeer();
    return true;
  }

  announce(what: 'camera' | 'microphone' | 'screenShare') {
    const event = {
      camera: CLIENT_EVENTS.sessionCamera,
      microphone: CLIENT_EVENTS.sessionMicrophone,
      screenShare: CLIENT_EVENTS.sessionScreenShare,
    }[what];
    return this.deps.signals.emit(event, {
      sessionId: this.deps.sessionId,
      on: this.deps.store.state.local[what],
    });
  }

  async registerPeer(): Promise<void> {
    const peer = this.deps.peer();
    if (!peer) return;
    await this.deps.signals.emit(CLIENT_EVENTS.sessionRegisterPeer, {
      sessionId: this.deps.sessionId,
      peerId: peer.id,
    });
    this.deps.maybeCall();
  }

  /** Leaves the session on the server, once, if we had entered it. */
  leave(): void {
    if (this.inSession) void this.emitLeave();
    this.inSession = false;
  }

  private emitLeave() {
    return this.deps.signals.emit(CLIENT_EVENTS.sessionLeave, { sessionId: this.deps.sessionId });
  }
}
