import { AppError, isAdmin, type TopicBody, type TopicUpdateBody } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { UsersRepository } from '../users/index.ts';
import type { TopicRow, TopicsRepository } from './topics.repository.ts';

export interface TopicsServiceDeps {
  topics: TopicsRepository;
  users: UsersRepository;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
}

export type UserTopicsChange = 'add' | 'remove' | 'replace';

export class TopicsService {
  constructor(private readonly deps: TopicsServiceDeps) {}

  list(): TopicRow[] {
    return this.deps.topics.list();
  }

  create(body: Required<TopicBody>): TopicRow {
    this.checkUnique(body);
    const now = this.deps.changeClock.next();
    const row = this.deps.topics.insert({ id: newId(), ...body, createdAt: now, updatedAt: now });
    this.published([]);
    return row;
  }

  update(id: string, body: TopicUpdateBody): TopicRow {
    this.live(id);
    this.checkUnique(body, id);
    const row = this.deps.topics.update(id, { ...body, updatedAt: this.deps.changeClock.next() });
    this.published(this.deps.topics.holders(id));
    return row;
  }

  remove(id: string): void {
    this.live(id);
    this.deps.topics.update(id, { deleted: true, updatedAt: this.deps.changeClock.next() });
    this.published(this.deps.topics.holders(id));
  }

  /** Whose topics a caller may read or change: their own; admins name anyone. */
  owner(caller: Caller, userId: string | undefined): string {
    if (userId === undefined || userId === caller.id) return caller.id;
    if (!isAdmin(caller.role)) throw new AppError('forbidden');
    const user = this.deps.users.byId(userId);
    if (!user || user.deleted) throw new AppError('user-not-found');
    return userId;
  }

  ofUser(userId: string): TopicRow[] {
    return this.deps.topics.ofUser(userId);
  }

  change(userId: string, kind: UserTopicsChange, topicIds: readonly string[]): TopicRow[] {
    const ids = [...new Set(topicIds)];
    // Removing a topic that has since been deleted must still work; adding one must not.
    if (kind !== 'remove') {
      const live = this.deps.topics.liveIds(ids);
      if (ids.some((id) => !live.has(id))) throw new AppError('topic-not-found');
    }
    const now = this.deps.clock.now();
    if (kind === 'add') this.deps.topics.add(userId, ids, now);
    else if (kind === 'remove') this.deps.topics.remove(userId, ids);
    else this.deps.topics.replace(userId, ids, now);
    this.deps.bus.publish('user-updated', { userId });
    if (this.deps.users.byId(userId)?.role === 'Tutor') {
      this.deps.bus.publish('tutor-updated', { tutorId: userId });
      this.deps.bus.publish('tutors-cache-updated', { tutorIds: [userId] });
    }
    return this.deps.topics.ofUser(userId);
  }

  /**
   * One topic per name, in either language: two «سفر» let a tutor hold the same topic twice and
   * show it twice to students (issue 40). The refusal names the field that repeats.
   */
  private checkUnique(names: TopicUpdateBody, exceptId?: string): void {
    const taken = this.deps.topics.liveNamed(names, exceptId);
    if (!taken) return;
    const message = new AppError('topic-exists').message;
    const fields = (['nameAr', 'nameEn'] as const).filter(
      (key) =>
        names[key] !== undefined &&
        (key === 'nameAr'
          ? taken.nameAr === names.nameAr
          : taken.nameEn.toLowerCase() === names.nameEn!.toLowerCase()),
    );
    throw new AppError(
      'topic-exists',
      fields.map((path) => ({ path, code: 'topic-exists', message })),
    );
  }

  private live(id: string): TopicRow {
    const row = this.deps.topics.byId(id);
    if (!row || row.deleted) throw new AppError('topic-not-found');
    return row;
  }

  /** Topics replicate to everyone; tutors holding a changed topic show it in the directory. */
  private published(tutorIds: string[]): void {
    this.deps.bus.publish('sync-changed', { collection: 'topics', userIds: 'all' });
    this.deps.bus.publish('tutors-cache-updated', { tutorIds });
  }
}
