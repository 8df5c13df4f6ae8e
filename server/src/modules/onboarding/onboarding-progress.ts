import {
  AppError,
  REAPPLY_AFTER_MONTHS,
  isAdmin,
  type OnboardingMissing,
  type OnboardingProgressDto,
  type OnboardingStepDto,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { UsersRepository } from '../users/index.ts';
import { addMonths } from './call-time.ts';
import type { DemoSessionsRepository } from './demo-sessions.repository.ts';
import type { InterviewsRepository } from './interviews.repository.ts';
import type { IntroVideoBounds } from './intro-videos.ports.ts';
import type { IntroVideosRepository } from './intro-videos.repository.ts';
import type { PhotoSessionsRepository } from './photo-sessions.repository.ts';

export interface OnboardingProgressDeps {
  users: UsersRepository;
  introVideos: IntroVideosRepository;
  interviews: InterviewsRepository;
  demoSessions: DemoSessionsRepository;
  photoSessions: PhotoSessionsRepository;
  clock: Clock;
  bus: EventBus;
  /** The intro video's bounds in force, told to the tutor before recording (decision 239). */
  bounds: IntroVideoBounds;
  /** Where the studio is (a platform setting), told on the photo-session step; '' when unset. */
  studioAddress: () => string;
}

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);
const step = (
  name: OnboardingStepDto['step'],
  state: OnboardingStepDto['state'],
  more: Partial<OnboardingStepDto> = {},
): OnboardingStepDto => ({
  step: name,
  state,
  id: null,
  at: null,
  reason: null,
  retryAfter: null,
  canceledAt: null,
  ...more,
});

/** Statuses of a call the staff (or an admin) called off, by step. */
const CANCELED_BY_STAFF: Record<'interview' | 'demo-session' | 'photo-session', string[]> = {
  interview: ['CanceledByInterviewer'],
  'demo-session': ['CanceledByTutorManager', 'CanceledByAdmin'],
  'photo-session': ['CanceledByStudio'],
};

/**
 * Spec §4 onboarding order (intro video, interview, demo session, photo session) and §3
 * "missing data" (decision 173): where each step stands, what is left, and activation when all
 * four have passed in order.
 */
export class OnboardingProgress {
  constructor(private readonly deps: OnboardingProgressDeps) {}

  /** GET /onboarding/progress: a tutor their own; staff any tutor's. */
  view(caller: Caller, tutorId: string | undefined): OnboardingProgressDto {
    const id = caller.role === 'Tutor' ? caller.id : tutorId;
    if (
      caller.role !== 'Tutor' &&
      !isAdmin(caller.role) &&
      !['TutorManager', 'Studio'].includes(caller.role)
    )
      throw new AppError('forbidden');
    if (!id)
      throw new AppError('required', [
        { path: 'tutorId', code: 'required', message: new AppError('required').message },
      ]);
    return this.of(id);
  }

  of(tutorId: string): OnboardingProgressDto {
    const { users } = this.deps;
    const user = users.byId(tutorId);
    if (!user || user.role !== 'Tutor' || user.deleted) throw new AppError('tutor-not-found');
    const tutor = users.tutor(tutorId);
    const steps = this.steps(tutorId);
    const missing: OnboardingMissing[] = [];
    if (!user.verifiedEmail) missing.push('verified-email');
    if (!user.verifiedPhone) missing.push('verified-phone');
    if (!tutor?.bio) missing.push('bio');
    if (!tutor?.about) missing.push('about');
    if (!tutor?.manuallyAdded)
      for (const s of steps) if (s.state !== 'passed') missing.push(s.step);
    return {
      tutorId,
      activated: user.activated,
      manuallyAdded: tutor?.manuallyAdded ?? false,
      steps,
      missing,
      introVideoSeconds: this.deps.bounds.introVideoSeconds(),
      studioAddress: this.deps.studioAddress() || null,
    };
  }

