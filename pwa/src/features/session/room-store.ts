import {
  initialRoomState,
  sessionReducer,
  type SessionEvent,
  type SessionPhase,
  type SessionRoomState,
} from './session-machine.ts';

/** What the screens draw: the machine's state and the streams to put in <video> elements. */
export interface RoomSnapshot {
  state: SessionRoomState;
  local: MediaStream | null;
  screen: MediaStream | null;
  remote: MediaStream | null;
}

/**
 * The one place the room's snapshot changes, so the screens (useSyncExternalStore) hear of every
 * change and the effects of a new phase run exactly once, whichever part of the room caused it.
 */
export class RoomStore {
  private current: RoomSnapshot = {
    state: initialRoomState,
    local: null,
    screen: null,
    remote: null,
  };
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly onPhase: (phase: SessionPhase, from: SessionPhase) => void) {}

  get snapshot(): RoomSnapshot {
    return this.current;
  }

  get state(): SessionRoomState {
    return this.current.state;
  }

  /** Set once the page is left: answers still on their way must not open anything again. */
  get disposed(): boolean {
    return this.closed;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispatch(event: SessionEvent): void {
    if (this.closed) return;
    const before = this.state;
    const after = sessionReducer(before, event);
    if (after === before) return;
    this.publish({ state: after });
    if (after.phase !== before.phase) this.onPhase(after.phase, before.phase);
  }

  publish(patch: Partial<RoomSnapshot>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
