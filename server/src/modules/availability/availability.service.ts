import { AppError, covers } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { LessonsRepository } from '../lessons/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { AvailabilityRepository, SlotInput, SlotRow } from './availability.repository.ts';

export interface AvailabilityServiceDeps {
  db: Db;
  availability: AvailabilityRepository;
  lessons: LessonsRepository;
  users: UsersRepository;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
}

const KEEPS_TEMPLATE = new Set(['Tutor', 'TutorManager']);

/** A tutor's weekly template, in minutes of the day on the tutor's own wall clock. */
export class AvailabilityService {
  constructor(private readonly deps: AvailabilityServiceDeps) {}

  template(tutorId: string): { tutorId: string; timeZone: string; slots: SlotRow[] } {
    const tutor = this.deps.users.byId(tutorId);
    // Tutor managers keep a weekly template too: when applicants may book calls (decision 175).
    if (!tutor || !KEEPS_TEMPLATE.has(tutor.role) || tutor.deleted)
      throw new AppError('tutor-not-found');
    return { tutorId, timeZone: tutor.timeZone, slots: this.deps.availability.template(tutorId) };
  }

  /**
   * Replace the whole template. Booked lessons to come must stay inside it (spec §5: a schedule
   * edit must not cancel them): otherwise 409 `conflicting-schedule` lists them and nothing changes.
   */
  replace(tutorId: string, slots: SlotInput[]) {
    const tutor = this.deps.users.byId(tutorId);
    if (!tutor || !KEEPS_TEMPLATE.has(tutor.role)) throw new AppError('forbidden');
    this.deps.db.transaction(
      () => {
        const now = this.deps.clock.now();
        const stranded = this.deps.lessons
          .tutorFuturePending(tutorId, now)
          .filter((l) => !covers(slots, l.start, l.duration, tutor.timeZone));
        if (stranded.length > 0)
          throw new AppError(
            'conflicting-schedule',
            stranded.map((l) => ({
              id: l.id,
              start: new Date(l.start).toISOString(),
              duration: l.duration,
              studentId: l.studentId,
            })),
          );
        this.deps.availability.replace(tutorId, slots, now, () => this.deps.changeClock.next());
      },
      { behavior: 'immediate' },
    );
    this.deps.bus.publish('tutor-updated', { tutorId });
    this.deps.bus.publish('sync-changed', { collection: 'availability', userIds: 'all' });
    return this.template(tutorId);
  }
}
