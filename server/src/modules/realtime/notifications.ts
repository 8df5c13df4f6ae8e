import {
  SERVER_EVENTS,
  type LessonDto,
  type LessonEventPayload,
  type ServerEvent,
} from '@kalam/shared';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { RealtimeHub } from './realtime.hub.ts';

/** How a lesson reads to one of its members (the lessons area's `memberView`). */
export interface LessonViews {
  memberView(lessonId: string, memberId: string): LessonDto | null;
}

type LessonBusEvent = Omit<LessonEventPayload, 'lesson'>;

/**
 * Domain events to the users they concern, and to channels (decision 032). A lesson event
 * carries the lesson as each member reads it (decision 157): the toast and the lists need no
 * second request. Other payloads are the bus payloads, ids only.
 */
export function deliverNotifications(
  bus: EventBus,
  hub: RealtimeHub,
  lessons: LessonViews,
): () => void {
  const toMembers = (event: ServerEvent, e: LessonBusEvent) => {
    for (const memberId of [e.tutorId, e.studentId]) {
      const payload: LessonEventPayload = {
        ...e,
        lesson: lessons.memberView(e.lessonId, memberId),
      };
      hub.toUsers([memberId], event, payload);
    }
  };
  const offs = [
    bus.subscribe('lesson-booked', (e) => toMembers(SERVER_EVENTS.lessonBooked, e)),
    bus.subscribe('lesson-rebooked', (e) => toMembers(SERVER_EVENTS.lessonRebooked, e)),
    bus.subscribe('lesson-canceled', (e) => toMembers(SERVER_EVENTS.lessonCanceled, e)),
    bus.subscribe('tutors-cache-updated', (e) =>
      hub.toChannel('tutors-cache', SERVER_EVENTS.tutorsCacheUpdated, e),
    ),
    bus.subscribe('tutor-updated', (e) => {
      hub.toUsers([e.tutorId], SERVER_EVENTS.tutorUpdated, e);
      hub.toChannel('tutors-cache', SERVER_EVENTS.tutorUpdated, e);
    }),
    bus.subscribe('invoice-updated', (e) => {
      hub.toUsers([e.userId], SERVER_EVENTS.invoiceUpdated, e);
      hub.toChannel('admin-invoices', SERVER_EVENTS.invoiceUpdated, e);
    }),
    bus.subscribe('invoice-deleted', (e) => {
      hub.toUsers([e.userId], SERVER_EVENTS.invoiceDeleted, e);
      hub.toChannel('admin-invoices', SERVER_EVENTS.invoiceDeleted, e);
    }),
    bus.subscribe('transaction-status-update', (e) =>
      hub.toUsers([e.userId], SERVER_EVENTS.transactionStatusUpdate, e),
    ),
  ];
  return () => offs.forEach((off) => off());
}
