import { describe, expect, it } from 'vitest';
import { accountLinksFor, navFor } from './nav.ts';
import { mayOpen } from './screen-roles.ts';

describe('navigation by role', () => {
  it('gives students the booking screens and admins the back office', () => {
    expect(navFor('Student').map((i) => i.to)).toContain('/tutors');
    expect(navFor('Student').some((i) => i.to.startsWith('/admin'))).toBe(false);
    expect(navFor('SuperAdmin').every((i) => i.to.startsWith('/admin'))).toBe(true);
    expect(navFor('RegularAdmin')).toEqual(navFor('SuperAdmin'));
  });

  it('gives tutors their schedule and withdrawals, and a visitor the tutors and prices', () => {
    expect(navFor('Tutor').map((i) => i.to)).toEqual(
      expect.arrayContaining(['/schedule-management', '/invoices']),
    );
    // Browsing before signing up (issue 16): nothing that needs an account.
    expect(navFor(undefined).map((i) => i.to)).toEqual(['/tutors', '/pricing']);
  });
});

// Decision 284: a tutor who teaches was offered «الانضمام», and a page saying she needs none of it.
describe('the onboarding steps in the menu', () => {
  const onboarding = (options?: { onboarding?: boolean }) =>
    navFor('Tutor', options).some((i) => i.to === '/t/onboarding');

  it('only for a tutor who may still have steps to take', () => {
    expect(onboarding({ onboarding: true })).toBe(true);
    expect(onboarding({ onboarding: false })).toBe(false);
    expect(onboarding()).toBe(false);
  });

  it('never for another role', () => {
    for (const role of ['Student', 'TutorManager', 'SuperAdmin'] as const)
      expect(navFor(role, { onboarding: true }).some((i) => i.to === '/t/onboarding')).toBe(false);
  });
});

describe('the account menu by role', () => {
  const menu = (role: Parameters<typeof accountLinksFor>[0]) =>
    accountLinksFor(role).map((i) => i.to);

  it('opens each role its own profile, and a student her receipts (decision 206)', () => {
    expect(menu('Student')).toEqual(['/profile', '/invoices']);
    expect(menu('Tutor')).toEqual(['/t/profile-settings']);
    expect(menu('SuperAdmin')).toEqual(['/admin/user-settings']);
  });

  it('leads a tutor manager to her password and notifications (/profile has no way there)', () => {
    expect(menu('TutorManager')).toContain('/t/account-settings');
    expect(mayOpen('t/account-settings', 'TutorManager')).toBe(true);
  });

  it('offers only screens the role may open', () => {
    for (const role of ['Student', 'Tutor', 'TutorManager'] as const)
      for (const to of menu(role)) expect(mayOpen(to.slice(1), role)).toBe(true);
  });
});
