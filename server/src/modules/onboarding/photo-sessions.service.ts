import {
  AppError,
  PHOTO_SESSION_MINUTES,
  isAdmin,
  type PhotoSessionDto,
  type PhotoSessionListQuery,
  type UpdatePhotoSessionBody,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { UsersRepository } from '../users/index.ts';
import { endOf } from './call-time.ts';
import type { DemoSessionsRepository } from './demo-sessions.repository.ts';
import { toMember } from './onboarding.dto.ts';
import type { OnboardingProgress } from './onboarding-progress.ts';
import type { CallReminders } from './call-reminders.ts';
import { checkCallStart } from './onboarding-rules.ts';
import type { PhotoSessionRow, PhotoSessionsRepository } from './photo-sessions.repository.ts';

export interface PhotoSessionsServiceDeps {
  db: Db;
  photoSessions: PhotoSessionsRepository;
  demoSessions: DemoSessionsRepository;
  users: UsersRepository;
  progress: OnboardingProgress;
  reminders: CallReminders;
  clock: Clock;
  bus: EventBus;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isStaff = (caller: Caller) => caller.role === 'Studio' || isAdmin(caller.role);

/** The last onboarding step (decision 172): the studio schedules it, holds it, marks it done. */
export class PhotoSessionsService {
  constructor(private readonly deps: PhotoSessionsServiceDeps) {}

  schedule(caller: Caller, body: { tutorId: string; start: number }): PhotoSessionDto {
    const { users, photoSessions, demoSessions } = this.deps;
    const now = this.deps.clock.now();
    let row: PhotoSessionRow;
    try {
      row = this.deps.db.transaction(
        () => {
          const tutor = users.byId(body.tutorId);
          if (!tutor || tutor.role !== 'Tutor' || tutor.deleted)
            throw new AppError('tutor-not-found');
          if (demoSessions.latestHeld(tutor.id)?.status !== 'Passed')
            throw new AppError('demo-session-not-passed');
          if (photoSessions.latestHeld(tutor.id)) throw new AppError('photo-session-exists');
          checkCallStart(body.start, now);
          const inserted = photoSessions.insert({
            id: newId(),
            tutorId: tutor.id,
            studioId: caller.id,
            start: body.start,
            duration: PHOTO_SESSION_MINUTES,
            status: 'Scheduled',
            createdAt: now,
            updatedAt: now,
          });
          this.deps.reminders.schedule('photo-session', inserted);
          return inserted;
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      throw constraintError(error, {
        unique: 'conflicting-schedule',
        foreignKey: 'user-not-found',
      });
    }
    this.deps.bus.publish('onboarding-changed', {
      tutorId: row.tutorId,
      step: 'photo-session',
      id: row.id,
      staffIds: [row.studioId],
    });
    return this.view(row);
  }

  /**
   * Studio staff mark it done (from its start, once the tutor's photo, video and thumbnail are
   * uploaded — which activates a tutor whose other steps passed) or cancel it; the tutor
   * cancels before the start.
   */
  update(caller: Caller, { id, status }: UpdatePhotoSessionBody): PhotoSessionDto {
    const { users, photoSessions } = this.deps;
    const row = this.deps.db.transaction(
      () => {
        const current = photoSessions.byId(id);
        if (!current) throw new AppError('photo-session-not-found');
        const mine = current.tutorId === caller.id;
        const allowed = status === 'CanceledByTutor' ? mine : isStaff(caller);
        if (!allowed) throw new AppError('forbidden');
        if (current.status !== 'Scheduled') throw new AppError('session-settled');
        const now = this.deps.clock.now();
        if (status === 'CanceledByTutor' && now >= current.start)
          throw new AppError('session-started');
        if (status === 'Done') {
          if (now < current.start) throw new AppError('session-not-started');
          const media = users.tutor(current.tutorId);
          if (!users.byId(current.tutorId)?.image || !media?.video || !media.thumbnail)
            throw new AppError('tutor-media-missing');
        }
        return photoSessions.update(id, { status, updatedAt: now });
      },
      { behavior: 'immediate' },
    );
    if (row.status === 'Done') this.deps.progress.activateIfComplete(row.tutorId);
    else this.deps.reminders.canceled('photo-session', row.id, caller.id);
    this.deps.bus.publish('onboarding-changed', {
      tutorId: row.tutorId,
      step: 'photo-session',
      id: row.id,
      staffIds: [row.studioId],
    });
    return this.view(row);
  }

  list(caller: Caller, query: PhotoSessionListQuery) {
    const { page, size, status, tutorId } = query;
    const filter =
      caller.role === 'Tutor'
        ? { tutorId: caller.id, status }
        : isStaff(caller)
          ? { tutorId, status }
          : null;
    if (!filter) throw new AppError('forbidden');
    const result = this.deps.photoSessions.page(filter, size, (page - 1) * size);
    return { list: result.list.map((row) => this.view(row)), total: result.total };
  }

  private view(row: PhotoSessionRow): PhotoSessionDto {
    const { users } = this.deps;
    return {
      id: row.id,
      status: row.status,
      start: iso(row.start),
      end: iso(endOf(row)),
      tutor: toMember(row.tutorId, users.byId(row.tutorId)),
      studio: toMember(row.studioId, users.byId(row.studioId)),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }
}
