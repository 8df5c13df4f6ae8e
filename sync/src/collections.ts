import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { SyncCollectionName } from './protocol.ts';
import { availabilitySchema, type AvailabilityDoc } from './schemas/availability.schema.ts';
import { chatMessageSchema, type ChatMessageDoc } from './schemas/chat-messages.schema.ts';
import { chatReadSchema, type ChatReadDoc } from './schemas/chat-reads.schema.ts';
import {
  chatRoomMigrations,
  chatRoomSchema,
  type ChatRoomDoc,
} from './schemas/chat-rooms.schema.ts';
import { lessonSchema, type LessonDoc } from './schemas/lessons.schema.ts';
import { planSchema, type PlanDoc } from './schemas/plans.schema.ts';
import { profileSchema, type ProfileDoc } from './schemas/profile.schema.ts';
import { subscriptionSchema, type SubscriptionDoc } from './schemas/subscriptions.schema.ts';
import { topicSchema, type TopicDoc } from './schemas/topics.schema.ts';

/** The document type of each replicated collection. */
export interface SyncDocTypes {
  lessons: LessonDoc;
  availability: AvailabilityDoc;
  'chat-rooms': ChatRoomDoc;
  'chat-messages': ChatMessageDoc;
  'chat-reads': ChatReadDoc;
  topics: TopicDoc;
  plans: PlanDoc;
  subscriptions: SubscriptionDoc;
  profile: ProfileDoc;
}

/**
 * What a client may write offline into a collection (S4). Everything else is read-only; a
 * field not named here may not change, except `serverFields`, whose client values are ignored.
 */
export interface SyncWriteRules {
  /** Fields a client may change on a document the server already has. */
  writable: readonly string[];
  /** A client may create documents (with its own id) in this collection. */
  insertable: boolean;
  /** A client may delete (tombstone) a document. */
  deletable: boolean;
  /** The field that names the document's owner: it must be the caller (S7). */
  owner?: string;
  /** Set by the server only: a client sends placeholders, the server ignores them. */
  serverFields: readonly string[];
}

const READ_ONLY: SyncWriteRules = {
  writable: [],
  insertable: false,
  deletable: false,
  serverFields: [],
};

export interface SyncCollectionDefinition<D> {
  schema: RxJsonSchema<D>;
  write: SyncWriteRules;
  /** How a device's documents of each older schema version become the current one. */
  migrations?: MigrationStrategies;
  /**
   * Part of the collection's replication id: a higher one makes every device pull the whole
   * collection once more from the start (a new checkpoint), e.g. when the server's documents
   * gained a field that a device's older copies lack (decision 230). 2 when left out: the id
   * every collection had under protocol 2, so raising the protocol re-pulls nothing by itself.
   */
  pullGeneration?: number;
}

export const SYNC_COLLECTIONS: {
  [K in SyncCollectionName]: SyncCollectionDefinition<SyncDocTypes[K]>;
} = {
  lessons: { schema: lessonSchema, write: READ_ONLY },
  availability: { schema: availabilitySchema, write: READ_ONLY },
  'chat-rooms': {
    schema: chatRoomSchema,
    migrations: chatRoomMigrations,
    // 3: members gained `gender`; rooms kept from before pull again to get it (decision 230).
    pullGeneration: 3,
    // The read mark moves through ChatService.markRead; pin and mute through updateMembership.
    write: {
      writable: ['lastReadMessageId', 'pinned', 'muted'],
      insertable: false,
      deletable: false,
      serverFields: ['lastReadSeq', 'updatedAt', 'rejected'],
    },
  },
  'chat-messages': {
    schema: chatMessageSchema,
    write: {
      writable: ['text'],
      insertable: true,
      deletable: true,
      owner: 'senderId',
      serverFields: ['seq', 'createdAt', 'editedAt', 'updatedAt', 'rejected'],
    },
  },
  // The others' read marks: each user moves only their own, through `chat-rooms`.
  'chat-reads': { schema: chatReadSchema, write: READ_ONLY },
  topics: { schema: topicSchema, write: READ_ONLY },
  plans: { schema: planSchema, write: READ_ONLY },
  subscriptions: { schema: subscriptionSchema, write: READ_ONLY },
  profile: {
    schema: profileSchema,
    // The fields a user edits on their own profile page (UsersService.update rules apply).
    write: {
      writable: [
        'name',
        'phone',
        'gender',
        'birthYear',
        'city',
        'notificationMethod',
        'job',
        'timeZone',
      ],
      insertable: false,
      deletable: false,
      owner: 'id',
      serverFields: ['updatedAt', 'verifiedPhone', 'rejected'],
    },
  },
};

/** The field names of a collection's documents (top level), for comparing and checking pushes. */
export function fieldsOf(name: SyncCollectionName): string[] {
  return Object.keys(SYNC_COLLECTIONS[name].schema.properties);
}

/** The id RxDB keeps a collection's checkpoint under, per server (see `pullGeneration`). */
export function replicationIdentifier(name: SyncCollectionName, baseUrl: string): string {
  return `kalam-sync-v${SYNC_COLLECTIONS[name].pullGeneration ?? 2}-${name}-${baseUrl}`;
}

type CollectionsConfig = {
  [K in SyncCollectionName]: {
    schema: RxJsonSchema<SyncDocTypes[K]>;
    migrationStrategies?: MigrationStrategies;
  };
};

/**
 * `{ name: { schema, migrationStrategies } }`, what `db.addCollections()` takes. A database
 * holding an older schema version needs RxDB's migration plugin (`RxDBMigrationSchemaPlugin`).
 */
export function rxCollectionsConfig(): CollectionsConfig {
  return Object.fromEntries(
    Object.entries(SYNC_COLLECTIONS).map(([name, def]) => [
      name,
      def.migrations
        ? { schema: def.schema, migrationStrategies: def.migrations }
        : { schema: def.schema },
    ]),
  ) as CollectionsConfig;
}