  steps(tutorId: string): OnboardingStepDto[] {
    const { introVideos, interviews, demoSessions, photoSessions, clock } = this.deps;
    const now = clock.now();
    const out: OnboardingStepDto[] = [];

    const video = introVideos.latest(tutorId);
    if (!video) out.push(step('intro-video', 'todo'));
    else if (video.status === 'Approved')
      out.push(step('intro-video', 'passed', { id: video.id, at: iso(video.reviewedAt) }));
    else if (video.status === 'Pending')
      out.push(step('intro-video', 'waiting', { id: video.id, at: iso(video.createdAt) }));
    else
      out.push(
        step('intro-video', 'refused', {
          id: video.id,
          at: iso(video.reviewedAt),
          reason: video.reason,
          retryAfter: iso(addMonths(video.reviewedAt ?? video.updatedAt, REAPPLY_AFTER_MONTHS)),
        }),
      );

    const interview = out[0]!.state === 'passed' ? interviews.latestHeld(tutorId) : undefined;
    if (out[0]!.state !== 'passed') out.push(step('interview', 'locked'));
    else if (!interview) out.push(step('interview', 'todo'));
    else if (interview.status === 'Passed')
      // The manager's feedback is written «for the applicant»: they read it on a pass too.
      out.push(
        step('interview', 'passed', {
          id: interview.id,
          at: iso(interview.start),
          reason: interview.feedback,
        }),
      );
    else if (interview.status === 'Pending')
      out.push(step('interview', 'booked', { id: interview.id, at: iso(interview.start) }));
    else
      out.push(
        step('interview', 'refused', {
          id: interview.id,
          at: iso(interview.start),
          reason: interview.feedback,
          retryAfter: iso(addMonths(interview.start, REAPPLY_AFTER_MONTHS)),
        }),
      );

    const demo = out[1]!.state === 'passed' ? demoSessions.latestHeld(tutorId) : undefined;
    if (out[1]!.state !== 'passed') out.push(step('demo-session', 'locked'));
    else if (!demo) out.push(step('demo-session', 'todo'));
    else if (demo.status === 'Passed')
      out.push(
        step('demo-session', 'passed', {
          id: demo.id,
          at: iso(demo.start),
          reason: demo.feedback,
        }),
      );
    else if (demo.status === 'Pending')
      out.push(step('demo-session', 'booked', { id: demo.id, at: iso(demo.start) }));
    // A rejected demo may be booked again at once (decision 110).
    // The tutor reads why (decision 243).
    else
      out.push(
        step('demo-session', 'refused', {
          id: demo.id,
          at: iso(demo.start),
          reason: demo.feedback,
        }),
      );

    const photo = out[2]!.state === 'passed' ? photoSessions.latestHeld(tutorId) : undefined;
    if (out[2]!.state !== 'passed') out.push(step('photo-session', 'locked'));
    // The studio schedules it: the tutor waits for a time.
    else if (!photo) out.push(step('photo-session', 'waiting'));
    else if (photo.status === 'Done')
      out.push(step('photo-session', 'passed', { id: photo.id, at: iso(photo.start) }));
    else out.push(step('photo-session', 'booked', { id: photo.id, at: iso(photo.start) }));
    void now;
    return out.map((s) => this.withStaffCancel(tutorId, s));
  }

  /** A step open again because the staff called its call off says when that call was to be. */
  private withStaffCancel(tutorId: string, s: OnboardingStepDto): OnboardingStepDto {
    // Open again means: the tutor books (todo, or refused with the retry date passed) or waits.
    if (s.step === 'intro-video' || ['locked', 'booked', 'passed'].includes(s.state)) return s;
    const { interviews, demoSessions, photoSessions } = this.deps;
    const last =
      s.step === 'interview'
        ? interviews.latest(tutorId)
        : s.step === 'demo-session'
          ? demoSessions.latest(tutorId)
          : photoSessions.latest(tutorId);
    return last && CANCELED_BY_STAFF[s.step].includes(last.status)
      ? { ...s, canceledAt: iso(last.start) }
      : s;
  }

  /**
   * Activate the tutor when all four steps have passed, in order: listed in the directory at
   * once (the cache and the directory pages hear `tutors-cache-updated` and `tutor-updated`).
   */
  activateIfComplete(tutorId: string): boolean {
    const { users, bus, clock } = this.deps;
    const user = users.byId(tutorId);
    if (!user || user.activated) return false;
    if (!this.steps(tutorId).every((s) => s.state === 'passed')) return false;
    const now = clock.now();
    users.update(tutorId, { activated: true, updatedAt: now });
    users.upsertTutor(tutorId, { onboarded: true }, now);
    bus.publish('user-updated', { userId: tutorId });
    bus.publish('tutor-updated', { tutorId });
    bus.publish('tutors-cache-updated', { tutorIds: [tutorId] });
    bus.publish('tutor-activated', { tutorId });
    return true;
  }
}
