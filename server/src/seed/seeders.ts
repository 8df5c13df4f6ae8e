import type { Seeder } from './seeder.ts';
import { seedCatalogue } from '../modules/cache/catalogue.seed.ts';
import { seedDemoAvailability } from './availability.seeder.ts';
import { seedDemoMarketplace } from './marketplace.seeder.ts';
import { seedDemoStudioAddress } from './studio-address.seeder.ts';
import { seedDemoTutorVideo } from './tutor-video.seeder.ts';

export type { SeedContext, Seeder } from './seeder.ts';

export const seeders: Seeder[] = [];

// Demo topics and plans, and the demo tutors' topics.
seeders.push(seedCatalogue);

// The demo tutors' weekly availability, so a demo student can book at once.
seeders.push(seedDemoAvailability);

// Onboarding staff, applicants at every step and a student with a history (decision 256).
seeders.push(seedDemoMarketplace);

// Karim's video on his page, uploaded by the demo studio (decision 269).
seeders.push(seedDemoTutorVideo);

// Where the demo studio is: the applicants' photo-session step says it (issue 40).
seeders.push(seedDemoStudioAddress);
