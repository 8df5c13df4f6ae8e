// The realtime area's public face: what other areas may use (decision 156).
export { onEvent } from './ack.ts';
export type { PresenceService } from './presence.service.ts';
export { chatRoom, sessionRoom } from './realtime.hub.ts';
export type { RealtimeHub } from './realtime.hub.ts';
