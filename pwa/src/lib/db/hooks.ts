import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { MangoQuery } from 'rxdb';
import type {
  ChatMessageDoc,
  ChatRoomDoc,
  LessonDoc,
  ProfileDoc,
  SyncCollectionName,
  SyncDocTypes,
} from '@kalam/sync';
import { useAuth } from '../auth-context.tsx';
import type { LocalDatabase } from './local-database.ts';
import { localSync, type LocalSyncStatus, type ReadPath } from './local-sync.ts';
import { roomOrder, writeMessage } from './messages.ts';

/** The signed-in user's local database (null before sign-in or while it opens) and its status. */
export function useLocalDb(): { db: LocalDatabase | null; status: LocalSyncStatus } {
  const subscribe = useCallback((notify: () => void) => localSync.subscribe(notify), []);
  const db = useSyncExternalStore(subscribe, () => localSync.db);
  const status = useSyncExternalStore(subscribe, () => localSync.status);
  return { db, status };
}

/**
 * Where the screens read a replicated collection now (decision 147): `local` once its first
 * replication finished on this device, `server` until then, `waiting` while the database opens.
 */
export function useReadPath(name: SyncCollectionName): ReadPath {
  const subscribe = useCallback((notify: () => void) => localSync.subscribe(notify), []);
  return useSyncExternalStore(subscribe, () => localSync.readPath(name));
}

/**
 * The documents of a local query, live: every change (a pull, another tab, a local write)
 * renders again. Reads work offline; `loading` is true until the first answer.
 */
export function useLocalQuery<K extends SyncCollectionName>(
  collection: K,
  query: MangoQuery<SyncDocTypes[K]> | null,
): { docs: SyncDocTypes[K][]; loading: boolean } {
  const { db } = useLocalDb();
  const [state, setState] = useState<{ docs: SyncDocTypes[K][]; loading: boolean }>({
    docs: [],
    loading: true,
  });
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!db || !query) return;
    const rx = db.collections[collection].find(query as never);
    const subscription = rx.$.subscribe((docs) =>
      setState({ docs: docs.map((d) => d.toJSON() as SyncDocTypes[K]), loading: false }),
    );
    return () => subscription.unsubscribe();
    // `key` stands for the query's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, collection, key]);
  return state;
}

/** The user's lessons, soonest first. */
export function useLessons(): { lessons: LessonDoc[]; loading: boolean } {
  const { docs, loading } = useLocalQuery('lessons', { selector: {}, sort: [{ start: 'asc' }] });
  return { lessons: docs, loading };
}

/** The rooms the user belongs to (pinned first is the screen's choice). */
export function useChatRooms(): { rooms: ChatRoomDoc[]; loading: boolean } {
  const { docs, loading } = useLocalQuery('chat-rooms', { selector: {} });
  return { rooms: docs, loading };
}

/** A room's messages in the room's order, pending ones last. */
export function useRoomMessages(roomId: string | null): {
  messages: ChatMessageDoc[];
  loading: boolean;
} {
  const { docs, loading } = useLocalQuery(
    'chat-messages',
    roomId ? { selector: { roomId } } : null,
  );
  return { messages: [...docs].sort(roomOrder), loading };
}

export function useProfile(): ProfileDoc | null {
  const { user } = useAuth();
  const { docs } = useLocalQuery('profile', user ? { selector: { id: user.id } } : null);
  return docs[0] ?? null;
}

/**
 * Send a message from this device: shown at once as pending (seq 0), delivered once when the
 * network allows (sync/SPEC.md S11).
 */
export function useSendMessage(): (roomId: string, text: string) => Promise<ChatMessageDoc> {
  const { db } = useLocalDb();
  const { user } = useAuth();
  return useCallback(
    async (roomId: string, text: string) => {
      if (!db || !user) throw new Error('no local database');
      return writeMessage(db, { roomId, senderId: user.id, text });
    },
    [db, user],
  );
}
