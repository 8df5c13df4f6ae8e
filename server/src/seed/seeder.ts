import type { AppDeps } from '../deps.ts';

export interface SeedContext {
  adminId: string | null;
  tutorIds: string[];
  studentIds: string[];
}

/** Each area's idempotent demo seeder, run in order after the demo people exist (seeders.ts). */
export type Seeder = (deps: AppDeps, context: SeedContext) => Promise<void> | void;
