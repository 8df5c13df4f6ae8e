import { aliasedTable, and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { SyncCheckpoint } from '@kalam/sync';
import type { Db } from '../../db/client.ts';
import {
  availabilitySlots,
  chatMembers,
  chatMessages,
  chatRooms,
  lessons,
  plans,
  subscriptions,
  topics,
  users,
} from '../../db/schema/index.ts';

/** Which rows a read wants: a page after a checkpoint, or named ids (for pushes). */
export type SyncWindow = { after: SyncCheckpoint | null; limit: number } | { ids: string[] };

const tutorUser = aliasedTable(users, 'sync_tutor');
const studentUser = aliasedTable(users, 'sync_student');
const myMembership = aliasedTable(chatMembers, 'sync_me');

/**
 * `(updatedAt, id) > checkpoint` as one row-value comparison, which SQLite (and PostgreSQL)
 * answer from the (updated_at, id) index, or the named ids.
 */
function windowWhere(
  stamp: SQLiteColumn | SQL,
  id: SQLiteColumn,
  window: SyncWindow,
): SQL | undefined {
  if ('ids' in window) return inArray(id, window.ids);
  if (!window.after) return undefined;
  return sql`(${stamp}, ${id}) > (${window.after.updatedAt}, ${window.after.id})`;
}

const limitOf = (window: SyncWindow) => ('ids' in window ? -1 : window.limit);

/**
 * Read-only queries over the replicated tables, each scoped to what one user may see
 * (decision 041). Like the tutors directory's read model (decision 010) it reads other areas'
 * tables and never writes them: writes go through those areas' services.
 */
export class SyncReadRepository {
  constructor(private readonly db: Db) {}

  /** Lessons where the user is the tutor or the student, with both people's name and picture. */
  lessons(userId: string, window: SyncWindow) {
    return this.db
      .select({
        lesson: lessons,
        tutor: { id: tutorUser.id, name: tutorUser.name, image: tutorUser.image },
        student: { id: studentUser.id, name: studentUser.name, image: studentUser.image },
      })
      .from(lessons)
      .innerJoin(tutorUser, eq(tutorUser.id, lessons.tutorId))
      .innerJoin(studentUser, eq(studentUser.id, lessons.studentId))
      .where(
        and(
          or(eq(lessons.tutorId, userId), eq(lessons.studentId, userId)),
          windowWhere(lessons.updatedAt, lessons.id, window),
        ),
      )
      .orderBy(asc(lessons.updatedAt), asc(lessons.id))
      .limit(limitOf(window))
      .all();
  }

  /** Every tutor's weekly slots (public), with the tutor's time zone. */
  availability(window: SyncWindow) {
    return this.db
      .select({ slot: availabilitySlots, timeZone: users.timeZone })
      .from(availabilitySlots)
      .innerJoin(users, eq(users.id, availabilitySlots.tutorId))
      .where(windowWhere(availabilitySlots.updatedAt, availabilitySlots.id, window))
      .orderBy(asc(availabilitySlots.updatedAt), asc(availabilitySlots.id))
      .limit(limitOf(window))
      .all();
  }

  /**
   * The user's memberships with their rooms. A room document changes when the room or the
   * user's own membership does, so its stamp is the later of the two.
   */
  rooms(userId: string, window: SyncWindow) {
    const stamp = sql<number>`max(${chatRooms.updatedAt}, ${chatMembers.updatedAt})`;
    return this.db
      .select({ room: chatRooms, member: chatMembers, stamp })
      .from(chatMembers)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
      .where(and(eq(chatMembers.userId, userId), windowWhere(stamp, chatRooms.id, window)))
      .orderBy(asc(stamp), asc(chatRooms.id))
      .limit(limitOf(window))
      .all();
  }

  /**
   * The other members' read marks in the user's rooms (decision 108): one row per other
   * membership. It changes when their membership does (their mark moves), when mine does (I
   * leave: every mark of that room goes with it) or the room does, so its stamp is the latest.
   */
  readMarks(userId: string, window: SyncWindow) {
    const stamp = sql<number>`max(${chatRooms.updatedAt}, ${myMembership.updatedAt}, ${chatMembers.updatedAt})`;
    return this.db
      .select({
        member: chatMembers,
        roomDeleted: chatRooms.deleted,
        leftByMe: myMembership.deleted,
        stamp,
      })
      .from(myMembership)
      .innerJoin(chatRooms, eq(chatRooms.id, myMembership.roomId))
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.roomId, myMembership.roomId), ne(chatMembers.userId, userId)),
      )
      .where(and(eq(myMembership.userId, userId), windowWhere(stamp, chatMembers.id, window)))
      .orderBy(asc(stamp), asc(chatMembers.id))
      .limit(limitOf(window))
      .all();
  }

  /** The current members of rooms, with what a chat list shows of them. */
  roomMembers(roomIds: string[]) {
    if (roomIds.length === 0) return [];
    return this.db
      .select({
        roomId: chatMembers.roomId,
        id: users.id,
        name: users.name,
        role: users.role,
        image: users.image,
        gender: users.gender,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(and(inArray(chatMembers.roomId, roomIds), eq(chatMembers.deleted, false)))
      .orderBy(asc(chatMembers.createdAt), asc(users.id))
      .all();
  }

  /**
   * Messages of the rooms the user is a member of now. A page reads each room from the
   * checkpoint on the (room_id, updated_at, id) index, at most `limit` rows each, and keeps the
   * first `limit` of the merge: the cost follows the user's rooms, not the whole table.
   */
  messages(userId: string, window: SyncWindow) {
    const rooms = this.db
      .select({ roomId: chatMembers.roomId })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), eq(chatMembers.deleted, false)))
      .all()
      .map((r) => r.roomId);
    if (rooms.length === 0) return [];
    if ('ids' in window)
      return this.db
        .select()
        .from(chatMessages)
        .where(and(inArray(chatMessages.id, window.ids), inArray(chatMessages.roomId, rooms)))
        .all();
    const pages = rooms.flatMap((roomId) =>
      this.db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            windowWhere(chatMessages.updatedAt, chatMessages.id, window),
          ),
        )
        .orderBy(asc(chatMessages.updatedAt), asc(chatMessages.id))
        .limit(window.limit)
        .all(),
    );
    return pages
      .sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, window.limit);
  }

  topics(window: SyncWindow) {
    return this.db
      .select()
      .from(topics)
      .where(windowWhere(topics.updatedAt, topics.id, window))
      .orderBy(asc(topics.updatedAt), asc(topics.id))
      .limit(limitOf(window))
      .all();
  }

  plans(window: SyncWindow) {
    return this.db
      .select()
      .from(plans)
      .where(windowWhere(plans.updatedAt, plans.id, window))
      .orderBy(asc(plans.updatedAt), asc(plans.id))
      .limit(limitOf(window))
      .all();
  }

  subscriptions(userId: string, window: SyncWindow) {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          windowWhere(subscriptions.updatedAt, subscriptions.id, window),
        ),
      )
      .orderBy(asc(subscriptions.updatedAt), asc(subscriptions.id))
      .limit(limitOf(window))
      .all();
  }

  /** The user's own row: a collection of one. */
  profile(userId: string, window: SyncWindow) {
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), windowWhere(users.updatedAt, users.id, window)))
      .orderBy(asc(users.updatedAt), asc(users.id))
      .limit(limitOf(window))
      .all();
  }
}
