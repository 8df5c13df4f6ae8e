import type { RxJsonSchema } from 'rxdb';
import type { SyncCollectionName } from './protocol.ts';
import { availabilitySchema, type AvailabilityDoc } from './schemas/availability.schema.ts';
import { chatMessageSchema, type ChatMessageDoc } from './schemas/chat-messages.schema.ts';
import { chatReadSchema, type ChatReadDoc } from './schemas/chat-reads.schema.ts';
import { chatRoomSchema, type ChatRoomDoc } from './schemas/chat-rooms.schema.ts';
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
}

export const SYNC_COLLECTIONS: {
  [K in SyncCollectionName]: SyncCollectionDefinition<SyncDocTypes[K]>;
} = {
  lessons: { schema: lessonSchema, write: READ_ONLY },
  availability: { schema: availabilitySchema, write: READ_ONLY },
  'chat-rooms': {
    schema: chatRoomSchema,
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

/** `{ name: { schema } }`, what `db.addCollections()` takes. */
export function rxCollectionsConfig(): {
  [K in SyncCollectionName]: { schema: RxJsonSchema<SyncDocTypes[K]> };
} {
  return Object.fromEntries(
    Object.entries(SYNC_COLLECTIONS).map(([name, def]) => [name, { schema: def.schema }]),
  ) as { [K in SyncCollectionName]: { schema: RxJsonSchema<SyncDocTypes[K]> } };
}
