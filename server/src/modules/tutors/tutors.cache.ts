import type { Clock } from '../../kernel/clock.ts';
import type { DomainEventName, DomainEvents, EventBus } from '../../kernel/event-bus.ts';
import { buildSnapshot, updateSnapshot, type TutorsSnapshot } from './tutors-read-model.ts';
import type { TutorsReadRepository } from './tutors-read.repository.ts';

/** Where the directory reads its snapshot from: the cache, or (benchmark baseline) a fresh build. */
export interface TutorsSource {
  snapshot(): TutorsSnapshot;
}

/**
 * Events after which the named tutors' entries may be stale (decision 011); the cache updates
 * those entries only (decision 200). Each names its tutor (or, for user events, a user who may
 * be one).
 */
export const TUTORS_CACHE_EVENTS = {
  'tutors-cache-updated': (e) => e.tutorIds,
  'tutor-updated': (e) => [e.tutorId],
  'user-updated': (e) => [e.userId],
  'lesson-booked': (e) => [e.tutorId],
  'lesson-canceled': (e) => [e.tutorId],
  'lesson-rebooked': (e) => [e.tutorId],
  'onboarding-changed': (e) => [e.tutorId],
} satisfies { [K in DomainEventName]?: (e: DomainEvents[K]) => readonly string[] };

/** Replicated collections whose changes can move a tutor in the directory. */
const RELEVANT_COLLECTION = /avail|lesson|topic|rating|profile|user|tutor/i;

/**
 * Of those, the ones whose rows decide who is listed (users, tutors: decision 011). A change of
 * any other (a lesson, a slot, a rating) only changes a tutor already listed, so its users who
 * are not listed (a lesson's student) are not marked: a run of bookings marks its tutors only
 * (decision 221).
 */
const LISTING_COLLECTION = /profile|user|tutor/i;

/**
 * Collections whose every change is also published with the tutor's id (`tutor-updated`), so
 * their `userIds: 'all'` (every client re-pulls) need not rebuild the whole directory.
 */
const NAMED_ELSEWHERE = new Set(['availability']);

/** Safety net for a change whose area forgot to publish: rebuild at least this often. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * More changed tutors than this before a read (or a quarter of the listed tutors, when that is
 * more): one full rebuild is cheaper than the updates. A rebuild costs O(tutors + lessons) and an
 * update O(changed), so the bound grows with the directory (decision 221).
 */
const MAX_UPDATED = 500;

export interface TutorsCacheDeps {
  reads: TutorsReadRepository;
  clock: Clock;
  bus: EventBus;
}

/**
 * The in-memory tutors directory: built whole on first read (and at least every five minutes);
 * an event naming tutors marks them changed, and the next read reloads only their rows and
 * updates their entries in place (decision 200). An event that may touch every tutor (a topic
 * renamed, a flush) drops the snapshot. Builds and updates are synchronous, so a read never
 * sees half of one.
 */
export class TutorsCache implements TutorsSource {
  private current: TutorsSnapshot | null = null;
  private readonly changed = new Set<string>();
  private readonly unsubscribe: (() => void)[] = [];
  builds = 0;
  updates = 0;

  constructor(private readonly deps: TutorsCacheDeps) {
    for (const [name, ids] of Object.entries(TUTORS_CACHE_EVENTS) as [
      DomainEventName,
      (e: unknown) => readonly string[],
    ][])
      this.unsubscribe.push(deps.bus.subscribe(name, (e) => this.touch(ids(e))));
    this.unsubscribe.push(
      deps.bus.subscribe('sync-changed', ({ collection, userIds }) => {
        if (!RELEVANT_COLLECTION.test(collection)) return;
        if (userIds !== 'all') {
          const ids = LISTING_COLLECTION.test(collection)
            ? userIds
            : userIds.filter((id) => this.current?.byId.has(id));
          if (ids.length > 0) this.touch(ids);
        } else if (!NAMED_ELSEWHERE.has(collection)) this.invalidate();
      }),
    );
  }

  snapshot(): TutorsSnapshot {
    const now = this.deps.clock.now();
    if (!this.current || now - this.current.builtAt > MAX_AGE_MS || now < this.current.builtAt) {
      this.current = freshSnapshot(this.deps.reads, now);
      this.changed.clear();
      this.builds += 1;
    } else if (this.changed.size > 0) {
      const ids = new Set(this.changed);
      this.changed.clear();
      updateSnapshot(this.current, ids, this.deps.reads.load(now, [...ids]));
      this.updates += 1;
    }
    return this.current;
  }

  /** These tutors (or users who may be tutors) changed; an empty list means any may have. */
  touch(ids: readonly string[]): void {
    if (!this.current) return;
    if (ids.length === 0) return this.invalidate();
    for (const id of ids) this.changed.add(id);
    if (this.changed.size > Math.max(MAX_UPDATED, this.current.byId.size / 4)) this.invalidate();
  }

  invalidate(): void {
    this.current = null;
    this.changed.clear();
  }

  stop(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }
}

export function freshSnapshot(reads: TutorsReadRepository, now: number): TutorsSnapshot {
  return buildSnapshot(reads.load(now), now);
}
