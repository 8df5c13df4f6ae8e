import { describe, expect, it } from 'vitest';
import { completeProfileFor } from './home.ts';

describe('where a profile is completed', () => {
  it('a tutor, after verifying her e-mail or opening the learner’s page, in the tutor’s steps', () => {
    expect(completeProfileFor('Tutor')).toBe('/t/complete-profile');
  });

  it.each(['Student', 'TutorManager', 'Admin', undefined])('%s on /complete-profile', (role) => {
    expect(completeProfileFor(role)).toBe('/complete-profile');
  });
});
