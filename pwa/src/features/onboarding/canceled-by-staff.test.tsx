import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OnboardingStepDto } from '@kalam/shared';
import { CanceledByStaff } from './canceled-by-staff.tsx';

const step = (over: Partial<OnboardingStepDto>): OnboardingStepDto => ({
  step: 'interview',
  state: 'todo',
  id: null,
  at: null,
  reason: null,
  retryAfter: null,
  canceledAt: null,
  ...over,
});
const text = (s: OnboardingStepDto) =>
  renderToStaticMarkup(<CanceledByStaff step={s} />).replace(/<[^>]+>/g, '');

// Decision 265: a step open again because the staff called its call off says so, on Cairo's clock.
describe('a call the staff called off, on the applicant’s onboarding page', () => {
  it('names who called it off and when it was to be, in Arabic digits', () => {
    const s = step({ canceledAt: '2026-12-06T08:00:00.000Z' });
    expect(text(s)).toMatch(/^فريق كلام لغى المقابلة اللي كانت .*٦ ديسمبر، ١٠ الصبح.*\.$/);
    expect(text({ ...s, step: 'demo-session' })).toMatch(/^فريق كلام لغى الجلسة التجريبية/);
    expect(text({ ...s, step: 'photo-session', state: 'waiting' })).toMatch(
      /^الاستوديو لغى جلسة التصوير اللي كانت /,
    );
  });

  it('says nothing when no call was called off by the staff', () => {
    expect(renderToStaticMarkup(<CanceledByStaff step={step({})} />)).toBe('');
  });
});
