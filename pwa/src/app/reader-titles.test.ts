import { describe, expect, it } from 'vitest';
import { titleFor } from './reader-titles.ts';
import { plannedAppScreens } from './routes.ts';

/** The screen at `path` as the route table has it. */
const screen = (path: string) => {
  const found = plannedAppScreens.find((s) => s.path === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
};

describe('tab titles in the reader’s gender and role (decision 253)', () => {
  it('names a woman tutor’s dashboard and onboarding in her form', () => {
    const her = { role: 'Tutor', gender: 'female' } as const;
    expect(titleFor(screen('t/dashboard'), her)).toBe('لوحة المدرّسة');
    expect(titleFor(screen('t/onboarding'), her)).toBe('الانضمام كمدرّسة');
  });

  it('keeps the masculine for a man and when no gender is known', () => {
    expect(titleFor(screen('t/dashboard'), { role: 'Tutor', gender: 'male' })).toBe('لوحة المدرّس');
    expect(titleFor(screen('t/dashboard'), { role: 'Tutor', gender: null })).toBe('لوحة المدرّس');
    expect(titleFor(screen('t/dashboard'), null)).toBe('لوحة المدرّس');
  });

  it('names /invoices a tutor’s earnings and a student’s bills (issue 40)', () => {
    expect(titleFor(screen('invoices'), { role: 'Tutor', gender: 'female' })).toBe('أرباحي');
    expect(titleFor(screen('invoices'), { role: 'Student', gender: 'male' })).toBe('فواتيري');
  });

  it('names a tutor manager’s page for her calls, as its heading does, not a teacher’s', () => {
    const manager = { role: 'TutorManager', gender: 'female' } as const;
    expect(titleFor(screen('t/dashboard'), manager)).toBe('مواعيد النهارده');
  });

  it('names a woman student’s dashboard in her form, and leaves other titles alone', () => {
    const student = { role: 'Student', gender: 'female' } as const;
    expect(titleFor(screen('s/dashboard'), student)).toBe('لوحة الطالبة');
    expect(titleFor(screen('chat'), student)).toBe('الرسائل');
  });
});
