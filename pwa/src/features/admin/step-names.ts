import type { TutorStep } from '@kalam/shared';

/** The onboarding steps by one name each: the overview's cards and the tutors list's filter. */
export const STEP_NAMES = {
  'intro-video': 'الفيديو التعريفي',
  interview: 'المقابلة',
  'demo-session': 'الجلسة التجريبية',
  'photo-session': 'جلسة التصوير',
  listed: 'ظاهرين في الموقع',
} as const satisfies Record<TutorStep, string>;
