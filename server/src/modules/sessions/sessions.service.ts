import {
  AppError,
  PEERJS_KEY,
  PEERJS_PATH,
  SERVER_EVENTS,
  SESSION_EARLY_JOIN_MINUTES,
  type SessionDto,
  type SessionTokenDto,
  type ServerEvent,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { ChatService } from '../chat/index.ts';
import type { LessonsService } from '../lessons/index.ts';
import type { PresenceService } from '../realtime/index.ts';
import { sessionRoom, type RealtimeHub } from '../realtime/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { parseSessionId, type SessionRef } from './session-id.ts';
import type { SessionSource } from './session-source.ts';
import type { SessionState } from './session-state.ts';
import type { SessionTokens } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { lessonSessionId, type CallAttendance, type LessonAttendance } from './attendance.port.ts';

export interface SessionsServiceDeps {
  lessonsService: Pick<LessonsService, 'get'>;
  /** `interview:<id>` and `demo-session:<id>` (the onboarding area, decision 111). */
  interviews: SessionSource;
  demoSessions: SessionSource;
  chatService: ChatService;
  users: UsersRepository;
  presence: PresenceService;
  realtime: RealtimeHub;
  sessions: SessionsRepository;
  state: SessionState;
  tokens: SessionTokens;
  clock: Clock;
  iceServers: SessionTokenDto['iceServers'];
}

/** A session resolved from its lesson, interview or demo session: when, and who may be in it. */
export interface Session extends SessionRef {
  start: number;
  end: number;
  cancelled: boolean;
  memberIds: string[];
}

type Toggle = 'camera' | 'microphone' | 'screenShare';
export type SignalEvent = Extract<
  ServerEvent,
  'session:offer' | 'session:answer' | 'session:ice-candidate' | 'session:ping' | 'session:pong'
>;

const MINUTE = 60_000;

/**
 * Live sessions of lessons, interviews and demo sessions (decisions 033, 111): members only, and
 * only from ten minutes before the start until the end.
 */
export class SessionsService implements LessonAttendance, CallAttendance {
  constructor(private readonly deps: SessionsServiceDeps) {}

  resolve(sessionId: string): Session {
    const ref = parseSessionId(sessionId);
    if (ref.kind === 'interview') return this.fromSource(ref, this.deps.interviews, 'interview');
    if (ref.kind === 'demo-session')
      return this.fromSource(ref, this.deps.demoSessions, 'demo-session');
    const lesson = this.deps.lessonsService.get(ref.refId);
    if (!lesson) throw new AppError('lesson-not-found');
    return {
      ...ref,
      start: lesson.start,
      end: lesson.start + lesson.duration * MINUTE,
      cancelled: lesson.status === 'cancelled',
      memberIds: [lesson.tutorId, lesson.studentId],
    };
  }

  private fromSource(
    ref: SessionRef,
    source: SessionSource,
    kind: 'interview' | 'demo-session',
  ): Session {
    const found = source(ref.refId);
    if (!found) throw new AppError(`${kind}-not-found`);
    return { ...ref, ...found };
  }

  private memberOf(caller: Pick<Caller, 'id'>, sessionId: string): Session {
    const session = this.resolve(sessionId);
    if (!session.memberIds.includes(caller.id)) throw new AppError('not-session-member');
    return session;
  }

  /** A member, inside the join window of a session that is not cancelled. */
  private openFor(caller: Pick<Caller, 'id'>, sessionId: string): Session {
    const session = this.memberOf(caller, sessionId);
    const now = this.deps.clock.now();
    const opensAt = session.start - SESSION_EARLY_JOIN_MINUTES * MINUTE;
    if (session.cancelled || now < opensAt || now >= session.end)
      throw new AppError('session-closed');
    return session;
  }

  private joinedIn(caller: Pick<Caller, 'id'>, sessionId: string) {
    const session = this.openFor(caller, sessionId);
    const member = this.deps.state.member(session.id, caller.id);
    if (!member) throw new AppError('illegal');
    return { session, member };
  }

  private roomKind(session: Session) {
    return session.kind === 'lesson'
      ? 'Lesson'
      : session.kind === 'interview'
        ? 'Interview'
        : 'DemoSession';
  }

  private dto(session: Session): SessionDto {
    const room = this.deps.chatService.ensureSessionRoom(
      this.roomKind(session),
      session.refId,
      session.memberIds,
    );
    return {
      id: session.id,
      kind: session.kind,
      refId: session.refId,
      start: new Date(session.start).toISOString(),
      end: new Date(session.end).toISOString(),
      opensAt: new Date(session.start - SESSION_EARLY_JOIN_MINUTES * MINUTE).toISOString(),
      roomId: room.id,
      members: session.memberIds.flatMap((id) => {
        const user = this.deps.users.byId(id);
        if (!user) return [];
        const live = this.deps.state.member(session.id, id);
        return [
          {
            userId: id,
            name: user.name,
            role: user.role,
            gender: user.gender ?? null,
            image: user.image,
            online: this.deps.presence.isOnline(id),
            joined: Boolean(live),
            camera: live?.camera ?? false,
            microphone: live?.microphone ?? false,
            screenShare: live?.screenShare ?? false,
            peerId: live?.peerId ?? null,
          },
        ];
      }),
    };
  }

  /** GET /session/{id}: members only, at any time (the waiting screen shows when it opens). */
  get(caller: Caller, sessionId: string): SessionDto {
    return this.dto(this.memberOf(caller, sessionId));
  }

  /** GET /session/token: admits the caller's PeerJS client to this session only. */
  async token(caller: Caller, sessionId: string): Promise<SessionTokenDto> {
    const session = this.openFor(caller, sessionId);
    const peerId = `${session.kind}-${crypto.randomUUID()}`;
    const { token, expiresAt } = await this.deps.tokens.issue({
      userId: caller.id,
      sessionId: session.id,
      peerId,
    });
    return {
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      sessionId: session.id,
      peerId,
      peer: { path: PEERJS_PATH, key: PEERJS_KEY },
      iceServers: this.deps.iceServers,
    };
  }

  /** Whether a PeerJS connection with this token and id may enter (checked at the upgrade). */
  /**
   * The session and user a PeerJS connection is admitted for, or null. A suspended or deleted
   * account is refused even with a session token issued before (decision 196).
   */
  async admitPeer(
    token: string,
    peerId: string,
  ): Promise<{ sessionId: string; userId: string } | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims || claims.peerId !== peerId) return null;
    const user = this.deps.users.byId(claims.userId);
    if (!user || user.deleted || user.suspended) return null;
    try {
      return {
        sessionId: this.openFor({ id: claims.userId }, claims.sessionId).id,
        userId: user.id,
      };
    } catch {
      return null;
    }
  }

  /** Whether the member ever joined the lesson's session, however late or briefly (decision 240). */
  joinedLesson(lessonId: string, userId: string): boolean {
    return this.deps.sessions.hasJoined(lessonSessionId(lessonId), userId);
  }

  /** Whether the member ever joined the session (an onboarding call's applicant). */
  joined(sessionId: string, userId: string): boolean {
    return this.deps.sessions.hasJoined(sessionId, userId);
  }

  /** Every member joined the session and none is in it now (an onboarding call is over). */
  allLeft(sessionId: string, memberIds: readonly string[]): boolean {
    const rows = this.deps.sessions.attendance(sessionId);
    return (
      memberIds.every((id) => rows.some((row) => row.userId === id)) &&
      rows.every((row) => row.leftAt !== null)
    );
  }

  preJoin(caller: Caller, sessionId: string): SessionDto {
    return this.dto(this.openFor(caller, sessionId));
  }

  join(caller: Caller, sessionId: string, socketId: string): SessionDto {
    const session = this.openFor(caller, sessionId);
    if (this.deps.state.join(session.id, caller.id, socketId)) {
      this.deps.sessions.joined(session.id, caller.id, this.deps.clock.now());
      this.emit(
        session,
        SERVER_EVENTS.sessionMemberJoined,
        { sessionId: session.id, userId: caller.id },
        socketId,
      );
    }
    return this.dto(session);
  }

  /** Leaving (or a dropped socket): the last socket of a user closes their attendance row. */
  leave(userId: string, sessionId: string, socketId: string): boolean {
    if (!this.deps.state.leave(sessionId, userId, socketId)) return false;
    this.deps.sessions.left(sessionId, userId, this.deps.clock.now());
    this.deps.realtime.toRoom(
      sessionRoom(sessionId),
      SERVER_EVENTS.sessionMemberLeft,
      { sessionId, userId },
      socketId,
    );
    return true;
  }

  toggle(caller: Caller, sessionId: string, what: Toggle, on: boolean, socketId: string) {
    const { session, member } = this.joinedIn(caller, sessionId);
    member[what] = on;
    this.emitUpdated(session, caller.id, socketId);
    return { [what]: on };
  }

  registerPeer(caller: Caller, sessionId: string, peerId: string, socketId: string) {
    const { session, member } = this.joinedIn(caller, sessionId);
    member.peerId = peerId;
    this.emitUpdated(session, caller.id, socketId);
    return { peerId };
  }

  /** Offer, answer, ICE candidate, ping, pong: to one other joined member, else `unreachable`. */
  relay(
    caller: Caller,
    event: SignalEvent,
    input: { sessionId: string; to: string; payload?: unknown },
  ) {
    const { session } = this.joinedIn(caller, input.sessionId);
    if (!session.memberIds.includes(input.to) || input.to === caller.id)
      throw new AppError('not-session-member');
    const targets = this.deps.realtime.socketIdsOf(input.to, sessionRoom(session.id));
    if (targets.length === 0) throw new AppError('service-unavailable');
    this.deps.realtime.toSockets(targets, event, {
      sessionId: session.id,
      from: caller.id,
      payload: input.payload,
    });
  }

  private emitUpdated(session: Session, userId: string, socketId: string) {
    const member = this.deps.state.member(session.id, userId)!;
    this.emit(
      session,
      SERVER_EVENTS.sessionMemberUpdated,
      {
        sessionId: session.id,
        userId,
        camera: member.camera,
        microphone: member.microphone,
        screenShare: member.screenShare,
        peerId: member.peerId,
      },
      socketId,
    );
  }

  private emit(session: Session, event: ServerEvent, payload: unknown, exceptSocketId: string) {
    this.deps.realtime.toRoom(sessionRoom(session.id), event, payload, exceptSocketId);
  }

  attendance(sessionId: string) {
    return this.deps.sessions.attendance(sessionId);
  }
}
