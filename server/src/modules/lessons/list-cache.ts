import type { EventBus } from '../../kernel/event-bus.ts';

/** One page of a user's lessons, answered before, and the instants it holds between. */
interface Answer {
  /** The `{ list, total }` envelope, serialised. */
  body: string;
  /** The answer holds for `from <= now < until` (a time filter flips at a lesson's start or end). */
  from: number;
  until: number;
}

export interface ListCacheLimits {
  /** Past this many characters of answers, the users written longest ago are forgotten. */
  maxChars: number;
  /** Past this many pages of one user, that user's oldest page is forgotten. */
  maxPagesPerUser: number;
}

/** 16 M characters: 16–32 MB of strings, some 30 000 short lists or 250 of a hundred lessons. */
const LIMITS: ListCacheLimits = { maxChars: 16 * 1024 * 1024, maxPagesPerUser: 16 };

/**
 * The serialised `GET /lesson/list` answers of students and tutors (decision 100). A user's list
 * is a function of their lessons, the names and photos of the people in them, and, with a time
 * filter, the clock. So a user's answers are forgotten whenever one of their lessons is written
 * (`forget`), all are forgotten when any user's profile changes (`clear`), and an answer with a
 * time filter carries the instants between which it holds. Anything else is not cached.
 */
export class LessonListCache {
  private readonly users = new Map<string, Map<string, Answer>>();
  private chars = 0;

  constructor(private readonly limits: ListCacheLimits = LIMITS) {}

  get(userId: string, key: string, now: number): string | undefined {
    const answer = this.users.get(userId)?.get(key);
    return answer && answer.from <= now && now < answer.until ? answer.body : undefined;
  }

  set(userId: string, key: string, answer: Answer): void {
    let pages = this.users.get(userId);
    if (pages) {
      // Written last, forgotten last.
      this.users.delete(userId);
      this.drop(pages, key);
      if (pages.size >= this.limits.maxPagesPerUser) this.drop(pages, pages.keys().next().value!);
    } else pages = new Map();
    pages.set(key, answer);
    this.users.set(userId, pages);
    this.chars += answer.body.length;
    for (const [oldest] of this.users) {
      if (this.chars <= this.limits.maxChars) break;
      this.forget(oldest);
    }
  }

  /** Every answer of these users (their lessons changed). */
  forget(...userIds: string[]): void {
    for (const userId of userIds) {
      const pages = this.users.get(userId);
      if (!pages) continue;
      for (const answer of pages.values()) this.chars -= answer.body.length;
      this.users.delete(userId);
    }
  }

  /** Every answer (a name or photo shown in them may have changed). */
  clear(): void {
    this.users.clear();
    this.chars = 0;
  }

  private drop(pages: Map<string, Answer>, key: string): void {
    const answer = pages.get(key);
    if (!answer) return;
    this.chars -= answer.body.length;
    pages.delete(key);
  }
}

/**
 * A list cache the event bus keeps exact. Every write of a lesson (booking, move, cancel, delete,
 * a status job) publishes `sync-changed` for `lessons` with its tutor and student, which clients
 * pull on, so no write may skip it; the booking, moving and cancelling events name them too.
 * Profile edits (names, photos) publish `user-updated`.
 */
export function lessonListCache(bus: EventBus): LessonListCache {
  const cache = new LessonListCache();
  const members = ({ tutorId, studentId }: { tutorId: string; studentId: string }) =>
    cache.forget(tutorId, studentId);
  bus.subscribe('lesson-booked', members);
  bus.subscribe('lesson-rebooked', members);
  bus.subscribe('lesson-canceled', members);
  bus.subscribe('sync-changed', ({ collection, userIds }) => {
    if (collection !== 'lessons') return;
    if (userIds === 'all') cache.clear();
    else cache.forget(...userIds);
  });
  bus.subscribe('user-updated', () => cache.clear());
  return cache;
}
