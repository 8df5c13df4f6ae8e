import type { Seeder } from './seeder.ts';

/** Cairo evenings and mornings on working days (Sunday–Thursday), shorter weekend mornings. */
const DEMO_WEEK = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  weekday === 5 || weekday === 6
    ? [{ weekday, start: 10 * 60, end: 14 * 60 }]
    : [
        { weekday, start: 9 * 60, end: 13 * 60 },
        { weekday, start: 17 * 60, end: 22 * 60 },
      ],
);

/** Demo tutors get a weekly template once; a template a tutor has edited is left alone. */
export const seedDemoAvailability: Seeder = (deps, context) => {
  for (const tutorId of context.tutorIds) {
    if (deps.availabilityService.template(tutorId).slots.length === 0)
      deps.availabilityService.replace(tutorId, DEMO_WEEK);
  }
};
