import { SERVER_EVENTS } from '@kalam/shared';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { RealtimeHub } from './realtime.hub.ts';

/**
 * Domain events to the users they concern, and to channels (decision 032). Payloads are the
 * bus payloads: ids only, the client refetches what it shows.
 */
export function deliverNotifications(bus: EventBus, hub: RealtimeHub): () => void {
  const offs = [
    bus.subscribe('lesson-booked', (e) =>
      hub.toUsers([e.tutorId, e.studentId], SERVER_EVENTS.lessonBooked, e),
    ),
    bus.subscribe('lesson-rebooked', (e) =>
      hub.toUsers([e.tutorId, e.studentId], SERVER_EVENTS.lessonRebooked, e),
    ),
    bus.subscribe('lesson-canceled', (e) =>
      hub.toUsers([e.tutorId, e.studentId], SERVER_EVENTS.lessonCanceled, e),
    ),
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
