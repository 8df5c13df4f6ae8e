import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_TUTORS } from './demo-data.ts';
import { seeders, type SeedContext } from './seeders.ts';

/**
 * Idempotent seed. Every target gets the super admin; `local` (or KALAM_SEED_DEMO=1) also gets
 * demo people, then every area's seeder (topics, plans, availability…) in order.
 */
export async function runSeed(deps: AppDeps): Promise<SeedContext> {
  const { config, users, usersService, clock } = deps;
  const context: SeedContext = { adminId: null, tutorIds: [], studentIds: [] };

  const adminEmail =
    config.admin.email ?? (config.target === 'local' ? 'admin@kalam.test' : undefined);
  if (!adminEmail) {
    deps.log.error('KALAM_ADMIN_EMAIL is not set: no super admin was created');
  } else {
    const existing = users.byEmail(adminEmail);
    if (existing) {
      context.adminId = existing.id;
    } else {
      const generated = !config.admin.password;
      const password = config.admin.password ?? `${randomBytes(9).toString('base64url')}7a`;
      const admin = await usersService.createWithRole({
        name: 'مدير كلام',
        email: adminEmail,
        password,
        role: 'SuperAdmin',
        verifiedEmail: true,
      });
      context.adminId = admin.id;
      // Printed once, on the first start only, and never logged again.
      if (generated)
        console.info(
          `Super admin created: ${adminEmail} / ${password} (shown once; change it after signing in)`,
        );
      else console.info(`Super admin created: ${adminEmail}`);
    }
  }

  if (!config.seedDemo) return context;

  for (const t of DEMO_TUTORS) {
    let user = users.byEmail(t.email);
    if (!user) {
      user = await usersService.createWithRole({
        name: t.name,
        email: t.email,
        password: DEMO_PASSWORD,
        role: 'Tutor',
        verifiedEmail: true,
        verifiedPhone: true,
        phone: t.phone,
      });
      users.update(user.id, {
        gender: t.gender,
        activated: true,
        city: t.city,
        updatedAt: clock.now(),
      });
      users.upsertTutor(
        user.id,
        { bio: t.bio, about: t.about, notice: 30, onboarded: true, manuallyAdded: true },
        clock.now(),
      );
    }
    // Their portrait, also for a tutor seeded before portraits existed; never over a photo.
    if (!user.image) users.update(user.id, { image: t.image, updatedAt: clock.now() });
    context.tutorIds.push(user.id);
  }
  let student = users.byEmail(DEMO_STUDENT.email);
  if (!student) {
    student = await usersService.createWithRole({
      name: DEMO_STUDENT.name,
      email: DEMO_STUDENT.email,
      password: DEMO_PASSWORD,
      role: 'Student',
      verifiedEmail: true,
      verifiedPhone: true,
      phone: DEMO_STUDENT.phone,
    });
    users.update(student.id, { gender: DEMO_STUDENT.gender, city: 1, updatedAt: clock.now() });
    users.upsertStudent(
      student.id,
      { englishLevel: 'Intermediate', aim: 'أريد التحدث بثقة في مقابلات العمل' },
      clock.now(),
    );
  }
  context.studentIds.push(student.id);

  for (const seeder of seeders) await seeder(deps, context);
  return context;
}
