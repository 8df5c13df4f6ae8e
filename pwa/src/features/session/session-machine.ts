import type { ErrorCode, SessionDto, SessionMemberDto } from '@kalam/shared';

/**
 * The session room as a pure state machine (spec §2 "Lesson and interview session room",
 * decision 090). The controller feeds it what happened (the server answered, the camera opened,
 * the socket dropped…) and performs the effects of each new phase; the screens only draw it.
 *
 *   loading → waiting (before it opens) → devices → ready → joining → in-call → left
 *                     ↘ device-error ⇄ devices        ↘ (time is up) → ended
 *   loading → unavailable (not found, not a member, bad address)
 */
export type SessionPhase =
  | 'loading'
  | 'unavailable'
  | 'waiting'
  | 'devices'
  | 'device-error'
  | 'ready'
  | 'joining'
  | 'in-call'
  | 'left'
  | 'ended';

export interface LocalMedia {
  /** What the device gave us: a camera may be missing while the microphone works. */
  hasVideo: boolean;
  hasAudio: boolean;
  camera: boolean;
  microphone: boolean;
  screenShare: boolean;
}

/** The video link with the other member. */
export type LinkState = 'idle' | 'connecting' | 'connected' | 'lost';

export interface SessionRoomState {
  phase: SessionPhase;
  session: SessionDto | null;
  /** Why the room is unavailable, why the devices failed, or why the last join was refused. */
  error: ErrorCode | null;
  local: LocalMedia;
  /** The realtime socket while in the call: a drop shows «reconnecting» until it is back. */
  signalling: 'online' | 'reconnecting';
  link: LinkState;
}

export type MemberUpdate = Pick<SessionMemberDto, 'userId'> &
  Partial<Pick<SessionMemberDto, 'camera' | 'microphone' | 'screenShare' | 'peerId'>>;

export type SessionEvent =
  | { type: 'loaded'; session: SessionDto; now: number }
  | { type: 'load-failed'; code: ErrorCode }
  | { type: 'tick'; now: number }
  | { type: 'devices-opened'; hasVideo: boolean; hasAudio: boolean }
  | { type: 'devices-failed'; code: ErrorCode }
  | { type: 'retry-devices' }
  | { type: 'toggle'; what: 'camera' | 'microphone' }
  | { type: 'screen-share'; on: boolean }
  | { type: 'join' }
  | { type: 'joined'; session: SessionDto }
  | { type: 'join-failed'; code: ErrorCode; now: number }
  | { type: 'member-joined'; userId: string }
  | { type: 'member-left'; userId: string }
  | { type: 'member-updated'; update: MemberUpdate }
  | { type: 'signalling'; online: boolean }
  | { type: 'link'; state: LinkState }
  | { type: 'leave' }
  | { type: 'rejoin' };

const NO_MEDIA: LocalMedia = {
  hasVideo: false,
  hasAudio: false,
  camera: false,
  microphone: false,
  screenShare: false,
};

export const initialRoomState: SessionRoomState = {
  phase: 'loading',
  session: null,
  error: null,
  local: NO_MEDIA,
  signalling: 'online',
  link: 'idle',
};

/** Phases in which the person holds their camera and microphone. */
const WITH_MEDIA: ReadonlySet<SessionPhase> = new Set(['ready', 'joining', 'in-call']);
/** Phases that end when the session's time is up. */
const TIMED: ReadonlySet<SessionPhase> = new Set([
  'devices',
  'device-error',
  'ready',
  'joining',
  'in-call',
]);

export const hasMedia = (phase: SessionPhase) => WITH_MEDIA.has(phase);

/** Where a session stands at an instant: not open yet, open, or over. */
export function windowAt(session: Pick<SessionDto, 'opensAt' | 'end'>, now: number) {
  if (now < Date.parse(session.opensAt)) return 'before' as const;
  if (now >= Date.parse(session.end)) return 'after' as const;
  return 'open' as const;
}

const phaseFor = (session: SessionDto, now: number): SessionPhase => {
  const at = windowAt(session, now);
  return at === 'before' ? 'waiting' : at === 'after' ? 'ended' : 'devices';
};

function patchMember(
  state: SessionRoomState,
  userId: string,
  patch: Partial<SessionMemberDto>,
): SessionRoomState {
  if (!state.session) return state;
  const members = state.session.members.map((m) => (m.userId === userId ? { ...m, ...patch } : m));
  return { ...state, session: { ...state.session, members } };
}

