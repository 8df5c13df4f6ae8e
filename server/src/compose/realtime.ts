import { groupCommitFor } from '../kernel/group-commit.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { ChangeClock } from '../kernel/change-clock.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import { ChatRepository } from '../modules/chat/chat.repository.ts';
import { ChatService } from '../modules/chat/chat.service.ts';
import type { LessonsService } from '../modules/lessons/lessons.service.ts';
import type { DemoSessionsService } from '../modules/onboarding/demo-sessions.service.ts';
import type { InterviewsService } from '../modules/onboarding/interviews.service.ts';
import { SessionState } from '../modules/sessions/session-state.ts';
import { SessionTokens } from '../modules/sessions/session-tokens.ts';
import { SessionsRepository } from '../modules/sessions/sessions.repository.ts';
import { SessionsService } from '../modules/sessions/sessions.service.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';
import { PresenceService } from '../modules/realtime/presence.service.ts';
import { RealtimeHub } from '../modules/realtime/realtime.hub.ts';

export interface RealtimeBase {
  config: Config;
  db: Db;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
  users: UsersRepository;
  /** The token secret; session tokens use a key derived from it. */
  secret: string;
  /** Read when a session is resolved (the lessons area is built beside this one). */
  lessons: () => Pick<LessonsService, 'get'>;
  /** Interviews and demo sessions, resolved likewise (decision 110). */
  onboarding: () => {
    interviewsService: Pick<InterviewsService, 'session'>;
    demoSessionsService: Pick<DemoSessionsService, 'session'>;
  };
}

/** The realtime area's services (presence, hub, chat, sessions), wired once. */
export function realtimeServices(base: RealtimeBase) {
  const presence = new PresenceService();
  const realtime = new RealtimeHub();
  const chatService = new ChatService({
    chat: new ChatRepository(base.db),
    writes: groupCommitFor(base.db),
    users: base.users,
    presence,
    realtime,
    clock: base.clock,
    changeClock: base.changeClock,
    bus: base.bus,
  });
  const sessionsService = new SessionsService({
    lessonsService: { get: (id) => base.lessons().get(id) },
    interviews: (id) => base.onboarding().interviewsService.session(id),
    demoSessions: (id) => base.onboarding().demoSessionsService.session(id),
    chatService,
    users: base.users,
    presence,
    realtime,
    sessions: new SessionsRepository(base.db),
    state: new SessionState(),
    tokens: new SessionTokens(base.secret, base.clock),
    clock: base.clock,
    iceServers: base.config.iceServers,
  });
  return { presence, realtime, chatService, sessionsService };
}
