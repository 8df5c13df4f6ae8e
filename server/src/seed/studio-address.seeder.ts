import { callerOf } from '../kernel/caller.ts';
import { DEMO_STUDIO_ADDRESS } from './demo-data.ts';
import type { Seeder } from './seeder.ts';

/**
 * The demo studio's address (issue 40), so the applicants' photo-session step says where to go.
 * Only while the settings were never saved: an address a super admin set, or cleared, stays.
 * A real deployment has none until its super admin writes one on the settings screen.
 */
export const seedDemoStudioAddress: Seeder = (deps, context) => {
  const settings = deps.platformSettings;
  if (settings.view().updatedAt !== null || !context.adminId) return;
  const admin = deps.users.byId(context.adminId);
  if (!admin) return;
  settings.update(callerOf(admin), { ...settings.current(), studioAddress: DEMO_STUDIO_ADDRESS });
};
