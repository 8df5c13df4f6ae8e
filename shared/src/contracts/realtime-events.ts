/**
 * The realtime contract's names (spec §7 Realtime, §8 acknowledgement results): event names,
 * the acknowledgement, channels and session ids. No zod here, so a screen that only listens for
 * an event does not carry the payload schemas (contracts/realtime.ts has those).
 */

import type { LessonDto } from './scheduling.ts';
import type { OnboardingProgressDto, OnboardingStep } from './intro-videos.ts';
import type { DemoSessionDto, InterviewDto } from './onboarding.ts';

/** Spec §8: every client event is answered through an acknowledgement with one of these. */
export const ACK_RESULTS = [
  'ok',
  'empty-text',
  'room-not-found',
  'message-not-found',
  'lesson-not-found',
  'interview-not-found',
  'not-member',
  'not-owner',
  'unreachable',
  'unallowed',
  'invalid-session-id',
] as const;
export type AckResult = (typeof ACK_RESULTS)[number];

/**
 * The acknowledgement. `data` carries the result of an `ok`, or `{ code, message }` (the
 * catalogue code and its Arabic text) when a refusal needs more than its result to explain.
 */
export interface Ack<T = unknown> {
  result: AckResult;
  data?: T;
}

/** Events the client sends (each answered by an Ack). */
export const CLIENT_EVENTS = {
  joinRooms: 'chat:join-rooms',
  sendMessage: 'chat:send',
  updateMessage: 'chat:update',
  deleteMessage: 'chat:delete',
  markRead: 'chat:mark-read',
  typing: 'chat:typing',
  joinChannel: 'channel:join',
  leaveChannel: 'channel:leave',
  sessionPreJoin: 'session:pre-join',
  sessionJoin: 'session:join',
  sessionLeave: 'session:leave',
  sessionOffer: 'session:offer',
  sessionAnswer: 'session:answer',
  sessionIceCandidate: 'session:ice-candidate',
  sessionPing: 'session:ping',
  sessionPong: 'session:pong',
  sessionCamera: 'session:camera',
  sessionMicrophone: 'session:microphone',
  sessionScreenShare: 'session:screen-share',
  sessionRegisterPeer: 'session:register-peer',
} as const;
export type ClientEvent = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];

/** Events the server sends. */
export const SERVER_EVENTS = {
  messageCreated: 'chat:message-created',
  messageUpdated: 'chat:message-updated',
  messageDeleted: 'chat:message-deleted',
  messageRead: 'chat:message-read',
  typing: 'chat:typing',
  joinedRooms: 'chat:joined-rooms',
  userStatusChanged: 'user:status-changed',
  sessionMemberJoined: 'session:member-joined',
  sessionMemberLeft: 'session:member-left',
  sessionMemberUpdated: 'session:member-updated',
  sessionOffer: 'session:offer',
  sessionAnswer: 'session:answer',
  sessionIceCandidate: 'session:ice-candidate',
  sessionPing: 'session:ping',
  sessionPong: 'session:pong',
  tutorsCacheUpdated: 'tutors-cache:updated',
  tutorUpdated: 'tutor:updated',
  lessonBooked: 'lesson:booked',
  lessonRebooked: 'lesson:rebooked',
  lessonCanceled: 'lesson:canceled',
  invoiceUpdated: 'invoice:updated',
  invoiceDeleted: 'invoice:deleted',
  serverStats: 'server:stats',
  transactionStatusUpdate: 'transaction:status-update',
  onboardingChanged: 'onboarding:changed',
} as const;
export type ServerEvent = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/** Spec §7 channels: 'tutors-cache' for anyone signed in, the other two for admins only. */
export const REALTIME_CHANNELS = ['tutors-cache', 'admin-invoices', 'server-stats'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

/** Where socket.io listens (same HTTP server as the API). */
export const SOCKET_IO_PATH = '/socket.io';
/** Where our PeerJS server listens; the PeerJS client is given this as `path`. */
export const PEERJS_PATH = '/peerjs';
export const PEERJS_KEY = 'peerjs';

/**
 * What `lesson:booked`, `lesson:rebooked` and `lesson:canceled` carry to each member: the ids and
 * the lesson as that member reads it from `GET /lesson/{id}` (null once it is gone), so a screen
 * shows the change without asking again (decision 157).
 */
export interface LessonEventPayload {
  lessonId: string;
  tutorId: string;
  studentId: string;
  canceledBy?: string;
  lesson: LessonDto | null;
}

/**
 * What `onboarding:changed` carries to the tutor and the staff of the step (decision 186): an
 * intro video sent or reviewed, an interview or demo session booked or decided, a photo session
 * scheduled or moved. It carries the facts as that user reads them, so the tutor's
 * `/t/onboarding` and the managers' `/interviews` change without asking again.
 */
export interface OnboardingEventPayload {
  tutorId: string;
  step: OnboardingStep;
  /** The intro video, interview, demo session or photo session that changed. */
  id: string;
  /** The tutor's four steps as `GET /onboarding/progress` reads them (null if unreadable). */
  progress: OnboardingProgressDto | null;
  /** The interview as this user reads it (the applicant without the note); null otherwise. */
  interview: InterviewDto | null;
  /** The demo session as `GET /demo-session/list` reads it; null otherwise. */
  demoSession: DemoSessionDto | null;
}

export interface UserStatusChanged {
  userId: string;
  online: boolean;
}

export interface ServerStats {
  at: string;
  connections: number;
  onlineUsers: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  requestsPerSecond: number;
}

/**
 * Live sessions (spec §2 session room). A session id names its kind and the id of the lesson,
 * interview or demo session: `lesson:<id>`, `interview:<id>`, `demo-session:<id>`.
 */
export const SESSION_KINDS = ['lesson', 'interview', 'demo-session'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const SESSION_ID_PATTERN = /^(lesson|interview|demo-session):([0-9a-zA-Z_-]{1,64})$/;
/** Members may enter this long before a lesson starts (and until it ends). */
export const SESSION_EARLY_JOIN_MINUTES = 10;
