import {
  AppError,
  REAPPLY_AFTER_MONTHS,
  UPLOAD_MAX_BYTES,
  isAdmin,
  type IntroVideoDto,
  type IntroVideoListQuery,
  type ReviewIntroVideoBody,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import { constraintError } from '../../kernel/db-errors.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { AssetsService, FormRules, ReceivedForm } from '../assets/index.ts';
import type { FinishedUploads } from '../resumable-uploads/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { addMonths } from './call-time.ts';
import type { IntroVideoBounds } from './intro-videos.ports.ts';
import type { IntroVideoRow, IntroVideosRepository } from './intro-videos.repository.ts';
import { measureDurationMs } from './media-duration.ts';
import { toMember } from './onboarding.dto.ts';
import { checkApplicant, checkTutorManager, requireFields } from './onboarding-rules.ts';

export interface IntroVideosServiceDeps {
  db: Db;
  introVideos: IntroVideosRepository;
  users: UsersRepository;
  assets: AssetsService;
  uploads: FinishedUploads;
  bounds: IntroVideoBounds;
  clock: Clock;
  bus: EventBus;
}

/** POST /intro-video/with/asset: a `video` file, or `upload` (a finished tus upload's id). */
export const INTRO_VIDEO_FORM: FormRules = {
  files: { video: { maxCount: 1, maxBytes: UPLOAD_MAX_BYTES.video } },
  fields: ['upload', 'duration'],
};

const iso = (ms: number) => new Date(ms).toISOString();
const detail = (path: string, code: 'short-video-dur' | 'long-video-dur' | 'corrupt-file') =>
  new AppError(code, [{ path, code, message: new AppError(code).message }]);

/** Spec §4 Intro video: a tutor applicant sends one, a reviewer approves or rejects it. */
export class IntroVideosService {
  constructor(private readonly deps: IntroVideosServiceDeps) {}

  /**
   * Refuses early (before any byte is read) an applicant who may not send a video now: one is
   * pending or approved (`intro-video-exists`), or one was rejected less than three months ago
   * (`intro-video-too-soon`, with `retryAfter`).
   */
  checkCanSubmit(caller: Caller): void {
    const { users, introVideos } = this.deps;
    checkApplicant(users.byId(caller.id), users.tutor(caller.id));
    const latest = introVideos.latest(caller.id);
    if (!latest) return;
    if (latest.status !== 'Rejected') throw new AppError('intro-video-exists');
    const retryAfter = addMonths(latest.reviewedAt ?? latest.updatedAt, REAPPLY_AFTER_MONTHS);
    if (this.deps.clock.now() < retryAfter)
      throw new AppError('intro-video-too-soon', { retryAfter: iso(retryAfter) });
  }

  /**
   * Take the video (a tus upload or a multipart file), check its type by content, measure its
   * length from the container, store it and record it as pending — or refuse and keep nothing.
   */
  async submit(caller: Caller, form: ReceivedForm): Promise<IntroVideoDto> {
    const { assets, uploads } = this.deps;
    return assets.consume(form, async (made) => {
      this.checkCanSubmit(caller);
      const uploadId = form.fields.upload;
      const upload = uploadId
        ? await uploads.take(caller.id, uploadId, 'video', UPLOAD_MAX_BYTES.video)
        : undefined;
      try {
        const file = upload ?? form.files.find((f) => f.field === 'video');
        if (!file) requireFields({ video: undefined });
        const [prepared] = await assets.prepare([{ file: file!, kind: 'video' }], made);
        const durationMs = await measureDurationMs(prepared!.path, prepared!.contentType);
        if (durationMs === undefined) throw detail('video', 'corrupt-file');
        const { min, max } = this.deps.bounds.introVideoSeconds();
        if (durationMs < min * 1000) throw detail('video', 'short-video-dur');
        if (durationMs > max * 1000) throw detail('video', 'long-video-dur');
        const id = newId();
        const now = this.deps.clock.now();
        let row: IntroVideoRow | undefined;
        try {
          await assets.store(
            [{ prepared: prepared!, bucket: 'uploads', ownerId: caller.id, subjectId: id }],
            caller.id,
            ([asset]) => {
              // Inside the assets transaction: the pending-video index settles a race.
              row = this.deps.introVideos.insert({
                id,
                tutorId: caller.id,
                video: assets.urlOf(asset!),
                contentType: prepared!.contentType,
                durationMs,
                status: 'Pending',
                createdAt: now,
                updatedAt: now,
              });
            },
          );
        } catch (error) {
          throw constraintError(error, {
            unique: 'intro-video-exists',
            foreignKey: 'user-not-found',
          });
        }
        this.deps.bus.publish('onboarding-changed', {
          tutorId: caller.id,
          step: 'intro-video',
          id: row!.id,
          staffIds: [],
        });
        return this.view(row!);
      } finally {
        await upload?.discard();
      }
    });
  }

  /** Tutors see their own; tutor managers and admins all (filter by status or tutor). */
  list(caller: Caller, query: IntroVideoListQuery) {
    const { page, size, status, tutorId } = query;
    const filter =
      caller.role === 'Tutor'
        ? { tutorId: caller.id, status }
        : caller.role === 'TutorManager' || isAdmin(caller.role)
          ? { tutorId, status }
          : null;
    if (!filter) throw new AppError('forbidden');
    const result = this.deps.introVideos.page(filter, size, (page - 1) * size);
    return { list: result.list.map((row) => this.view(row)), total: result.total };
  }

  /** PUT /intro-video/{id}: an active tutor manager or an admin approves or rejects (with a reason). */
  review(caller: Caller, id: string, body: ReviewIntroVideoBody & { reason?: string }) {
    if (caller.role === 'TutorManager') checkTutorManager(this.deps.users.byId(caller.id));
    else if (!isAdmin(caller.role)) throw new AppError('forbidden');
    const row = this.deps.db.transaction(
      () => {
        const current = this.deps.introVideos.byId(id);
        if (!current) throw new AppError('intro-video-not-found');
        if (current.status !== 'Pending') throw new AppError('intro-video-reviewed');
        if (body.status === 'Rejected') requireFields({ reason: body.reason });
        const now = this.deps.clock.now();
        return this.deps.introVideos.update(id, {
          status: body.status,
          reason: body.status === 'Rejected' ? body.reason! : null,
          reviewerId: caller.id,
          reviewedAt: now,
          updatedAt: now,
        });
      },
      { behavior: 'immediate' },
    );
    this.deps.bus.publish('onboarding-changed', {
      tutorId: row.tutorId,
      step: 'intro-video',
      id: row.id,
      staffIds: [caller.id],
    });
    return this.view(row);
  }

  /** The tutor's approved video, if any (the first onboarding step; students see it). */
  approved(tutorId: string): IntroVideoRow | undefined {
    return this.deps.introVideos.approved(tutorId);
  }

  latest(tutorId: string): IntroVideoRow | undefined {
    return this.deps.introVideos.latest(tutorId);
  }

  view(row: IntroVideoRow): IntroVideoDto {
    const { users } = this.deps;
    const retryAfter =
      row.status === 'Rejected' && row.reviewedAt
        ? iso(addMonths(row.reviewedAt, REAPPLY_AFTER_MONTHS))
        : null;
    return {
      id: row.id,
      status: row.status,
      tutor: toMember(row.tutorId, users.byId(row.tutorId)),
      video: row.video,
      contentType: row.contentType,
      // Whole seconds as a video's clock reads them (it floors): a 32.5 s video is «٠:٣٢» on the
      // player and «٣٢ ثانية» beside it, never «٣٣».
      durationSeconds: Math.floor(row.durationMs / 1000),
      reason: row.reason,
      reviewer: row.reviewerId ? toMember(row.reviewerId, users.byId(row.reviewerId)) : null,
      reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
      retryAfter,
      createdAt: iso(row.createdAt),
    };
  }
}