export function sessionReducer(state: SessionRoomState, event: SessionEvent): SessionRoomState {
  switch (event.type) {
    case 'loaded':
      return {
        ...state,
        session: event.session,
        error: null,
        phase: phaseFor(event.session, event.now),
      };
    case 'load-failed':
      return { ...state, phase: 'unavailable', error: event.code };
    case 'tick': {
      if (!state.session) return state;
      const at = windowAt(state.session, event.now);
      if (state.phase === 'waiting' && at !== 'before')
        return { ...state, phase: at === 'open' ? 'devices' : 'ended' };
      if (TIMED.has(state.phase) && at === 'after')
        return { ...state, phase: 'ended', local: NO_MEDIA, link: 'idle' };
      return state;
    }
    case 'devices-opened':
      if (state.phase !== 'devices') return state;
      return {
        ...state,
        phase: 'ready',
        error: null,
        local: {
          hasVideo: event.hasVideo,
          hasAudio: event.hasAudio,
          camera: event.hasVideo,
          microphone: event.hasAudio,
          screenShare: false,
        },
      };
    case 'devices-failed':
      if (state.phase !== 'devices') return state;
      return { ...state, phase: 'device-error', error: event.code, local: NO_MEDIA };
    case 'retry-devices':
      return state.phase === 'device-error' ? { ...state, phase: 'devices', error: null } : state;
    case 'toggle': {
      if (!hasMedia(state.phase)) return state;
      const present = event.what === 'camera' ? state.local.hasVideo : state.local.hasAudio;
      if (!present) return state;
      return { ...state, local: { ...state.local, [event.what]: !state.local[event.what] } };
    }
    case 'screen-share':
      if (state.phase !== 'in-call') return state;
      return { ...state, local: { ...state.local, screenShare: event.on } };
    case 'join':
      return state.phase === 'ready' ? { ...state, phase: 'joining', error: null } : state;
    case 'joined':
      if (state.phase !== 'joining' && state.phase !== 'in-call') return state;
      return {
        ...state,
        phase: 'in-call',
        session: event.session,
        error: null,
        signalling: 'online',
        link: state.phase === 'in-call' ? state.link : 'connecting',
      };
    case 'join-failed': {
      if (state.phase !== 'joining' && state.phase !== 'in-call') return state;
      const over = state.session && windowAt(state.session, event.now) === 'after';
      if (event.code === 'session-closed' && over)
        return { ...state, phase: 'ended', error: null, local: NO_MEDIA, link: 'idle' };
      // A refused first join goes back to the ready screen with the reason; a refused re-join
      // (after a reconnect) keeps the call and keeps trying.
      return state.phase === 'joining' ? { ...state, phase: 'ready', error: event.code } : state;
    }
    case 'member-joined':
      return patchMember(state, event.userId, { joined: true, online: true });
    case 'member-left':
      return patchMember(state, event.userId, {
        joined: false,
        camera: false,
        microphone: false,
        screenShare: false,
        peerId: null,
      });
    case 'member-updated': {
      const { userId, ...patch } = event.update;
      return patchMember(state, userId, { joined: true, ...patch });
    }
    case 'signalling':
      if (state.phase !== 'in-call' && state.phase !== 'joining') return state;
      return { ...state, signalling: event.online ? 'online' : 'reconnecting' };
    case 'link':
      return state.phase === 'in-call' ? { ...state, link: event.state } : state;
    case 'leave':
      if (!hasMedia(state.phase) && state.phase !== 'devices' && state.phase !== 'device-error')
        return state;
      return { ...state, phase: 'left', local: NO_MEDIA, link: 'idle', error: null };
    case 'rejoin':
      return state.phase === 'left' ? { ...state, phase: 'devices', error: null } : state;
  }
}

/** Everyone in the session but me. */
export function othersOf(state: SessionRoomState, myId: string): SessionMemberDto[] {
  return state.session?.members.filter((m) => m.userId !== myId) ?? [];
}

/**
 * Exactly one side starts the call, so two offers never cross: the member with the smaller
 * user id calls, the other answers (decision 090).
 */
export function callsFirst(myId: string, otherId: string): boolean {
  return myId < otherId;
}

/** Spec §2 rating dialog: a student rates the tutor of a lesson once its time is over. */
export function mayRate(
  session: Pick<SessionDto, 'kind' | 'end'> | null,
  role: string | undefined,
  now: number,
): boolean {
  return Boolean(
    session && session.kind === 'lesson' && role === 'Student' && now >= Date.parse(session.end),
  );
}
