import {
  SERVER_EVENTS,
  type DemoSessionDto,
  type InterviewDto,
  type OnboardingEventPayload,
  type OnboardingProgressDto,
} from '@kalam/shared';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { RealtimeHub } from './realtime.hub.ts';

/** How onboarding facts read to one user (the onboarding area's views, wired by the root). */
export interface OnboardingViews {
  /** The tutor's four steps, as `GET /onboarding/progress` reads them; null if unreadable. */
  progressOf(tutorId: string): OnboardingProgressDto | null;
  /** An interview as this user reads it (the applicant without the note). */
  interviewFor(id: string, viewerId: string): InterviewDto | null;
  demoSession(id: string): DemoSessionDto | null;
  /** Who reviews intro videos: the active tutor managers (their queue changed). */
  reviewerIds(): string[];
}

/**
 * `onboarding-changed` to the user rooms of the tutor and of the staff the step concerns, each
 * with the facts as they read them (decision 186): the tutor's `/t/onboarding` and the managers'
 * `/interviews` put them in their cache and change without a reload.
 */
export function deliverOnboardingEvents(
  bus: EventBus,
  hub: RealtimeHub,
  views: OnboardingViews,
): () => void {
  return bus.subscribe('onboarding-changed', (e) => {
    const recipients = new Set([e.tutorId, ...e.staffIds]);
    if (e.step === 'intro-video') for (const id of views.reviewerIds()) recipients.add(id);
    const progress = views.progressOf(e.tutorId);
    const demoSession = e.step === 'demo-session' ? views.demoSession(e.id) : null;
    for (const userId of recipients) {
      const payload: OnboardingEventPayload = {
        tutorId: e.tutorId,
        step: e.step,
        id: e.id,
        progress,
        interview: e.step === 'interview' ? views.interviewFor(e.id, userId) : null,
        demoSession,
      };
      hub.toUsers([userId], SERVER_EVENTS.onboardingChanged, payload);
    }
  });
}
