import { z } from 'zod';

/**
 * The realtime contract (spec §7 Realtime, §8 acknowledgement results): event names, the
 * acknowledgement every client event answers with, channels and payloads. Server and PWA both
 * import these, so a name lives in one place.
 */

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
} as const;
export type ServerEvent = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/** Spec §7 channels: 'tutors-cache' for anyone signed in, the other two for admins only. */
export const REALTIME_CHANNELS = ['tutors-cache', 'admin-invoices', 'server-stats'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

export const channelPayloadSchema = z.object({ channel: z.enum(REALTIME_CHANNELS) });

/** Where socket.io listens (same HTTP server as the API). */
export const SOCKET_IO_PATH = '/socket.io';
/** Where our PeerJS server listens; the PeerJS client is given this as `path`. */
export const PEERJS_PATH = '/peerjs';
export const PEERJS_KEY = 'peerjs';

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

export const sessionIdSchema = z.string().regex(SESSION_ID_PATTERN, 'invalid-type');
/** A PeerJS id: the server hands it out with the session token. */
export const peerIdSchema = z.string().regex(/^[0-9a-zA-Z_-]{8,80}$/, 'invalid-type');

export const sessionPayloadSchema = z.object({ sessionId: z.string() });
export const sessionTogglePayloadSchema = z.object({ sessionId: z.string(), on: z.boolean() });
export const sessionRegisterPeerPayloadSchema = z.object({
  sessionId: z.string(),
  peerId: peerIdSchema,
});
/** Offer, answer, ICE candidate, ping and pong: relayed to one other member of the session. */
export const sessionSignalPayloadSchema = z.object({
  sessionId: z.string(),
  to: z.string().min(1).max(64),
  payload: z.unknown().optional(),
});

export const sessionMemberDtoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  image: z.string().nullable(),
  online: z.boolean(),
  joined: z.boolean(),
  camera: z.boolean(),
  microphone: z.boolean(),
  screenShare: z.boolean(),
  peerId: z.string().nullable(),
});
export type SessionMemberDto = z.infer<typeof sessionMemberDtoSchema>;

export const sessionDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(SESSION_KINDS),
  refId: z.string(),
  start: z.string(),
  end: z.string(),
  /** From when members may join (start minus SESSION_EARLY_JOIN_MINUTES). */
  opensAt: z.string(),
  /** The chat room of the session (kind Lesson, Interview or DemoSession). */
  roomId: z.string().nullable(),
  members: z.array(sessionMemberDtoSchema),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const sessionTokenDtoSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  sessionId: z.string(),
  /** Give both to the PeerJS client: `new Peer(peerId, { token, path, key, config: { iceServers } })`. */
  peerId: z.string(),
  peer: z.object({ path: z.string(), key: z.string() }),
  iceServers: z.array(iceServerSchema),
});
export type SessionTokenDto = z.infer<typeof sessionTokenDtoSchema>;
