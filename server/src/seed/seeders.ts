import type { AppDeps } from '../deps.ts';
import { seedCatalogue } from '../modules/cache/catalogue.seed.ts';
import { seedDemoAvailability } from './availability.seeder.ts';

export interface SeedContext {
  adminId: string | null;
  tutorIds: string[];
  studentIds: string[];
}

/** Each area's idempotent demo seeder, run in order after the demo people exist. */
export type Seeder = (deps: AppDeps, context: SeedContext) => Promise<void> | void;

export const seeders: Seeder[] = [];

// Demo topics and plans, and the demo tutors' topics.
seeders.push(seedCatalogue);

// The demo tutors' weekly availability, so a demo student can book at once.
seeders.push(seedDemoAvailability);
