import { z } from 'zod';
import { GENDERS } from '../enums.ts';
import { REALTIME_CHANNELS, SESSION_ID_PATTERN, SESSION_KINDS } from './realtime-events.ts';

export * from './realtime-events.ts';

/** The realtime payload schemas (the names live in realtime-events.ts). */
export const channelPayloadSchema = z.object({ channel: z.enum(REALTIME_CHANNELS) });

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
  /** So the room speaks about them in their gender («سلمى قفلت الكاميرا»); null when not given. */
  gender: z.enum(GENDERS).nullable(),
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
