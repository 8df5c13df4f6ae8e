/**
 * The query keys of the onboarding screens. Apart from the calls (`onboarding-api.ts`, with the
 * resumable upload client) so the signed-in frame's event listener can name them without loading
 * the screens' code.
 */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  progress: (tutorId?: string) => ['onboarding', 'progress', tutorId ?? 'me'] as const,
  introVideos: (status?: string) => ['onboarding', 'intro-videos', status ?? 'all'] as const,
  interviews: ['onboarding', 'interviews'] as const,
  demos: ['onboarding', 'demo-sessions'] as const,
  slots: (kind: 'interview' | 'demo-session', from: string) =>
    ['onboarding', 'slots', kind, from] as const,
  photoSessions: (tutorId?: string) => ['onboarding', 'photo-sessions', tutorId ?? 'all'] as const,
  studioTutors: (search: string) => ['onboarding', 'studio-tutors', search] as const,
  readyForPhoto: ['onboarding', 'studio-tutors', 'ready'] as const,
  studioTutor: (id: string) => ['onboarding', 'studio-tutor', id] as const,
};
