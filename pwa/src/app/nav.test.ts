import { describe, expect, it } from 'vitest';
import { navFor } from './nav.ts';

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
