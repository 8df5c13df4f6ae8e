import { and, eq, or } from 'drizzle-orm';
import { tutors, users } from '../../db/schema/index.ts';

/**
 * Who students find on /tutors, as one SQL term over a `users` row joined to its `tutors` row:
 * an active, verified tutor through onboarding or added by an admin. The directory builds from
 * it and the admin's «listed» step filters with it (decisions 176, 255), so the two cannot drift.
 */
export const listedTutor = and(
  eq(users.role, 'Tutor'),
  eq(users.deleted, false),
  eq(users.activated, true),
  eq(users.verifiedEmail, true),
  eq(users.verifiedPhone, true),
  or(eq(tutors.onboarded, true), eq(tutors.manuallyAdded, true)),
)!;
