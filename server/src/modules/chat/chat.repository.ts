import { and, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import type { RoomKind } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { chatMembers, chatMessages, chatRooms } from '../../db/schema/index.ts';
import { newId } from '../../kernel/ids.ts';
import { preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A General room has one key per pair of users, whatever the order they are given in. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join('|');

/** Rooms whose row and members are kept in memory; past it the oldest kept is let go. */
export const KEPT_ROOMS_MAX = 10_000;

/** A room and who is in it. */
interface RoomShape {
  room: ChatRoomRow;
  memberIds: readonly string[];
}

/** The only code that knows the chat tables. Writes take `stamp` (the change clock) for sync. */
export class ChatRepository {
  /** The send path's statements, prepared once (building a query costs more than running it). */
  private readonly hot;
  /**
   * Each room's row and member list, read once (decision 216): every chat message asked for
   * both, three queries a message. Neither changes after `createRoom` (no code updates or
   * deletes a room or a membership; pin, mute and read marks are not membership), so nothing
   * kept can go stale. A method that ever changes them must call `forgetRoom`. Only what was
   * read outside a transaction is kept: a row read inside one could still be rolled back.
   */
  private readonly shapes = new Map<string, RoomShape>();
  private readonly inTransaction: () => boolean;

  constructor(private readonly db: Db) {
    // drizzle's better-sqlite3 database carries its connection; its type does not say so.
    const client = (db as { $client?: Database.Database }).$client;
    if (!client) throw new Error('the chat repository needs the better-sqlite3 client');
    this.inTransaction = () => client.inTransaction;
    const p = sql.placeholder;
    this.hot = preparedOnFirstUse({
      room: () =>
        db
          .select()
          .from(chatRooms)
          .where(eq(chatRooms.id, p('id')))
          .prepare(),
      member: () =>
        db
          .select()
          .from(chatMembers)
          .where(
            and(
              eq(chatMembers.roomId, p('roomId')),
              eq(chatMembers.userId, p('userId')),
              eq(chatMembers.deleted, false),
            ),
          )
          .prepare(),
      memberIds: () =>
        db
          .select({ userId: chatMembers.userId })
          .from(chatMembers)
          .where(and(eq(chatMembers.roomId, p('roomId')), eq(chatMembers.deleted, false)))
          .prepare(),
      // Asked on every connect and disconnect (presence): a reconnect storm asks it thousands of times.
      coMemberIds: () =>
        db
          .selectDistinct({ userId: chatMembers.userId })
          .from(chatMembers)
          .where(
            and(
              inArray(
                chatMembers.roomId,
                db
                  .select({ roomId: chatMembers.roomId })
                  .from(chatMembers)
                  .where(and(eq(chatMembers.userId, p('userId')), eq(chatMembers.deleted, false))),
              ),
              ne(chatMembers.userId, p('userId')),
              eq(chatMembers.deleted, false),
            ),
          )
          .prepare(),
      message: () =>
        db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.id, p('id')))
          .prepare(),
      lastSeq: () =>
        db
          .select({ last: sql<number>`coalesce(max(${chatMessages.seq}), 0)` })
          .from(chatMessages)
          .where(eq(chatMessages.roomId, p('roomId')))
          .prepare(),
      insertMessage: () =>
        db
          .insert(chatMessages)
          .values({
            id: p('id'),
            roomId: p('roomId'),
            senderId: p('senderId'),
            text: p('text'),
            seq: p('seq'),
            createdAt: p('createdAt'),
            updatedAt: p('updatedAt'),
          })
          .prepare(),
    });
  }

  room(id: string): ChatRoomRow | undefined {
    return this.shape(id)?.room;
  }

  /** Whether the user is a member of the room (the send path's check, kept in memory). */
  isMember(roomId: string, userId: string): boolean {
    return this.shape(roomId)?.memberIds.includes(userId) ?? false;
  }

  /** Drops what is kept of a room (for a write that changes its row or its members). */
  forgetRoom(id: string): void {
    this.shapes.delete(id);
  }

  private shape(id: string): RoomShape | undefined {
    const kept = this.shapes.get(id);
    if (kept) return kept;
    const room = this.hot.room.get({ id });
    if (!room) return undefined;
    const shape = {
      room,
      memberIds: Object.freeze(this.hot.memberIds.all({ roomId: id }).map((m) => m.userId)),
    };
    if (this.inTransaction()) return shape;
    if (this.shapes.size >= KEPT_ROOMS_MAX) this.shapes.delete(this.shapes.keys().next().value!);
    this.shapes.set(id, shape);
    return shape;
  }

  roomByPair(pairKey: string): ChatRoomRow | undefined {
    return this.db.select().from(chatRooms).where(eq(chatRooms.pairKey, pairKey)).get();
  }

  roomByRef(kind: RoomKind, refId: string): ChatRoomRow | undefined {
    return this.db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, kind), eq(chatRooms.refId, refId)))
      .get();
  }

  /** Create a room with its members in one transaction; a concurrent twin wins the unique key. */
  createRoom(
    room: { kind: RoomKind; refId: string | null; pairKey: string | null; memberIds: string[] },
    now: number,
    stamp: () => number,
  ): ChatRoomRow {
    const id = newId();
    this.db.transaction((tx) => {
      tx.insert(chatRooms)
        .values({
          id,
          kind: room.kind,
          refId: room.refId,
          pairKey: room.pairKey,
          createdAt: now,
          updatedAt: stamp(),
        })
        .run();
      for (const userId of new Set(room.memberIds))
        tx.insert(chatMembers)
          .values({ id: newId(), roomId: id, userId, createdAt: now, updatedAt: stamp() })
          .run();
    });
    this.forgetRoom(id);
    return this.room(id)!;
  }

  member(roomId: string, userId: string): ChatMemberRow | undefined {
    return this.hot.member.get({ roomId, userId });
  }

  members(roomId: string): ChatMemberRow[] {
    return this.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.deleted, false)))
      .all();
  }

  memberIds(roomId: string): string[] {
    return [...(this.shape(roomId)?.memberIds ?? [])];
  }

  roomIdsOf(userId: string): string[] {
    return this.db
      .select({ roomId: chatMembers.roomId })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), eq(chatMembers.deleted, false)))
      .all()
      .map((r) => r.roomId);
  }

  /** Everyone who shares at least one room with the user (whom their presence concerns). */
  coMemberIds(userId: string): string[] {
    return this.hot.coMemberIds.all({ userId }).map((r) => r.userId);
  }

  updateMember(
    roomId: string,
    userId: string,
    changes: Partial<
      Pick<ChatMemberRow, 'pinned' | 'muted' | 'lastReadSeq' | 'lastReadMessageId' | 'lastReadAt'>
    >,
    stamp: () => number,
  ): ChatMemberRow {
    this.db
      .update(chatMembers)
      .set({ ...changes, updatedAt: stamp() })
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)))
      .run();
    return this.member(roomId, userId)!;
  }

  message(id: string): ChatMessageRow | undefined {
    return this.hot.message.get({ id });
  }

  /**
   * Store a message once: an id already stored answers the stored row (`created: false`).
   * `seq` is read and written in the same synchronous transaction, so a room has one order.
   */
  insertMessage(
    row: { id: string; roomId: string; senderId: string; text: string },
    now: number,
    stamp: () => number,
  ): { message: ChatMessageRow; created: boolean } {
    // One write, read and made in one synchronous run on the one connection: nothing can come
    // between the read of `seq` and the insert. No transaction of its own, so the caller may
    // run it inside a group commit (decision 169).
    const existing = this.hot.message.get({ id: row.id });
    if (existing) return { message: existing, created: false };
    const { last } = this.hot.lastSeq.get({ roomId: row.roomId })!;
    const message = {
      ...row,
      seq: last + 1,
      createdAt: now,
      updatedAt: stamp(),
      editedAt: null,
      deleted: false,
    };
    this.hot.insertMessage.run(message);
    return { message, created: true };
  }

  updateMessage(
    id: string,
    changes: Partial<Pick<ChatMessageRow, 'text' | 'editedAt' | 'deleted'>>,
    stamp: () => number,
  ): ChatMessageRow {
    this.db
      .update(chatMessages)
      .set({ ...changes, updatedAt: stamp() })
      .where(eq(chatMessages.id, id))
      .run();
    return this.message(id)!;
  }

  /** Newest first, optionally before or after a `seq`; deleted messages stay (as tombstones). */
  messages(
    roomId: string,
    page: { before?: number; after?: number; size: number },
  ): { list: ChatMessageRow[]; total: number } {
    const where = and(
      eq(chatMessages.roomId, roomId),
      page.before !== undefined ? lt(chatMessages.seq, page.before) : undefined,
      page.after !== undefined ? gt(chatMessages.seq, page.after) : undefined,
    );
    const list = this.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.seq))
      .limit(page.size)
      .all();
    const { total } = this.db
      .select({ total: count() })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .get()!;
    return { list, total };
  }

  lastMessage(roomId: string): ChatMessageRow | undefined {
    return this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.deleted, false)))
      .orderBy(desc(chatMessages.seq))
      .limit(1)
      .get();
  }

  /** Messages from others after the member's read mark. */
  unreadCount(roomId: string, userId: string, lastReadSeq: number): number {
    return this.db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          gt(chatMessages.seq, lastReadSeq),
          ne(chatMessages.senderId, userId),
          eq(chatMessages.deleted, false),
        ),
      )
      .get()!.n;
  }

  /** A user's memberships: pinned first, then by latest activity. */
  membershipsOf(
    userId: string,
    page: { offset: number; size: number },
  ): { list: ChatMemberRow[]; total: number } {
    const activity = sql`coalesce((select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.roomId} = ${chatMembers.roomId}), ${chatMembers.createdAt})`;
    const where = and(eq(chatMembers.userId, userId), eq(chatMembers.deleted, false));
    const list = this.db
      .select()
      .from(chatMembers)
      .where(where)
      .orderBy(desc(chatMembers.pinned), desc(activity), desc(chatMembers.roomId))
      .limit(page.size)
      .offset(page.offset)
      .all();
    const { total } = this.db.select({ total: count() }).from(chatMembers).where(where).get()!;
    return { list, total };
  }
}
