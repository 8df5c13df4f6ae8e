import { EventEmitter } from 'node:events';
import type { InvoiceAction } from '@kalam/shared';

/**
 * Internal events: services publish, the realtime layer (and jobs) subscribe. Each area adds
 * its events to this map; payloads carry ids and the users concerned, never whole rows.
 */
export interface DomainEvents {
  'tutors-cache-updated': { tutorIds: string[] };
  'tutor-updated': { tutorId: string };
  'user-updated': { userId: string };
  /** Every token of the user stopped working (password reset): close their live connections. */
  'user-tokens-revoked': { userId: string };
  /** The user's role changed: a live connection decided on the old one, so it is closed. */
  'user-role-changed': { userId: string };
  'lesson-booked': { lessonId: string; tutorId: string; studentId: string };
  'lesson-rebooked': { lessonId: string; tutorId: string; studentId: string };
  /**
   * A lesson reached its end and counts as taught. Published inside the transaction that moves
   * its status, so a listener's writes (the tutor's earning) commit or fail with it.
   */
  'lesson-fulfilled': {
    lessonId: string;
    tutorId: string;
    studentId: string;
    price: number;
    start: number;
    duration: number;
  };
  'lesson-canceled': { lessonId: string; tutorId: string; studentId: string; canceledBy: string };
  /** `action`: what was done to an existing request (none when it was just made). */
  'invoice-updated': { invoiceId: string; userId: string; action?: InvoiceAction };
  'invoice-deleted': { invoiceId: string; userId: string };
  'transaction-status-update': { transactionId: string; userId: string; status: string };
  'subscription-updated': { subscriptionId: string; userId: string };
  /**
   * A step of a tutor's onboarding changed (intro video, interview, demo or photo session):
   * `id` is that row, `staffIds` the staff it concerns (interviewer, tutor manager, studio).
   */
  'onboarding-changed': {
    tutorId: string;
    step: 'intro-video' | 'interview' | 'demo-session' | 'photo-session';
    id: string;
    staffIds: string[];
  };
  /** All four onboarding steps passed: the tutor is listed and students can book her. */
  'tutor-activated': { tutorId: string };
  /** An invite-only plan was offered to a student (a new invite, or one moved to this pair). */
  'plan-invited': { userId: string; planId: string };
  'sync-changed': { collection: string; userIds: string[] | 'all' };
}

export type DomainEventName = keyof DomainEvents;

export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(100);
  }

  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends DomainEventName>(
    name: K,
    listener: (payload: DomainEvents[K]) => void,
  ): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
