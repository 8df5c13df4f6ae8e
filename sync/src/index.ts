/**
 * @kalam/sync — the replication protocol shared by the server and the PWA: the version, the
 * collections (RxDB schemas and write rules), the message types and the server-side handler.
 * The RxDB client (`replicate`, `SyncStream`) is `@kalam/sync/client`, so the server never
 * loads RxDB.
 */
export * from './protocol.ts';
export {
  SYNC_COLLECTIONS,
  fieldsOf,
  replicationIdentifier,
  rxCollectionsConfig,
  type SyncCollectionDefinition,
  type SyncDocTypes,
  type SyncWriteRules,
} from './collections.ts';
export type { AvailabilityDoc } from './schemas/availability.schema.ts';
export type { ChatMessageDoc } from './schemas/chat-messages.schema.ts';
export type { ChatReadDoc } from './schemas/chat-reads.schema.ts';
export type { ChatRoomDoc, ChatRoomMemberDoc } from './schemas/chat-rooms.schema.ts';
export { chatRoomMigrations } from './schemas/chat-rooms.schema.ts';
export type { LessonDoc, LessonPersonDoc } from './schemas/lessons.schema.ts';
export type { PlanDoc } from './schemas/plans.schema.ts';
export type { ProfileDoc } from './schemas/profile.schema.ts';
export type { SubscriptionDoc } from './schemas/subscriptions.schema.ts';
export type { TopicDoc } from './schemas/topics.schema.ts';
export {
  createSyncHandler,
  type PullRequest,
  type PushRequest,
  type StreamRequest,
  type SyncHandler,
} from './server/sync-handler.ts';
export type { Checked } from './server/request.ts';
export type {
  SyncCaller,
  SyncStorage,
  SyncWrite,
  SyncWriteOutcome,
} from './server/storage.port.ts';
