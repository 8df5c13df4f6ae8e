import type { z } from 'zod';
import {
  AppError,
  isAdmin,
  type RatingDto,
  type ratingBodySchema,
  type ratingUpdateBodySchema,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import type { LessonsService } from '../lessons/index.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import { toRatingDto } from './ratings.dto.ts';
import type { RatingRow, RatingsRepository } from './ratings.repository.ts';

export interface RatingsServiceDeps {
  ratings: RatingsRepository;
  users: UsersRepository;
  /** Lazy: the lessons service is built beside this one. */
  lessons: () => LessonsService;
  clock: Clock;
  bus: EventBus;
}

type RatingInput = z.output<typeof ratingBodySchema>;
type RatingChanges = z.output<typeof ratingUpdateBodySchema>;

/** Students rate tutors they were taught by; the directory shows each tutor's average. */
export class RatingsService {
  constructor(private readonly deps: RatingsServiceDeps) {}

  create(caller: Caller, body: RatingInput): RatingDto {
    const tutor = this.tutor(body.tutorId);
    this.checkTaught(caller.id, tutor.id, body.lessonId);
    if (this.deps.ratings.live(caller.id, tutor.id)) throw new AppError('rating-exists');
    const now = this.deps.clock.now();
    let row: RatingRow;
    try {
      row = this.deps.ratings.insert({
        id: newId(),
        raterId: caller.id,
        rateeId: tutor.id,
        lessonId: body.lessonId ?? null,
        value: body.value,
        text: body.text ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Two first ratings racing: the unique index lets one through.
      throw constraintError(error, { unique: 'rating-exists', foreignKey: 'tutor-not-found' });
    }
    this.changed(tutor.id);
    return this.view(row);
  }

  /** Only its author changes a rating: the words are the student's own. */
  update(caller: Caller, id: string, body: RatingChanges): RatingDto {
    const row = this.get(id);
    if (row.raterId !== caller.id) throw new AppError('forbidden');
    this.deps.ratings.update(id, { ...body, updatedAt: this.deps.clock.now() });
    this.changed(row.rateeId);
    return this.view(this.get(id));
  }

  /** Its author or an admin (moderation). Soft: the student may rate the tutor again. */
  remove(caller: Caller, id: string): void {
    const row = this.get(id);
    if (row.raterId !== caller.id && !isAdmin(caller.role)) throw new AppError('forbidden');
    this.deps.ratings.update(id, { deleted: true, updatedAt: this.deps.clock.now() });
    this.changed(row.rateeId);
  }

  read(id: string): RatingDto {
    return this.view(this.get(id));
  }

  /** The ratings a user gave: that user and admins only. */
  byRater(caller: Caller, raterId: string, page: number, size: number) {
    if (caller.id !== raterId && !isAdmin(caller.role)) throw new AppError('forbidden');
    return this.page('raterId', raterId, page, size);
  }

  /** The ratings a user received: that user and admins only. */
  byRatee(caller: Caller, rateeId: string, page: number, size: number) {
    if (caller.id !== rateeId && !isAdmin(caller.role)) throw new AppError('forbidden');
    return this.page('rateeId', rateeId, page, size);
  }

  /** A tutor's reviews, as the public profile shows them. */
  forTutor(tutorId: string, page: number, size: number) {
    this.tutor(tutorId);
    return this.page('rateeId', tutorId, page, size);
  }

  private get(id: string): RatingRow {
    const row = this.deps.ratings.byId(id);
    if (!row) throw new AppError('rating-not-found');
    return row;
  }

  private tutor(id: string): UserRow {
    const user = this.deps.users.byId(id);
    if (!user || user.deleted || user.role !== 'Tutor') throw new AppError('tutor-not-found');
    return user;
  }

  /** A fulfilled lesson of this student with this tutor: the named one, or any. */
  private checkTaught(studentId: string, tutorId: string, lessonId: string | undefined): void {
    const lessons = this.deps.lessons();
    if (lessonId === undefined) {
      if (!lessons.hasFulfilledLesson(studentId, tutorId))
        throw new AppError('no-fulfilled-lesson');
      return;
    }
    const lesson = lessons.get(lessonId);
    if (!lesson || lesson.studentId !== studentId || lesson.tutorId !== tutorId)
      throw new AppError('lesson-not-found');
    if (lesson.status !== 'fulfilled') throw new AppError('no-fulfilled-lesson');
  }

  /** The tutor's average and count moved: the directory drops its snapshot (decision 011). */
  private changed(tutorId: string): void {
    this.deps.bus.publish('tutors-cache-updated', { tutorIds: [tutorId] });
  }

  private page(side: 'raterId' | 'rateeId', userId: string, page: number, size: number) {
    const result = this.deps.ratings.page(side, userId, size, (page - 1) * size);
    return { list: result.list.map((row) => this.view(row)), total: result.total };
  }

  private view(row: RatingRow): RatingDto {
    const rater = this.deps.users.byId(row.raterId);
    return toRatingDto(row, rater ?? { id: row.raterId, name: '', image: null });
  }
}
