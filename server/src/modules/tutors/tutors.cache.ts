import type { Clock } from '../../kernel/clock.ts';
import type { DomainEventName, EventBus } from '../../kernel/event-bus.ts';
import { buildSnapshot, type TutorsSnapshot } from './tutors-read-model.ts';
import type { TutorsReadRepository } from './tutors-read.repository.ts';

/** Where the directory reads its snapshot from: the cache, or (benchmark baseline) a fresh build. */
export interface TutorsSource {
  snapshot(): TutorsSnapshot;
}

/** Events after which the directory may be stale (decision 011). */
export const TUTORS_CACHE_EVENTS = [
  'tutors-cache-updated',
  'tutor-updated',
  'user-updated',
  'lesson-booked',
  'lesson-canceled',
  'lesson-rebooked',
] as const satisfies readonly DomainEventName[];

/** Replicated collections whose changes can move a tutor in the directory. */
const RELEVANT_COLLECTION = /avail|lesson|topic|rating|profile|user|tutor/i;

/** Safety net for a change whose area forgot to publish: rebuild at least this often. */
const MAX_AGE_MS = 5 * 60_000;

export interface TutorsCacheDeps {
  reads: TutorsReadRepository;
  clock: Clock;
  bus: EventBus;
}

/**
 * The in-memory tutors directory: built on first read, dropped on any event that may change it,
 * rebuilt on the next read. Builds are synchronous, so a read never sees half a build.
 */
export class TutorsCache implements TutorsSource {
  private current: TutorsSnapshot | null = null;
  private readonly unsubscribe: (() => void)[] = [];
  builds = 0;

  constructor(private readonly deps: TutorsCacheDeps) {
    for (const name of TUTORS_CACHE_EVENTS)
      this.unsubscribe.push(deps.bus.subscribe(name, () => this.invalidate()));
    this.unsubscribe.push(
      deps.bus.subscribe('sync-changed', ({ collection }) => {
        if (RELEVANT_COLLECTION.test(collection)) this.invalidate();
      }),
    );
  }

  snapshot(): TutorsSnapshot {
    const now = this.deps.clock.now();
    if (!this.current || now - this.current.builtAt > MAX_AGE_MS || now < this.current.builtAt) {
      this.current = freshSnapshot(this.deps.reads, now);
      this.builds += 1;
    }
    return this.current;
  }

  invalidate(): void {
    this.current = null;
  }

  stop(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }
}

export function freshSnapshot(reads: TutorsReadRepository, now: number): TutorsSnapshot {
  return buildSnapshot(reads.load(now), now);
}
