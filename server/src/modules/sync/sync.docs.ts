import type {
  AvailabilityDoc,
  ChatMessageDoc,
  ChatReadDoc,
  ChatRoomDoc,
  ChatRoomMemberDoc,
  LessonDoc,
  PlanDoc,
  ProfileDoc,
  SubscriptionDoc,
  SyncDoc,
  TopicDoc,
} from '@kalam/sync';
import type { availabilitySlots } from '../../db/schema/index.ts';
import type { Caller } from '../../kernel/caller.ts';
import { toMessageDto } from '../chat/index.ts';
import type { ChatMemberRow, ChatMessageRow, ChatRoomRow } from '../chat/index.ts';
import type { LessonWithMembers } from '../lessons/index.ts';
import { toLessonDto } from '../lessons/index.ts';
import { toPlanDto } from '../plans/index.ts';
import type { PlanRow } from '../plans/index.ts';
import { toSubscriptionDto } from '../subscriptions/index.ts';
import type { SubscriptionRow } from '../subscriptions/index.ts';
import { toTopicDto } from '../topics/index.ts';
import type { TopicRow } from '../topics/index.ts';
import type { UserRow } from '../users/users.port.ts';

/**
 * Rows become sync documents through each area's own DTO (STYLE 7: no row reaches a client),
 * plus the server's stamp and RxDB's deletion flag.
 */
const doc = <D extends { id: string; updatedAt: number }>(body: D, deleted: boolean): SyncDoc =>
  ({ ...body, _deleted: deleted }) as unknown as SyncDoc;

const iso = (ms: number) => new Date(ms).toISOString();

export function lessonDoc(row: LessonWithMembers, caller: Caller): SyncDoc {
  const body: LessonDoc = { ...toLessonDto(row, caller), updatedAt: row.lesson.updatedAt };
  return doc(body, row.lesson.deleted);
}

export function availabilityDoc(row: {
  slot: typeof availabilitySlots.$inferSelect;
  timeZone: string;
}): SyncDoc {
  const { slot } = row;
  const body: AvailabilityDoc = {
    id: slot.id,
    tutorId: slot.tutorId,
    timeZone: row.timeZone,
    weekday: slot.weekday,
    start: slot.start,
    end: slot.end,
    updatedAt: slot.updatedAt,
  };
  return doc(body, slot.deleted);
}

export function chatRoomDoc(
  row: { room: ChatRoomRow; member: ChatMemberRow; stamp: number },
  members: ChatRoomMemberDoc[],
): SyncDoc {
  const body: ChatRoomDoc = {
    id: row.room.id,
    kind: row.room.kind,
    refId: row.room.refId,
    members,
    pinned: row.member.pinned,
    muted: row.member.muted,
    lastReadSeq: row.member.lastReadSeq,
    lastReadMessageId: row.member.lastReadMessageId,
    createdAt: iso(row.room.createdAt),
    updatedAt: row.stamp,
  };
  // A room the user left is gone for them, as a deleted room is for everyone.
  return doc(body, row.room.deleted || row.member.deleted);
}

/** Another member's read mark; gone once they or I leave the room, or the room is deleted. */
export function chatReadDoc(row: {
  member: ChatMemberRow;
  roomDeleted: boolean;
  leftByMe: boolean;
  stamp: number;
}): SyncDoc {
  const body: ChatReadDoc = {
    id: row.member.id,
    roomId: row.member.roomId,
    userId: row.member.userId,
    lastReadSeq: row.member.lastReadSeq,
    updatedAt: row.stamp,
  };
  return doc(body, row.roomDeleted || row.leftByMe || row.member.deleted);
}

export function chatMessageDoc(row: ChatMessageRow): SyncDoc {
  const { deleted, ...dto } = toMessageDto(row);
  const body: ChatMessageDoc = { ...dto, updatedAt: row.updatedAt };
  return doc(body, deleted);
}

export function topicDoc(row: TopicRow): SyncDoc {
  const body: TopicDoc = { ...toTopicDto(row), updatedAt: row.updatedAt };
  return doc(body, row.deleted);
}

/** Invite-only plans are not replicated: to every client they are deleted (decision 041). */
export function planDoc(row: PlanRow): SyncDoc {
  const { state: _state, ...dto } = toPlanDto(row);
  const body: PlanDoc = { ...dto, updatedAt: row.updatedAt };
  return doc(body, row.deleted || row.inviteOnly);
}

export function subscriptionDoc(row: SubscriptionRow): SyncDoc {
  const body: SubscriptionDoc = { ...toSubscriptionDto(row), updatedAt: row.updatedAt };
  return doc(body, row.deleted);
}

export function profileDoc(user: UserRow): SyncDoc {
  const body: ProfileDoc = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    gender: user.gender,
    birthYear: user.birthYear,
    city: user.city,
    image: user.image,
    notificationMethod: user.notificationMethod,
    job: user.job,
    timeZone: user.timeZone,
    verifiedEmail: user.verifiedEmail,
    verifiedPhone: user.verifiedPhone,
    updatedAt: user.updatedAt,
  };
  return doc(body, user.deleted);
}
